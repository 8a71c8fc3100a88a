#pragma once

#include <QApplication>
#include <QFile>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>

namespace kurz::test {

// Runs the tests of `Test` on an offscreen screen of `pixels` at `scale` (QT_SCALE_FACTOR),
// instead of the offscreen platform's 800x600: set up before the application exists.
template<typename Test>
int runOnScreen(int argc, char **argv, QSize pixels, int scale = 1)
{
    QTemporaryDir config;
    const QString file = config.filePath(QStringLiteral("screens.json"));
    QFile json(file);
    const QByteArray screens
        = QStringLiteral(R"({"screens": [{"name": "screen", "x": 0, "y": 0, "width": %1, "height": %2, )"
                         R"("logicalDpi": 96, "dpr": 1}]})")
              .arg(pixels.width())
              .arg(pixels.height())
              .toUtf8();
    if (!json.open(QIODevice::WriteOnly) || json.write(screens) < 0)
        qFatal("cannot write %s", qPrintable(file));
    json.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + file.toLocal8Bit());
    qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
    QApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace kurz::test
