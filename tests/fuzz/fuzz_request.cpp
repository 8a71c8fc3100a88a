// libFuzzer: the request path from raw bytes to the response. Each input goes over a loopback
// connection to an in-process listener (links, an API key) and the answer is read to the end;
// the sanitizers judge what happens on the listener's threads, and every 2,000 inputs the
// listener must have let go of every connection the harness closed. A failure is a finding;
// a limit of the harness's own (no free port) is said and skipped, never reported as a crash.
// Built twice: the fast path in front of QHttpServer, and (KURZ_FUZZ_GENERAL_PATH) every
// request through QHttpServer.
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

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

struct Listening {
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
        const auto add
            = [&store](const QString &code, const QString &target, const std::function<void(Link &)> &tweak = {}) {
                  Link link;
                  link.code = code;
                  link.target = target;
                  if (tweak)
                      tweak(link);
                  if (!store.insert(link))
                      std::abort();
              };
        add(u"demo"_s, u"https://example.org/"_s);
        add(u"query"_s, u"https://example.org/search?q=1"_s);
        add(u"limited"_s, u"https://example.org/limited"_s, [](Link &l) { l.maxVisits = 1; });
        add(u"gone"_s, u"https://example.org/gone"_s, [](Link &l) { l.disabled = true; });
        add(u"docs"_s, u"https://example.org/docs"_s, [](Link &l) { l.pathMode = PathMode::Append; });
        key = ApiKeyStore(temp.db).create(u"fuzz"_s).value().key.toLatin1();
        server = std::make_unique<RedirectServer>(temp.db, settings);
        const auto url = server->start();
        if (!url)
            qFatal("cannot start the listener: %s", qPrintable(url.error().message));
        port = quint16(url->port());
    }
};

Listening *g_listening = nullptr;

// The harness's own connections come from 127.0.1.0/24 in turn: each closed connection leaves a
// TIME_WAIT entry for a minute, and one source address alone would soon have few free ports.
constexpr int SourceAddresses = 200;
int g_nextSource = 0;
quint64 g_inputs = 0;

// A connection to the listener, or -1 with errno set.
int connectOnce(quint16 port, in_addr_t source)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    const int one = 1;
    ::setsockopt(fd, IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one, sizeof one);
    sockaddr_in from{};
    from.sin_family = AF_INET;
    from.sin_addr.s_addr = source;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const timeval timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    if (::bind(fd, reinterpret_cast<const sockaddr *>(&from), sizeof from) != 0
        || ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        const int error = errno;
        ::close(fd);
        errno = error;
        return -1;
    }
    return fd;
}

in_addr_t nextSource()
{
    g_nextSource = (g_nextSource + 1) % SourceAddresses;
    return htonl((127u << 24) | (1u << 8) | quint32(g_nextSource + 1));
}

// Sends `request` on `fd`, half-closes and reads until the listener closes (or 5 s pass).
QByteArray exchangeOn(int fd, const QByteArray &request)
{
    for (qsizetype sent = 0; sent < request.size();) {
        const ssize_t n = ::send(fd, request.constData() + sent, size_t(request.size() - sent), MSG_NOSIGNAL);
        if (n <= 0)
            break;  // the listener closed early: a 400 or 413 before the end
        sent += n;
    }
    ::shutdown(fd, SHUT_WR);
    QByteArray answer;
    char buffer[16384];
    for (ssize_t n; (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) {
        if (answer.size() < 65536)
            answer.append(buffer, qsizetype(n));
    }
    ::close(fd);
    return answer;
}

[[noreturn]] void finding(const char *what)
{
    std::fprintf(
        stderr, "fuzz_request: FINDING after %llu inputs: %s\n", static_cast<unsigned long long>(g_inputs), what);
    std::abort();
}

// The listener's count of open connections, from its /.metrics (this request's own included);
// -1 when it does not answer.
int openConnections(quint16 port)
{
    const int fd = connectOnce(port, htonl(INADDR_LOOPBACK));
    if (fd < 0)
        return -1;
    const QByteArray answer = exchangeOn(fd, "GET /.metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    const qsizetype at = answer.indexOf("\nkurz_connections_open ");
    if (at < 0)
        return -1;
    const qsizetype from = at + qsizetype(std::strlen("\nkurz_connections_open "));
    return answer.mid(from, answer.indexOf('\n', from) - from).toInt();
}

// Every connection the harness made is closed: the listener must let go of them all (a leaked
// connection would count against the connection caps until clients are refused).
void expectNoLeakedConnections(quint16 port)
{
    int open = -1;
    for (int attempt = 0; attempt < 100; ++attempt) {
        open = openConnections(port);
        if (open == 1)
            return;
        ::usleep(50 * 1000);
        QCoreApplication::processEvents();
    }
    if (open < 0)
        finding("the listener does not answer /.metrics any more");
    std::fprintf(stderr, "fuzz_request: %d connections still open on the listener, all of them closed by the client\n",
        open - 1);
    finding("the listener keeps connections that their clients closed");
}

// Sends `request` over a new connection. A connection that cannot be made is retried for
// 5 s; then either the listener stopped accepting (a finding) or only this harness is short
// of something (said, not reported as a crash, and the input is skipped).
void exchange(const QByteArray &request, quint16 port)
{
    int fd = -1;
    int error = 0;
    for (int attempt = 0; attempt < 60 && fd < 0; ++attempt) {
        fd = connectOnce(port, nextSource());
        if (fd < 0) {
            error = errno;
            ::usleep(useconds_t(std::min(attempt + 1, 10)) * 10 * 1000);
        }
    }
    if (fd < 0) {
        std::fprintf(stderr, "fuzz_request: cannot connect to the listener for 5 s: %s\n", std::strerror(error));
        if (openConnections(port) < 0)
            finding("the listener stopped accepting connections");
        std::fprintf(stderr, "fuzz_request: the listener still answers from 127.0.0.1; the harness skips this input\n");
        return;
    }
    exchangeOn(fd, request);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
#ifdef KURZ_FUZZ_GENERAL_PATH
    qputenv("KURZ_NO_FAST_PATH", "1");
#endif
    static QCoreApplication app(*argc, *argv);
    g_listening = new Listening;
    // The listener stops before exit() destroys Qt's statics: its hit thread may be writing
    // (registered after `app`, this runs before app's destructor).
    std::atexit([] {
        delete g_listening;
        g_listening = nullptr;
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray request(reinterpret_cast<const char *>(data), qsizetype(size));
    request.replace("@KEY@", g_listening->key);
    exchange(request, g_listening->port);
    QCoreApplication::processEvents();
    if (++g_inputs % 2000 == 0)
        expectNoLeakedConnections(g_listening->port);
    return 0;
}
