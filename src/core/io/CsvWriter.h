#pragma once

#include <QByteArray>
#include <QStringView>

namespace kurz {

// Appends one CSV field (RFC 4180) to a record: quoted when it holds a comma, a quote or a
// line break. `first`: no comma before it.
void appendCsvField(QByteArray &out, QStringView field, bool first = false);

}  // namespace kurz
