#include "app/DesktopLauncher.h"
#include "core/util/Version.h"

#include "app/ServerListener.h"
#include "net/LinkUpkeep.h"
#include "app/SignalWatcher.h"
#include "app/SingleInstance.h"
#include "cli/Cli.h"
#include "core/settings/SettingsKeys.h"
#include "gui/AppId.h"
#include "gui/DesktopApp.h"
#include "gui/Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLoggingCategory>
#include <QMessageBox>

#include <algorithm>

Q_LOGGING_CATEGORY(lcApp, "kurz.app", QtWarningMsg)

namespace kurz {

int DesktopLauncher::run(int &argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"kurz"_qs);
    QCoreApplication::setOrganizationDomain(u"kurz.app"_qs);
    QCoreApplication::setApplicationVersion(version());
    QGuiApplication::setApplicationDisplayName(u"Kurz"_qs);
    QGuiApplication::setDesktopFileName(AppId);
    QApplication::setWindowIcon(QIcon(u":/icons/"_qs + AppId + u".svg"_qs));

    QCommandLineParser parser;
    parser.addOptions(Cli::windowOptions());
    parser.process(app);
    Settings settings(parser.value(u"config"_qs));
    Translations::install(settings.get(keys::Language));

    SingleInstance instance;
    if (!instance.tryBecomePrimary()) {
        const QString command = parser.isSet(u"shorten-clipboard"_qs) ? u"shorten-clipboard"_qs : u"raise"_qs;
        const auto reply = SingleInstance::send({{u"command"_qs, command}});
        if (!reply) {
            fprintf(stderr, "%s\n", qPrintable(tr("kurz: another Kurz is running but does not answer. Close it (or end its process) and start Kurz again.")));
            return 1;
        }
        if (!reply->value(u"ok"_qs).toBool()) {
            fprintf(stderr, "kurz: %s\n", qPrintable(reply->value(u"message"_qs).toString()));
            return 1;
        }
        return 0;
    }

    const QString path = keys::databasePath(settings, parser.value(u"db"_qs));
    auto database = Database::open(path);
    if (!database) {
        QMessageBox::critical(nullptr, tr("Kurz cannot open its database"),
                              database.error().message + tr("\n\nTo use another file, start Kurz with --db PATH or change Settings → Data."));
        return 1;
    }
    // Made before the window so that it outlives it: the window's listener writes its last hits on the way out.
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::received, &app, &QCoreApplication::quit);
    DesktopApp desktop(settings, *database, std::make_unique<ServerListener>(*database, settings));
    instance.setHandler([&desktop](const QJsonObject &request) { return desktop.handleRequest(request); });
    desktop.start();
    // Titles for links made without one (here or by the command line), and health/daily; made
    // again when their settings change (a title left unfetched is fetched by the new one).
    std::unique_ptr<LinkUpkeep> upkeep;
    const auto startUpkeep = [&] {
        upkeep.reset();
        upkeep = std::make_unique<LinkUpkeep>(*database, settings);
        upkeep->start();
    };
    startUpkeep();
    QObject::connect(&settings, &Settings::changed, &app, [&](const QStringList &changed) {
        if (std::any_of(changed.cbegin(), changed.cend(), [](const QString &key) {
                return key.startsWith(u"titles/") || key.startsWith(u"health/");
            }))
            startUpkeep();
    });
    if (parser.isSet(u"shorten-clipboard"_qs))
        desktop.handleRequest({{u"command"_qs, u"shorten-clipboard"_qs}});
    qCInfo(lcApp) << "ready";
    return app.exec();
}

} // namespace kurz
