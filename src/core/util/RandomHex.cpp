#include "core/util/RandomHex.h"

#include <QByteArray>
#include <QRandomGenerator>

namespace kurz {

QString randomHex(int bytes)
{
    QByteArray random(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(random.data()), bytes / 4);
    return QString::fromLatin1(random.toHex());
}

} // namespace kurz
