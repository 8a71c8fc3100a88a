#pragma once

#include "core/util/Result.h"

#include <QList>
#include <QObject>
#include <QUrl>

namespace kurz {

// What the window needs of the redirect listener. The app implements it over the HTTP
// server and hands it to DesktopApp, so that the window never links the server.
class ListenerControl : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Starts with the current settings: the URL it listens on, or what went wrong in the
    // user's words.
    virtual Result<QUrl> start() = 0;
    // Stops accepting and writes every pending hit.
    virtual void stop() = 0;
    virtual bool isRunning() const = 0;
    virtual QUrl url() const = 0;
    // Requests answered since the first start.
    virtual quint64 requestsServed() const = 0;

Q_SIGNALS:
    // Links whose hit counts were just written to the database.
    void hitsFlushed(const QList<qint64> &linkIds);
    void stateChanged();
    // The database could not take the hits (false; the listener keeps them in memory and
    // answers from its cache), or can again (true).
    void databaseReachable(bool reachable);
};

}  // namespace kurz
