#include "app/ServeCommand.h"

#include "app/SignalWatcher.h"
#include "net/LinkUpkeep.h"
#include "server/RedirectServer.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace kurz {

QString ServeCommand::summary() const
{
    return tr("Answer short links without a window: kurz serve [--listen HOST:PORT]");
}

void ServeCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(u"listen"_s,
        tr("Address and port, e.g. 127.0.0.1:8080, *:8080, or :0 for a free port "
           "(default: the server/listen setting)."),
        u"HOST:PORT"_s));
}

int ServeCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    auto database = context.database();
    if (!database)
        return 1;
    RedirectServer server(database, context.settings());
    if (parser.isSet(u"listen"_s)) {
        QString listen = parser.value(u"listen"_s);
        if (listen.startsWith(u':'))
            listen.prepend(u"127.0.0.1"_s);
        server.setListenAddress(listen);
    }
    SignalWatcher watcher;
    QObject::connect(&watcher, &SignalWatcher::received, QCoreApplication::instance(), &QCoreApplication::quit);
    const auto url = server.start();
    if (!url)
        return context.fail(url.error().message);
    // Not translated: scripts and tests wait for this line.
    context.out() << "Listening on " << url->toString(QUrl::RemovePath) << '\n';
    context.out().flush();
    std::fflush(stdout);
    // Titles for links made where no Kurz ran, and the daily check (health/daily).
    LinkUpkeep upkeep(database, context.settings());
    upkeep.start();
    QCoreApplication::exec();
    server.stop();
    context.err() << tr("kurz serve: stopped; answered %n request(s)", nullptr,
        int(std::min<quint64>(server.requestsServed(), INT_MAX)))
                  << '\n';
    return 0;
}

}  // namespace kurz
