#include "support/TempHome.h"

#include <QDir>
#include <QFile>

namespace kurz::test {

namespace {

const char *const Folders[][2] = {{"XDG_CONFIG_HOME", "config"}, {"XDG_DATA_HOME", "data"}, {"XDG_RUNTIME_DIR", "run"}};

}  // namespace

TempHome::TempHome()
{
    for (const auto &folder : Folders)
        QDir().mkpath(dir.filePath(QString::fromLatin1(folder[1])));
    QFile::setPermissions(dir.filePath(QStringLiteral("run")), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

QProcessEnvironment TempHome::environment() const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const auto &folder : Folders)
        environment.insert(QString::fromLatin1(folder[0]), dir.filePath(QString::fromLatin1(folder[1])));
    return environment;
}

void TempHome::useForThisProcess() const
{
    for (const auto &folder : Folders)
        qputenv(folder[0], dir.filePath(QString::fromLatin1(folder[1])).toLocal8Bit());
}

}  // namespace kurz::test
