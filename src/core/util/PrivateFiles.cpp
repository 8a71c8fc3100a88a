#include "core/util/PrivateFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

constexpr QFile::Permissions OwnerOnlyFile = QFile::ReadOwner | QFile::WriteOwner;
constexpr QFile::Permissions OthersRights
    = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;

// True when `path` had group or other rights and no longer has them.
bool takeOthersRights(const QString &path)
{
    const QFile::Permissions now = QFile::permissions(path);
    if (!(now & OthersRights))
        return false;
    return QFile::setPermissions(path, now & ~OthersRights);
}

}  // namespace

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

QString renameOver(const QString &from, const QString &to)
{
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

PrivateFileWriter::PrivateFileWriter(const QString &path)
    : m_path(path)
    , m_file(QFileInfo(path).absoluteFilePath() + u".XXXXXX"_s)
{
}

QString PrivateFileWriter::open()
{
    if (QFileInfo(m_path).isDir())
        return QCoreApplication::translate("kurz::PrivateFiles", "it is a folder");
    // QTemporaryFile makes its file 0600.
    return m_file.open() ? QString() : m_file.errorString();
}

QString PrivateFileWriter::commit()
{
    if (!m_file.flush())
        return m_file.errorString();
    m_file.close();
    if (QString problem = renameOver(m_file.fileName(), m_path); !problem.isEmpty())
        return problem;
    m_file.setAutoRemove(false);
    return {};
}

}  // namespace kurz
