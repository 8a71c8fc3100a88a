#pragma once

#include <QByteArrayView>

namespace kurz {

// Compares without stopping at the first difference, so that how long a comparison of a
// secret takes says nothing about how much of a guess was right.
inline bool equalConstantTime(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a[i] ^ b[i]);
    return difference == 0;
}

}  // namespace kurz
