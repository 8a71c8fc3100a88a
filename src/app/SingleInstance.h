#pragma once

#include <QJsonObject>
#include <QLockFile>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class QLocalServer;

namespace kurz {

// One Kurz per user: a lock file says who is primary, and the primary listens on a local
// socket next to it, where later launches and `kurz shorten --copy` hand over their requests
// (one JSON object per line each way). Both live in the user's runtime folder, never /tmp.
class SingleInstance : public QObject {
    Q_OBJECT

public:
    using Handler = std::function<QJsonObject(const QJsonObject &request)>;

    explicit SingleInstance(QObject *parent = nullptr);
    ~SingleInstance() override;

    // $XDG_RUNTIME_DIR/kurz, or the config folder when the session has no runtime folder.
    static QString folder();
    static QString socketPath();

    // Takes the lock (a stale lock left by a crash is taken over) and starts listening.
    // False when another live Kurz holds it.
    bool tryBecomePrimary();
    void setHandler(Handler handler) { m_handler = std::move(handler); }
    // Stops listening and drops the lock: the next Kurz to start becomes the primary.
    void release();

    // Sends one request to the running Kurz and returns its reply; nullopt when none answered.
    static std::optional<QJsonObject> send(const QJsonObject &request, int timeoutMs = 3000);

private:
    void onNewConnection();

    std::unique_ptr<QLockFile> m_lock;
    QLocalServer *m_server = nullptr;
    Handler m_handler;
};

}  // namespace kurz
