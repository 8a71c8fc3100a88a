#pragma once

#include "core/util/Result.h"

#include <QStringList>

namespace kurz {

// What a custom alias may look like: 3 to 64 of [A-Za-z0-9_-], never a reserved word.
class AliasPolicy {
public:
    static constexpr int MinLength = 3;
    static constexpr int MaxLength = 64;

    // Names the listener keeps for itself (compared case-insensitively): listenerNames() and
    // keptNames().
    static bool isReserved(const QString &code);
    // The first path segment of each of the listener's own routes outside "/.", without its
    // extension ("favicon" for /favicon.ico): src/server's InternalRoutes, which core cannot
    // see; tests/server/tst_internalroutes checks that the two agree.
    static const QStringList &listenerNames();
    // Names kept free for routes to come.
    static const QStringList &keptNames();

    static Result<QString> validate(const QString &alias);
    // Whether any link, alias or generated, could have `code`: at most 64 printable ASCII
    // characters, none of them / ? # % or a dot (see the custom alphabet setting).
    static bool isPossibleCode(QStringView code);
};

}  // namespace kurz
