#include "support/TestPaths.h"

namespace kurz::test {

namespace {

QString below(const QString &folder, const QString &relative)
{
    return relative.isEmpty() ? folder : folder + QLatin1Char('/') + relative;
}

}  // namespace

QString testData(const QString &relative)
{
    return below(QStringLiteral(KURZ_TEST_DATA), relative);
}

QString binaryDir(const QString &relative)
{
    return below(QStringLiteral(KURZ_BINARY_DIR), relative);
}

QString kurzExecutable()
{
    return QStringLiteral(KURZ_EXECUTABLE);
}

QString supportScript(const QString &name)
{
    return below(QStringLiteral(KURZ_SUPPORT_DIR), name);
}

}  // namespace kurz::test
