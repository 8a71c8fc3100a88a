#include "cli/Cli.h"
#include "gui/DesktopApp.h"
#include "gui/SingleInstance.h"
#include "gui/Translations.h"
#include "server/ServeCommand.h"

#include <QCoreApplication>

#include <cstring>

// `kurz COMMAND ...` runs the command line; anything else (no arguments, --db, --config,
// --shorten-clipboard) opens the window or hands over to the one already open.
int main(int argc, char *argv[])
{
    // The headless listener runs on Qt's own event dispatcher: glib's wakes itself through an
    // eventfd on every socket-notifier change, two extra system calls per request.
    if (argc > 1 && std::strcmp(argv[1], "serve") == 0)
        qputenv("QT_NO_GLIB", "1");

    kurz::Cli cli;
    cli.addCommand(std::make_unique<kurz::ServeCommand>());
    const QString first = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    // A first word that is no option is a command: an unknown one gets the CLI's error, not a window.
    const bool commandLine = (!first.isEmpty() && !first.startsWith(u'-')) || first == u"--help" || first == u"-h"
        || first == u"--version";
    if (!commandLine)
        return kurz::DesktopApp::run(argc, argv);

    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kurz"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("kurz.app"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KURZ_VERSION));
    kurz::Translations::install();  // the terminal's language

    QTextStream out(stdout);
    QTextStream err(stderr);
    return cli.run(QCoreApplication::arguments(), out, err, [](kurz::CommandContext &context) {
        // The running window owns the clipboard: `shorten --copy` asks it to copy.
        context.copyToClipboard = [](const QString &text) {
            const auto reply = kurz::SingleInstance::send({{u"command"_qs, u"copy"_qs}, {u"text"_qs, text}});
            return reply && reply->value(u"ok"_qs).toBool();
        };
    });
}
