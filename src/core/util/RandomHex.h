#pragma once

#include <QString>

namespace kurz {

// `bytes` (a multiple of 4) from the system's cryptographic random source, hex-encoded: the
// secrets, tokens and nonces Kurz makes.
QString randomHex(int bytes);

} // namespace kurz
