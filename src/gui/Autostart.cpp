#include "gui/Autostart.h"

#include "gui/AppId.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace kurz {

QString Autostart::entryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u"/autostart/"_s + AppId
        + u".desktop"_s;
}

bool Autostart::isEnabled()
{
    return QFile::exists(entryPath());
}

QStringList Autostart::launchArguments(const QStringList &commandLine)
{
    QStringList kept;
    for (int i = 1; i < commandLine.size(); ++i) {
        const QString &arg = commandLine.at(i);
        for (const QString &option : {u"--db"_s, u"--config"_s}) {
            if (arg.startsWith(option + u'='))
                kept << option << arg.mid(option.size() + 1);
            else if (arg == option && i + 1 < commandLine.size())
                kept << option << commandLine.at(++i);
        }
    }
    return kept;
}

Result<void> Autostart::setEnabled(bool enabled, const QString &program, const QStringList &arguments)
{
    const QString path = entryPath();
    if (!enabled) {
        if (QFile::exists(path) && !QFile::remove(path))
            return Error{Error::Kind::Storage,
                QCoreApplication::translate(
                    "kurz::Autostart", "Cannot remove %1. Delete it by hand to stop Kurz starting at login.")
                    .arg(path),
                {}};
        return {};
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    // The desktop entry spec's quoting: double quotes around arguments with reserved characters.
    QStringList words;
    for (QString word : QStringList{program} + arguments) {
        if (word.contains(QRegularExpression(u"[\\s\"'`$\\\\<>~|&;*?#()]"_s)))
            word = u'"'
                + word.replace(u'\\', u"\\\\"_s)
                      .replace(u'"', u"\\\""_s)
                      .replace(u'`', u"\\`"_s)
                      .replace(u'$', u"\\$"_s)
                + u'"';
        words << word.replace(u'%', u"%%"_s);
    }
    const QString quoted = words.join(u' ').replace(u'\\', u"\\\\"_s);  // then the string escape of key files
    const QString entry
        = u"[Desktop Entry]\nType=Application\nName=Kurz\nComment=Short links and their redirect listener\n"
          "Exec="_s
        + quoted + u"\nIcon="_s + AppId + u"\nX-GNOME-Autostart-enabled=true\n"_s;
    if (!file.open(QIODevice::WriteOnly) || file.write(entry.toUtf8()) < 0 || !file.commit())
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::Autostart", "Cannot write %1: %2. Check that the folder is writable.")
                .arg(path, file.errorString()),
            {}};
    return {};
}

}  // namespace kurz
