#include "core/util/PrivateFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kurz {

namespace {

constexpr QFile::Permissions OwnerOnlyFile = QFile::ReadOwner | QFile::WriteOwner;
constexpr QFile::Permissions OthersRights = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
                                            | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;

// True when `path` had group or other rights and no longer has them.
bool takeOthersRights(const QString &path)
{
    const QFile::Permissions now = QFile::permissions(path);
    if (!(now & OthersRights))
        return false;
    return QFile::setPermissions(path, now & ~OthersRights);
}

} // namespace

bool makePrivateFolder(const QString &dir)
{
    const bool existed = QFileInfo::exists(dir);
    QDir().mkpath(dir);
    return takeOthersRights(dir) && existed;
}

QString createPrivateFile(const QString &path)
{
    if (QFileInfo::exists(path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, OwnerOnlyFile))
        return file.errorString();
    return {};
}

QStringList makePrivate(const QStringList &paths)
{
    QStringList changed;
    for (const QString &path : paths) {
        if (QFileInfo::exists(path) && takeOthersRights(path))
            changed.append(path);
    }
    return changed;
}

} // namespace kurz
