#include "cli/Cli.h"
#include "server/ServeCommand.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
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
