#include "app/SingleInstance.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QJsonDocument>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QThread>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcInstance, "kurz.instance", QtWarningMsg)

namespace kurz {

SingleInstance::SingleInstance(QObject *parent)
    : QObject(parent)
{
}

SingleInstance::~SingleInstance()
{
    release();
}

void SingleInstance::release()
{
    if (m_server)
        m_server->close();
    delete std::exchange(m_server, nullptr);
    m_lock.reset();
}

QString SingleInstance::folder()
{
    // Without XDG_RUNTIME_DIR Qt would fall back to /tmp; the config folder is private instead.
    const QString base = qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")
        ? QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        : QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    const QString dir = base + u"/kurz"_s;
    if (!QDir(dir).exists()) {
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    return dir;
}

QString SingleInstance::socketPath()
{
    return folder() + u"/instance.socket"_s;
}

static QString lockPath()
{
    return SingleInstance::folder() + u"/instance.lock"_s;
}

// True when a live process holds the lock (probing takes and drops it when nobody does).
static bool primaryRunning()
{
    QLockFile probe(lockPath());
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock();
        return false;
    }
    return probe.error() == QLockFile::LockFailedError;
}

bool SingleInstance::tryBecomePrimary()
{
    m_lock = std::make_unique<QLockFile>(lockPath());
    // Age alone never makes a lock stale; a lock whose process is gone always is.
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(100)) {
        if (m_lock->error() == QLockFile::LockFailedError) {
            qCInfo(lcInstance) << "another Kurz holds" << m_lock->fileName();
            return false;
        }
        qCWarning(lcInstance) << "cannot create the lock file" << m_lock->fileName()
                              << "; running without single-instance protection";
    }
    // A socket file left by a crashed Kurz would make listen() fail.
    QLocalServer::removeServer(socketPath());
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(socketPath()))
        qCWarning(lcInstance) << "cannot listen on" << socketPath() << m_server->errorString();
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
    qCInfo(lcInstance) << "primary instance, listening on" << socketPath();
    return true;
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine())
                return;
            const QJsonObject request = QJsonDocument::fromJson(socket->readLine()).object();
            qCInfo(lcInstance) << "request" << request.value(u"command"_s).toString();
            const QJsonObject reply = m_handler ? m_handler(request) : QJsonObject{{u"ok"_s, false}};
            socket->write(QJsonDocument(reply).toJson(QJsonDocument::Compact) + '\n');
            socket->flush();
            socket->disconnectFromServer();
        });
    }
}

std::optional<QJsonObject> SingleInstance::send(const QJsonObject &request, int timeoutMs)
{
    if (!primaryRunning())
        return std::nullopt;
    const QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    // The primary may hold the lock a moment before it listens: try again until the deadline.
    while (true) {
        socket.connectToServer(socketPath());
        if (socket.waitForConnected(int(std::max<qint64>(1, deadline.remainingTime()))))
            break;
        if (deadline.hasExpired())
            return std::nullopt;
        QThread::msleep(50);
    }
    socket.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    if (!socket.waitForBytesWritten(int(std::max<qint64>(1, deadline.remainingTime()))))
        return std::nullopt;
    while (!socket.canReadLine()) {
        if (deadline.hasExpired() || !socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime()))))
            return std::nullopt;
    }
    return QJsonDocument::fromJson(socket.readLine()).object();
}

}  // namespace kurz
