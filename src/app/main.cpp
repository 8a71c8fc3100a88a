#include "app/AppCommands.h"
#include "app/DesktopLauncher.h"
#include "app/SingleInstance.h"
#include "cli/Cli.h"
#include "core/util/Version.h"
#include "gui/Translations.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

// `kurz` alone, or with only the window's options (--db, --config, --shorten-clipboard), opens
// the window or hands over to the one already open; anything else is the command line and
// never needs a display.
bool opensWindow(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == u"--shorten-clipboard" || argument.startsWith(u"--db=") || argument.startsWith(u"--config="))
            continue;
        if ((argument == u"--db" || argument == u"--config") && i + 1 < arguments.size()) {
            ++i;
            continue;
        }
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (opensWindow(arguments))
        return kurz::DesktopLauncher::run(argc, argv);

    // The headless listener runs on Qt's own event dispatcher: glib's wakes itself through an
    // eventfd on every socket-notifier change, two extra system calls per request.
    const qsizetype command = kurz::Cli::commandPosition(arguments);
    if (command > 0 && arguments.at(command) == u"serve")
        qputenv("QT_NO_GLIB", "1");

    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kurz"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("kurz.app"));
    QCoreApplication::setApplicationVersion(kurz::version());
    kurz::Translations::install();  // the terminal's language

    kurz::Cli cli;
    kurz::addAppCommands(cli);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return cli.run(QCoreApplication::arguments(), out, err, [](kurz::CommandContext &context) {
        // The running window owns the clipboard: `shorten --copy` asks it to copy.
        context.copyToClipboard = [](const QString &text) {
            const auto reply = kurz::SingleInstance::send({{u"command"_s, u"copy"_s}, {u"text"_s, text}});
            return reply && reply->value(u"ok"_s).toBool();
        };
    });
}
