#pragma once

#include "support/TestPaths.h"

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
    QFile file(test::testData(QStringLiteral("vectors/")) + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object().value(u"vectors").toArray();
}

// One data row named "index kind id" per vector, in a column "vector"; false if fewer than
// `atLeast` vectors were found.
inline bool addVectorRows(const QString &name, int atLeast)
{
    QTest::addColumn<QJsonObject>("vector");
    const QJsonArray vectors = loadVectors(name);
    int i = 0;
    for (const QJsonValue &v : vectors) {
        const QJsonObject o = v.toObject();
        QTest::addRow("%d %s %s", i++, qPrintable(o.value(u"kind").toString()), qPrintable(o.value(u"id").toString()))
            << o;
    }
    return vectors.size() >= atLeast;
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

}  // namespace kurz::test
