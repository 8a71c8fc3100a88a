#pragma once

#include "core/store/LinkChanges.h"
#include "core/store/ServerAddress.h"
#include "core/store/SqlDialect.h"
#include "core/util/Result.h"

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QObject;
QT_END_NAMESPACE

namespace kurz {

class ThreadConnections;
struct WatchedConnection;

// How this process hears of other processes' changes to links, and gets a thread's connection
// to the server back when it was lost. Pollers read the links generation and the newest id
// (SQLite's data_version says cheaply whether to); on PostgreSQL a watcher is told at once
// (LISTEN/NOTIFY). Reconnecting lives here because a watched thread must never wait for the
// server: it reconnects once an attempt on a thread of its own was answered.
class LinkChangeWatch {
public:
    LinkChangeWatch(
        ThreadConnections &connections, std::optional<ServerAddress> server, SqlDialect dialect, LinkChanges &changes);

    // Changes when any link's redirect-relevant fields change or a link is deleted, in any
    // process (schema v2).
    Result<qint64> linksGeneration() const;
    // The same inside a write transaction, holding the generation until it ends, so that edits
    // from other connections wait (on PostgreSQL; SQLite's write lock does so already).
    Result<qint64> linksGenerationForWrite() const;
    // The largest link id: it grows with every new link.
    Result<qint64> newestLinkId() const;
    // SQLite's PRAGMA data_version: changes when another connection committed; -1 elsewhere.
    Result<qint64> dataVersion() const;
    // Reports the links generation and the newest id to LinkChanges::observe(): what
    // watchers of other processes' changes call (the listener's flusher, the window).
    Result<void> observe(LinkChanges::Cause cause = LinkChanges::Cause::Polled);
    // On PostgreSQL: from now on, calls observe() on this thread (which needs an event loop) as
    // soon as any connection commits a change to links (LISTEN/NOTIFY), as long as `context`
    // lives. When the server ends this thread's connection, reconnects on its own with back-off
    // (see recoverConnection()) and tells `onConnection` (false: lost, true: back).
    // False on SQLite, where watchers poll instead.
    bool watch(QObject *context, std::function<void(bool answers)> onConnection = {});
    // After a failed statement on a server: whether this thread's connection was lost, and if
    // so, opens it again, at most once per back-off interval (0.5 s, doubling to 30 s). True
    // when it was just opened again: statements prepared before are gone (ThreadConnections::epoch()).
    bool recoverConnection();
    // Ends this thread's watch and its back-off: its connection is being closed.
    void forgetThread();

private:
    // The watching thread's connection ended: asks the server on another thread, now or after the
    // back-off, until it answers, then opens this thread's connection again.
    void keepReconnecting();
    // Whether the connection is lost (a probe fails); the first time, starts the back-off and tells the watcher.
    bool connectionLost(WatchedConnection &entry);
    void backOff(WatchedConnection &entry);
    // Opens the connection again; true when it is.
    bool reopen(WatchedConnection &entry);

    ThreadConnections &m_connections;
    std::optional<ServerAddress> m_server;
    SqlDialect m_dialect;
    LinkChanges &m_changes;
};

}  // namespace kurz
