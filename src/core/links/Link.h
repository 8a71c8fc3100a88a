#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace kurz {

enum class PathMode { Exact, Append };  // what /{code}/more/path does: 404, or append to the target

// Why a link does (not) redirect right now, in the order Resolver checks.
enum class LinkStatus { Live, Scheduled, Expired, LimitReached, Disabled };

QString pathModeName(PathMode mode);
std::optional<PathMode> pathModeFromName(const QString &name);
QString linkStatusName(LinkStatus status);

struct Link
{
    qint64 id = 0;
    QString code;
    QString target;
    QString title;
    QString notes;
    QStringList tags;
    QDateTime createdAt;
    QDateTime validFrom;              // invalid: valid from creation
    QDateTime expiresAt;              // invalid: never expires
    std::optional<qint64> maxVisits;  // human visits; bots never count toward it
    int redirectStatus = 0;           // 0: the listener's default
    bool forwardQuery = true;
    bool crawlable = false;
    PathMode pathMode = PathMode::Exact;
    bool disabled = false;
    qint64 hits = 0;                  // human hits
    qint64 botHits = 0;
    QDateTime lastHitAt;

    LinkStatus status(const QDateTime &now, qint64 pendingHits = 0) const;

    // The stable JSON form used by the CLI and kurz-json export.
    QJsonObject toJson(const QString &baseUrl, const QDateTime &now) const;
};

// Canonical tag list: trimmed, without empties and duplicates, sorted case-insensitively.
QStringList normalizedTags(const QStringList &tags);

} // namespace kurz
