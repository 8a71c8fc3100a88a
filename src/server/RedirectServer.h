#pragma once

#include "core/util/Result.h"
#include "server/InternalRoutes.h"

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
    // Routes every request under `prefix` (InternalRoutes) to handlers made by `factory`, one
    // per listener thread; before start(). Replaces the handler of an API already there (the
    // constructor mounts standardApis: "/rest/", "/yourls-api.php", "/.new"), keeping who may
    // use it, or adds an API under "/.", open to anyone. False for any other prefix: a short
    // code could take it.
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
    QList<ApiRoute> m_apiRoutes;
    std::shared_ptr<ServerState> m_state;
    std::vector<Worker> m_workers;
    QThread *m_flusherThread = nullptr;
    HitFlusher *m_flusher = nullptr;
    QUrl m_url;
    QMetaObject::Connection m_changes;
    quint64 m_servedBefore = 0;  // by listeners of earlier starts
};

}  // namespace kurz
