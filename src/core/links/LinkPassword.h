#pragma once

#include "core/util/Result.h"

#include <QByteArray>
#include <QString>

namespace kurz {

// A link's password: stored only as an Argon2id hash in the PHC string form
// ($argon2id$v=19$m=...,t=...,p=...$salt$hash), which carries its own parameters, so hashes
// made with other parameters (an import from another Kurz) still verify. The password itself
// is never stored, logged or exported.
namespace linkpassword {

// Argon2id's cost: memory in KiB, passes, lanes.
struct Cost {
    quint32 memoryKiB = 0;
    quint32 passes = 0;
    quint32 lanes = 1;
};

// The parameters new hashes get: 19 MiB, 2 passes, 1 lane (RFC 9106's and OWASP's second
// choice), which cost about 20-50 ms a check on the machines Kurz is measured on
// (bench/README.md, bench_password). A check runs on a listener thread, so it must stay short;
// the guess limits (docs/server.md) bound how many a client can make.
inline constexpr Cost DefaultCost{19 * 1024, 2, 1};

// The longest password accepted, in UTF-8 bytes (a bound on the work one check can cause).
inline constexpr int MaxBytes = 1024;

// Refuses an empty or overlong password, in words a user can act on (field "password").
Result<void> check(const QString &password);
// A new hash of `password` with a fresh random salt.
Result<QString> hash(const QString &password, const Cost &cost = DefaultCost);
// Whether `password` (UTF-8 bytes, as a form or Basic auth sends it) matches `encoded`.
// False for a malformed hash, never an exception.
bool verify(const QString &encoded, QByteArrayView password);
// Whether `encoded` is a well-formed Argon2id hash Kurz can verify (what an import may bring),
// with parameters in bounds (at most 1 GiB, 64 passes, 16 lanes).
bool isHash(const QString &encoded);

}  // namespace linkpassword

}  // namespace kurz
