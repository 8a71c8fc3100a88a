#include "core/codes/HashStrategy.h"

#include "core/codes/RandomStrategy.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace kurz {

HashStrategy::HashStrategy(Alphabet alphabet, int length)
    : m_alphabet(std::move(alphabet))
    , m_length(length)
{
}

QString HashStrategy::candidate(const CodeContext &context)
{
    const int length
        = (context.length > 0 ? context.length : m_length) + context.attempt / RandomStrategy::MissesBeforeLonger;
    QCryptographicHash sha(QCryptographicHash::Sha256);
    sha.addData(context.normalizedUrl.toUtf8());
    uchar attempt[4];
    qToBigEndian(quint32(context.attempt), attempt);
    sha.addData(QByteArrayView(attempt, 4));
    QByteArray digest = sha.result();

    // The last `length` base-A digits of the 256-bit big-endian digest are digest mod A^length.
    const uint base = uint(m_alphabet.size());
    QString code(length, Qt::Uninitialized);
    for (int i = length - 1; i >= 0; --i) {
        uint remainder = 0;
        for (char &byte : digest) {
            const uint current = (remainder << 8) | uchar(byte);
            byte = char(current / base);
            remainder = current % base;
        }
        code[i] = m_alphabet.at(int(remainder));
    }
    return code;
}

}  // namespace kurz
