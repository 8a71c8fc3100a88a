#include "app/DesktopLauncher.h"
#include "core/util/Version.h"

#include "app/ServerListener.h"
#include "app/SignalWatcher.h"
#include "app/SingleInstance.h"
#include "cli/Cli.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/ServerAddress.h"
#include "gui/AppId.h"
#include "gui/DesktopApp.h"
#include "gui/Translations.h"
#include "net/UpkeepThread.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QProcess>

#include <algorithm>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcApp, "kurz.app", QtWarningMsg)

namespace kurz {

int DesktopLauncher::run(int &argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"kurz"_s);
    QCoreApplication::setOrganizationDomain(u"kurz.app"_s);
    QCoreApplication::setApplicationVersion(version());
    QGuiApplication::setApplicationDisplayName(u"Kurz"_s);
    QGuiApplication::setDesktopFileName(AppId);
    QApplication::setWindowIcon(QIcon(u":/icons/"_s + AppId + u".svg"_s));

    QCommandLineParser parser;
    parser.addOptions(Cli::windowOptions());
    parser.process(app);

    // A later launch hands over to the running Kurz and touches no settings or database of its
    // own; it speaks the system's language.
    SingleInstance instance;
    if (!instance.tryBecomePrimary()) {
        Translations::install();
        const QString command = parser.isSet(u"shorten-clipboard"_s) ? u"shorten-clipboard"_s : u"raise"_s;
        QJsonObject request{{u"command"_s, command}};
        // Asked for another database, the running window says which one it has and offers this one.
        QString wanted = parser.value(u"db"_s);
        if (!wanted.isEmpty() && !ServerAddress::isServerAddress(wanted))
            wanted = QFileInfo(wanted).absoluteFilePath();
        if (!wanted.isEmpty() && command == u"raise")
            request.insert(u"database"_s, wanted);
        const auto reply = SingleInstance::send(request);
        if (!reply) {
            fprintf(stderr, "%s\n",
                qPrintable(tr("kurz: another Kurz is running but does not answer. Close it (or end its process) and "
                              "start Kurz again.")));
            return 1;
        }
        if (!reply->value(u"ok"_s).toBool()) {
            fprintf(stderr, "kurz: %s\n", qPrintable(reply->value(u"message"_s).toString()));
            return 1;
        }
        const QString open = reply->value(u"database"_s).toString();
        if (request.contains(u"database"_s) && !open.isEmpty() && open != wanted)
            fprintf(stderr, "%s\n",
                qPrintable(tr("kurz: the running Kurz has %1 open; its window asks whether to open %2 instead.")
                               .arg(open, wanted)));
        return 0;
    }
    Settings settings(parser.value(u"config"_s));
    Translations::install(settings.get(keys::Language));

    QString reopenWith;  // another database the user chose to open instead
    const int code = runWindow(app, settings, parser, instance, reopenWith);
    if (reopenWith.isEmpty())
        return code;
    // The listener and the database are closed by now; the next Kurz becomes the primary.
    instance.release();
    QStringList arguments{u"--db"_s, reopenWith};
    if (parser.isSet(u"config"_s))
        arguments << u"--config"_s << parser.value(u"config"_s);
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments)) {
        fprintf(stderr, "%s\n",
            qPrintable(tr("kurz: could not start Kurz again for %1; start it with kurz --db %1.").arg(reopenWith)));
        return 1;
    }
    return code;
}

int DesktopLauncher::runWindow(QApplication &app, Settings &settings, const QCommandLineParser &parser,
    SingleInstance &instance, QString &reopenWith)
{
    const QString path = keys::databasePath(settings, parser.value(u"db"_s));
    auto database = Database::open(path);
    if (!database) {
        QMessageBox::critical(nullptr, tr("Kurz cannot open its database"),
            database.error().message
                + tr("\n\nTo use another file, start Kurz with --db PATH or change Settings → Data."));
        return 1;
    }
    // Made before the window so that it outlives it: the window's listener writes its last hits on the way out.
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::received, &app, &QCoreApplication::quit);
    DesktopApp desktop(settings, *database, std::make_unique<ServerListener>(*database, settings));
    instance.setHandler([&desktop](const QJsonObject &request) { return desktop.handleRequest(request); });
    QObject::connect(&desktop, &DesktopApp::reopenRequested, &app, [&reopenWith](const QString &location) {
        reopenWith = location;
        QCoreApplication::quit();
    });
    desktop.start();
    // Titles for links made without one (here or by the command line), and health/daily, on a
    // thread of their own; made again when their settings change (a title left unfetched is
    // fetched by the new one).
    UpkeepThread upkeep(*database, settings);
    upkeep.restart();
    QObject::connect(&settings, &Settings::changed, &app, [&](const QStringList &, SettingScopes scopes) {
        if (scopes & SettingScope::Upkeep)
            upkeep.restart();
    });
    if (parser.isSet(u"shorten-clipboard"_s))
        desktop.handleRequest({{u"command"_s, u"shorten-clipboard"_s}});
    qCInfo(lcApp) << "ready";
    return app.exec();
}

}  // namespace kurz
