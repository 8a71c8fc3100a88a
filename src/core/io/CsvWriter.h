#pragma once

#include <QByteArray>
#include <QStringList>

namespace kurz {

// One CSV record (RFC 4180): fields quoted when they hold a comma, a quote or a line break.
QByteArray csvRecord(const QStringList &fields);

} // namespace kurz
