// libFuzzer: the request path from raw bytes to the response. Each input goes over a loopback
// connection to an in-process listener (links, an API key) and the answer is read to the end;
// the sanitizers judge what happens on the listener's threads. Built twice: the fast path in
// front of QHttpServer, and (KURZ_FUZZ_GENERAL_PATH) every request through QHttpServer.
// "@KEY@" in an input stands for the listener's API key, so the corpus reaches past auth.
#include "support/TempDatabase.h"

#include "core/links/Link.h"
#include "core/settings/Settings.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/ApiKeyStore.h"
#include "core/store/LinkStore.h"
#include "server/RedirectServer.h"

#include <QCoreApplication>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdlib>

using namespace kurz;

namespace {

struct Listening
{
    test::TempDatabase temp;
    Settings settings{temp.file(QStringLiteral("kurz.conf"))};
    std::unique_ptr<RedirectServer> server;
    QByteArray key;
    quint16 port = 0;

    Listening()
    {
        settings.set(keys::ListenAddress, QStringLiteral("127.0.0.1:0"));
        settings.set(keys::ServerThreads, 2);
        settings.set(keys::HitFlushMs, 50);
        LinkStore store(temp.db);
        const auto add = [&store](const QString &code, const QString &target, const std::function<void(Link &)> &tweak = {}) {
            Link link;
            link.code = code;
            link.target = target;
            if (tweak)
                tweak(link);
            if (!store.insert(link))
                std::abort();
        };
        add(u"demo"_qs, u"https://example.org/"_qs);
        add(u"query"_qs, u"https://example.org/search?q=1"_qs);
        add(u"limited"_qs, u"https://example.org/limited"_qs, [](Link &l) { l.maxVisits = 1; });
        add(u"gone"_qs, u"https://example.org/gone"_qs, [](Link &l) { l.disabled = true; });
        add(u"docs"_qs, u"https://example.org/docs"_qs, [](Link &l) { l.pathMode = PathMode::Append; });
        key = ApiKeyStore(temp.db).create(u"fuzz"_qs).value().key.toLatin1();
        server = std::make_unique<RedirectServer>(temp.db, settings);
        const auto url = server->start();
        if (!url)
            qFatal("cannot start the listener: %s", qPrintable(url.error().message));
        port = quint16(url->port());
    }
};

Listening *g_listening = nullptr;

// Sends `request`, half-closes and reads until the listener closes (or 5 s pass).
void exchange(const QByteArray &request, quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        std::abort();
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const timeval timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
        std::abort();
    for (qsizetype sent = 0; sent < request.size();) {
        const ssize_t n = ::send(fd, request.constData() + sent, size_t(request.size() - sent), MSG_NOSIGNAL);
        if (n <= 0)
            break;  // the listener closed early: a 400 or 413 before the end
        sent += n;
    }
    ::shutdown(fd, SHUT_WR);
    char buffer[16384];
    while (::recv(fd, buffer, sizeof buffer, 0) > 0) {}
    ::close(fd);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
#ifdef KURZ_FUZZ_GENERAL_PATH
    qputenv("KURZ_NO_FAST_PATH", "1");
#endif
    static QCoreApplication app(*argc, *argv);
    g_listening = new Listening;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray request(reinterpret_cast<const char *>(data), qsizetype(size));
    request.replace("@KEY@", g_listening->key);
    exchange(request, g_listening->port);
    QCoreApplication::processEvents();
    return 0;
}
