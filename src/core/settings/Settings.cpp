#include "core/settings/Settings.h"

#include "core/util/PrivateFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QStringDecoder>

#include <utility>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcSettings, "kurz.settings", QtWarningMsg)

namespace kurz {

namespace {

void reportMadePrivate(const QStringList &paths)
{
    if (!paths.isEmpty())
        qCWarning(lcSettings).noquote() << "Made" << paths.join(u", "_s)
                                        << "readable by this user only (other users could read them).";
}

// Kurz's own folder (or a new one) is made private; the file is created private before
// QSettings writes it, which keeps an existing file's mode.
QString privateSettingsFile(const QString &path, bool ownFolder)
{
    QStringList madePrivate;
    const QString dir = QFileInfo(path).absolutePath();
    if ((ownFolder || !QFileInfo::exists(dir)) && makePrivateFolder(dir))
        madePrivate.append(dir);
    madePrivate += makePrivate({path});
    createPrivateFile(path);
    reportMadePrivate(madePrivate);
    return path;
}

// Why the file is no settings file that Kurz wrote or a person edited, or empty.
QString whyDamaged(const QSettings &settings)
{
    if (settings.status() == QSettings::FormatError)
        return QStringLiteral("it is not in INI format");
    QFile file(settings.fileName());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    if (bytes.contains('\0'))
        return QStringLiteral("it holds binary data");
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    if (utf8.hasError())
        return QStringLiteral("it is not UTF-8 text");
    return {};
}

}  // namespace

Settings::Settings(const QString &path, QObject *parent)
    : QObject(parent)
    , m_settings(std::make_unique<QSettings>(
          privateSettingsFile(path.isEmpty() ? defaultPath() : path, path.isEmpty()), QSettings::IniFormat))
    , m_damage(whyDamaged(*m_settings))
{
    if (!m_damage.isEmpty()) {
        qCWarning(lcSettings).noquote() << "The settings file" << fileName()
                                        << u"is damaged ("_s + m_damage
                + u"): Kurz uses the default settings and leaves the file as it is. Fix or remove it to change settings."_s;
        return;
    }
    migrate();
}

Error Settings::refused(const QString &key, Error error)
{
    if (error.field.isEmpty())
        error.field = key;
    return error;
}

Error Settings::damaged(const QString &key) const
{
    return Error{Error::Kind::Storage,
        QCoreApplication::translate("kurz::Settings",
            "The settings file %1 is damaged, so Kurz does not change it. Fix or remove the file, then try again.")
            .arg(fileName()),
        key, reasons::Storage};
}

QString Settings::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u"/kurz/kurz.conf"_s;
}

QString Settings::defaultDatabasePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/kurz"_s;
    if (makePrivateFolder(dir))
        reportMadePrivate({dir});
    return dir + u"/links.db"_s;
}

void Settings::migrate()
{
    const int version = m_settings->value(QStringLiteral("settings/version"), 0).toInt();
    if (version == Version)
        return;
    // Version 1 is the first; later versions rename or convert keys here, step by step.
    m_settings->setValue(QStringLiteral("settings/version"), Version);
}

Settings::Batch::Batch(Settings &settings)
    : m_settings(settings)
{
    ++m_settings.m_batches;
}

Settings::Batch::~Batch()
{
    if (--m_settings.m_batches > 0 || m_settings.m_batchKeys.isEmpty())
        return;
    Q_EMIT m_settings.changed(std::exchange(m_settings.m_batchKeys, {}), std::exchange(m_settings.m_batchScopes, {}));
}

void Settings::announce(const QString &key, SettingScopes scopes)
{
    if (m_batches == 0) {
        Q_EMIT changed({key}, scopes);
        return;
    }
    if (!m_batchKeys.contains(key))
        m_batchKeys.append(key);
    m_batchScopes |= scopes;
}

std::function<Result<void>(const int &)> inRange(int low, int high, const char *what)
{
    return [=](const int &v) -> Result<void> {
        if (v < low || v > high)
            return invalidInput(
                QCoreApplication::translate("kurz::Settings", "%1 must be between %2 and %3; %4 is not.")
                    .arg(QCoreApplication::translate("kurz::Settings", what))
                    .arg(low)
                    .arg(high)
                    .arg(v));
        return {};
    };
}

std::function<Result<void>(const QString &)> oneOf(const QStringList &choices, const char *problem)
{
    return [=](const QString &v) -> Result<void> {
        if (!choices.contains(v))
            return invalidInput(QCoreApplication::translate("kurz::Settings", problem).arg(v, choices.join(u", "_s)));
        return {};
    };
}

}  // namespace kurz
