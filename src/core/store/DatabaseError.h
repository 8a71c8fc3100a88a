#pragma once

#include "core/util/Result.h"

#include <QSqlError>

namespace kurz {

// The database's own failures in its own words (the stores' storageError adds advice of its own).
inline Error databaseError(const QString &what, const QSqlError &error)
{
    return Error{Error::Kind::Storage, what + QStringLiteral(": ") + error.text(), {}, reasons::Storage};
}

}  // namespace kurz
