#include "core/codes/KeyedHash.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace kurz {

static inline quint64 rotl(quint64 x, int bits)
{
    return (x << bits) | (x >> (64 - bits));
}

static inline void sipRound(quint64 &v0, quint64 &v1, quint64 &v2, quint64 &v3)
{
    v0 += v1;
    v1 = rotl(v1, 13);
    v1 ^= v0;
    v0 = rotl(v0, 32);
    v2 += v3;
    v3 = rotl(v3, 16);
    v3 ^= v2;
    v0 += v3;
    v3 = rotl(v3, 21);
    v3 ^= v0;
    v2 += v1;
    v1 = rotl(v1, 17);
    v1 ^= v2;
    v2 = rotl(v2, 32);
}

KeyedHash::KeyedHash(const QByteArray &key)
{
    const QByteArray digest = QCryptographicHash::hash(key, QCryptographicHash::Sha256);
    m_k0 = qFromLittleEndian<quint64>(digest.constData());
    m_k1 = qFromLittleEndian<quint64>(digest.constData() + 8);
}

KeyedHash KeyedHash::fromWords(quint64 k0, quint64 k1)
{
    KeyedHash hash;
    hash.m_k0 = k0;
    hash.m_k1 = k1;
    return hash;
}

quint64 KeyedHash::operator()(quint64 message) const
{
    quint64 v0 = m_k0 ^ 0x736f6d6570736575ULL;
    quint64 v1 = m_k1 ^ 0x646f72616e646f6dULL;
    quint64 v2 = m_k0 ^ 0x6c7967656e657261ULL;
    quint64 v3 = m_k1 ^ 0x7465646279746573ULL;
    v3 ^= message;
    sipRound(v0, v1, v2, v3);
    sipRound(v0, v1, v2, v3);
    v0 ^= message;
    const quint64 last = quint64(8) << 56;  // message length in the final block
    v3 ^= last;
    sipRound(v0, v1, v2, v3);
    sipRound(v0, v1, v2, v3);
    v0 ^= last;
    v2 ^= 0xff;
    for (int i = 0; i < 4; ++i)
        sipRound(v0, v1, v2, v3);
    return v0 ^ v1 ^ v2 ^ v3;
}

}  // namespace kurz
