#pragma once

#include "CliReference.h"

namespace kurz::docgen {

// Tab completion for kurz's commands and options, from the CLI's own description.
QString bashCompletion(const CliReference &reference);
QString zshCompletion(const CliReference &reference);
QString fishCompletion(const CliReference &reference);

}  // namespace kurz::docgen
