#pragma once

#include "CliReference.h"

namespace kurz::docgen {

// kurz(1) in roff, from the CLI's own description of its commands and options.
QString manPage(const CliReference &reference, const QString &version);

}  // namespace kurz::docgen
