// The launchers' searches at a million links: KRunner's Match and GNOME Shell's
// GetInitialResultSet followed by GetResultMetas, each called over the session bus from a
// connection of its own as the launchers call them, against the window's DesktopBus. The
// launchers' goal is an answer within 50 ms. Prints the first call's time, the median and
// the slowest of 20 per query, and the load; asserts nothing.
//
//   bench_window DATABASE     (once: makes DATABASE with 1,000,000 links)
//   dbus-run-session -- bench_launchers DATABASE
#include "app/ServerListener.h"
#include "core/settings/SettingsKeys.h"
#include "gui/DesktopApp.h"
#include "gui/dbus/BusNames.h"
#include "gui/dbus/BusTypes.h"
#include "gui/dbus/DesktopBus.h"

#include <QApplication>
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

struct Timing {
    double firstMs = 0;
    double medianMs = 0;
    double maxMs = 0;
    qsizetype results = 0;
};

// Calls `once` 20 times; it answers how many results it got.
Timing measure(const std::function<qsizetype()> &once)
{
    QList<double> ms;
    Timing timing;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer timer;
        timer.start();
        timing.results = once();
        ms.append(timer.nsecsElapsed() / 1e6);
    }
    timing.firstMs = ms.first();
    std::sort(ms.begin(), ms.end());
    timing.medianMs = ms.at(ms.size() / 2);
    timing.maxMs = ms.last();
    return timing;
}

QDBusMessage call(QDBusConnection &client, const QString &path, const QString &interface, const QString &method,
    const QVariantList &arguments)
{
    QDBusMessage message = QDBusMessage::createMethodCall(bus::Service, path, interface, method);
    message.setArguments(arguments);
    // The window answers on this thread: wait with its event loop running.
    return client.call(message, QDBus::BlockWithGui, 30000);
}

}  // namespace

int main(int argc, char *argv[])
{
    if (argc < 2 || !QFileInfo::exists(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "usage: dbus-run-session -- %s DATABASE (make it with bench_window DATABASE)\n", argv[0]);
        return 2;
    }
    QApplication app(argc, argv);
    QTemporaryDir dir;
    Settings settings(dir.filePath(u"bench.conf"_s));
    settings.set(keys::ListenAddress, u"127.0.0.1:0"_s);
    auto db = Database::open(QString::fromLocal8Bit(argv[1]));
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 1;
    }
    DesktopApp desktop(settings, *db, std::make_unique<ServerListener>(*db, settings));
    if (!desktop.bus() || !desktop.bus()->ownsName()) {
        std::fprintf(stderr, "no session bus of its own: run it inside dbus-run-session\n");
        return 1;
    }
    const auto links = desktop.store().pages().countAll();
    std::printf("links: %lld\n", static_cast<long long>(links ? *links : -1));
    QDBusConnection client = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"bench"_s);
    const QString krunner = u"org.kde.krunner1"_s, gnome = u"org.gnome.Shell.SearchProvider2"_s;
    // What people type into a launcher, letter by letter and whole, with the window's syntax.
    const QStringList queries{u"re"_s, u"rec"_s, u"reci"_s, u"recipe"_s, u"recipe 12345"_s, u"summer sale"_s,
        u"tag:docs"_s, u"tag:work budget"_s, u"docs.example.org"_s, u"xyzzy"_s, u"1ckzq"_s};
    std::printf("%-20s %28s %34s\n", "query", "KRunner Match (ms)", "GNOME initial set + metas (ms)");
    std::printf("%-20s %9s %9s %9s %9s %9s %9s %6s\n", "", "first", "median", "max", "first", "median", "max", "found");
    for (const QString &query : queries) {
        const Timing match = measure([&] {
            const QDBusMessage reply = call(client, bus::KRunnerPath, krunner, u"Match"_s, {query});
            return qdbus_cast<QList<bus::RunnerMatch>>(reply.arguments().value(0)).size();
        });
        const Timing shell = measure([&] {
            const QDBusMessage ids
                = call(client, bus::SearchProviderPath, gnome, u"GetInitialResultSet"_s, {query.split(u' ')});
            const QStringList found = ids.arguments().value(0).toStringList();
            call(client, bus::SearchProviderPath, gnome, u"GetResultMetas"_s, {found});
            return found.size();
        });
        std::printf("%-20s %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %6lld\n", qPrintable(u'\'' + query + u'\''),
            match.firstMs, match.medianMs, match.maxMs, shell.firstMs, shell.medianMs, shell.maxMs,
            static_cast<long long>(shell.results));
    }
    QFile load(u"/proc/loadavg"_s);
    if (load.open(QIODevice::ReadOnly))
        std::printf("load average: %s", load.readAll().constData());
    return 0;
}
