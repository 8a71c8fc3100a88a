#include "gui/Autostart.h"

#include "gui/AppId.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace kurz {

QString Autostart::entryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u"/autostart/"_qs + AppId + u".desktop"_qs;
}

bool Autostart::isEnabled()
{
    return QFile::exists(entryPath());
}

Result<bool> Autostart::setEnabled(bool enabled, const QString &program)
{
    const QString path = entryPath();
    if (!enabled) {
        if (QFile::exists(path) && !QFile::remove(path))
            return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Autostart", "Cannot remove %1. Delete it by hand to stop Kurz starting at login.").arg(path), {}};
        return true;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    const QString quoted = program.contains(u' ') ? u'"' + program + u'"' : program;
    const QString entry = u"[Desktop Entry]\nType=Application\nName=Kurz\nComment=Short links and their redirect listener\n"
                          "Exec="_qs + quoted + u"\nIcon="_qs + AppId + u"\nX-GNOME-Autostart-enabled=true\n"_qs;
    if (!file.open(QIODevice::WriteOnly) || file.write(entry.toUtf8()) < 0 || !file.commit())
        return Error{Error::Kind::Storage, QCoreApplication::translate("kurz::Autostart", "Cannot write %1: %2. Check that the folder is writable.").arg(path, file.errorString()), {}};
    return true;
}

} // namespace kurz
