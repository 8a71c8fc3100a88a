#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace kurz {

// SipHash-2-4 of one 64-bit word under a 128-bit key derived from any key text (SHA-256):
// the keyed pseudo-random function behind Feistel rounds and the per-database alphabet shuffle.
class KeyedHash {
public:
    explicit KeyedHash(const QByteArray &key);
    // The raw SipHash key, for the reference test vectors.
    static KeyedHash fromWords(quint64 k0, quint64 k1);

    quint64 operator()(quint64 message) const;

private:
    KeyedHash() = default;

    quint64 m_k0 = 0;
    quint64 m_k1 = 0;
};

}  // namespace kurz
