#pragma once

#include "core/links/Link.h"
#include "core/store/UpkeepStore.h"

#include <QHash>
#include <QObject>
#include <QQueue>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
QT_END_NAMESPACE

namespace kurz {

class Settings;
struct FetchResult;

// Checks link targets politely: a HEAD (a GET of the first byte when HEAD is refused), at
// most two at a time per host with a pause between them (health/delayMs), a User-Agent that
// names Kurz. Reports each result; writes nothing itself.
class HealthChecker : public QObject {
    Q_OBJECT

public:
    static constexpr int PerHost = 2;
    static constexpr int AtOnce = 8;
    // For estimates: most servers answer a HEAD within about a second; none waits longer than
    // the fetch's time limit.
    static constexpr int TypicalCheckMs = 1000;
    static constexpr int LongestCheckMs = 5000;  // each fetch's time limit

    // How long checking `count` targets takes, AtOnce at a time, when servers answer as usual,
    // and when none answers (more when many share a server, which is asked PerHost at a time).
    static qint64 typicalSeconds(qint64 count) { return rounds(count) * TypicalCheckMs / 1000; }
    static qint64 longestSeconds(qint64 count) { return rounds(count) * LongestCheckMs / 1000; }

    explicit HealthChecker(const Settings &settings, QObject *parent = nullptr);

    // Queues the targets (those queued or running already are skipped).
    void check(const QList<LinkTarget> &targets);
    bool isBusy() const { return m_active > 0 || m_queued > 0; }

    static QByteArray userAgent();

Q_SIGNALS:
    void checked(const kurz::LinkTarget &target, const kurz::LinkHealth &health);
    void finished();  // nothing queued or running any more

private:
    static qint64 rounds(qint64 count) { return (count + AtOnce - 1) / AtOnce; }

    struct Host {
        QQueue<LinkTarget> queue;
        int running = 0;  // checks under way or in their pause
    };
    void pump();
    void fetch(const QString &host, const LinkTarget &target, bool ranged);
    void done(const QString &host, const LinkTarget &target, const FetchResult &result, bool ranged);

    QNetworkAccessManager *m_network;
    bool m_allowPrivate;
    int m_delayMs;
    QHash<QString, Host> m_hosts;
    QSet<qint64> m_pending;  // ids queued or running
    int m_active = 0;  // checks under way
    int m_queued = 0;
};

}  // namespace kurz
