#include "cli/Cli.h"
#include "server/ServeCommand.h"

#include <QCoreApplication>

#include <cstring>

int main(int argc, char *argv[])
{
    // The headless listener runs on Qt's own event dispatcher: glib's wakes itself through an
    // eventfd on every socket-notifier change, two extra system calls per request.
    if (argc > 1 && std::strcmp(argv[1], "serve") == 0)
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kurz"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("kurz.app"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KURZ_VERSION));

    kurz::Cli cli;
    cli.addCommand(std::make_unique<kurz::ServeCommand>());
    QTextStream out(stdout);
    QTextStream err(stderr);
    return cli.run(QCoreApplication::arguments(), out, err);
}
