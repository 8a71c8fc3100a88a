#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <vector>

namespace kurz::test {

// The "vectors" array of one of tests/data/vectors/*.json (copied from /work/shared/vectors).
inline QJsonArray loadVectors(const QString &name)
{
    QFile file(QStringLiteral(KURZ_TEST_DATA "/vectors/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object().value(u"vectors").toArray();
}

inline std::vector<quint64> numbersOf(const QJsonValue &value)
{
    std::vector<quint64> numbers;
    for (const QJsonValue &n : value.toArray())
        numbers.push_back(quint64(n.toInteger()));
    return numbers;
}

inline bool hasNegative(const QJsonValue &value)
{
    for (const QJsonValue &n : value.toArray()) {
        if (n.toDouble() < 0)
            return true;
    }
    return false;
}

} // namespace kurz::test
