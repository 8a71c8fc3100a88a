#pragma once

#include "core/util/Result.h"
#include "server/ApiHandler.h"

#include <QList>
#include <QObject>
#include <QUrl>

#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QThread;
QT_END_NAMESPACE

namespace kurz {

class Database;
class HitFlusher;
class Listener;
class Settings;
struct ServerState;

// The redirect listener: answers short links over HTTP on listener threads of its own (one
// per core by default, each with its own SO_REUSEPORT socket), never on the caller's thread.
// Hits are counted in memory and written in batches by a housekeeping thread.
class RedirectServer : public QObject {
    Q_OBJECT

public:
    RedirectServer(std::shared_ptr<Database> database, Settings &settings, QObject *parent = nullptr);
    ~RedirectServer() override;  // stops

    // HOST:PORT replacing the server/listen setting (kurz serve --listen); before start().
    void setListenAddress(const QString &hostPort);
    // With server/threads 0, one listener thread per core less `cores` (at least one): the
    // window keeps a core for its own thread. Before start().
    void setReservedCores(int cores) { m_reservedCores = cores; }
    // The listener and hit-writer threads run at a lower priority (nice +5 on Linux) than the
    // thread that started them, so that a window stays responsive while they are busy. Before start().
    void setYieldToCaller(bool yield) { m_yieldToCaller = yield; }
    // Routes every request under `prefix` ("/rest/", "/yourls-api.php", or one starting
    // with "/.") to handlers made by `factory`, one per listener thread; before start().
    // Replaces an earlier handler for the same prefix: the constructor installs the Shlink
    // and YOURLS APIs (installApis). False for a prefix that a short code could take.
    bool addApiHandler(const QString &prefix, ApiHandlerFactory factory);

    // Starts listening with the current settings; the URL it listens on (http://HOST:PORT/),
    // or what went wrong in words for the user.
    Result<QUrl> start();
    // Stops accepting, closes the connections and writes every pending hit.
    void stop();
    bool isRunning() const;
    QUrl url() const;
    // Requests answered since the first start (for a requests-per-second display).
    quint64 requestsServed() const;

Q_SIGNALS:
    // Links whose hit counts were just written to the database.
    void hitsFlushed(const QList<qint64> &linkIds);
    void stateChanged();
    // The database could not take the hits (false; they wait in memory), or can again (true).
    void databaseReachable(bool reachable);

private:
    struct Worker {
        QThread *thread = nullptr;
        Listener *listener = nullptr;
    };

    Result<QList<int>> openSockets(struct ServerConfig &config, int count) const;
    // Drops what the caches know about the links a change touched (see LinkChanges).
    static void forget(ServerState &state, const struct LinkChange &change);
    QString settingHint() const;
    // A thread of the server's own, named, at the lower priority if it yields to the caller.
    QThread *makeThread(const QString &name);

    std::shared_ptr<Database> m_database;
    Settings &m_settings;
    QString m_listenOverride;
    int m_reservedCores = 0;
    bool m_yieldToCaller = false;
    QList<QPair<QString, ApiHandlerFactory>> m_apiHandlers;
    std::shared_ptr<ServerState> m_state;
    std::vector<Worker> m_workers;
    QThread *m_flusherThread = nullptr;
    HitFlusher *m_flusher = nullptr;
    QUrl m_url;
    QMetaObject::Connection m_changes;
    quint64 m_servedBefore = 0;  // by listeners of earlier starts
};

}  // namespace kurz
