#pragma once

#include "core/store/SqlStatements.h"

#include <QDate>
#include <QDateTime>
#include <QHash>

#include <optional>

namespace kurz {

// How a visit came about. Orphan visits (Shlink's word: no link answered them) belong to no
// link; their types are Shlink's.
enum class VisitKind : quint8 {
    Redirect,  // a link sent the visitor on
    Pixel,  // a link's tracking pixel (/{code}/track): counted, no redirect
    InvalidShortUrl,  // orphan: a code no live link has (unknown, expired, used up, disabled)
    BaseUrl,  // orphan: the service's root, "/"
    Regular404,  // orphan: any other path nothing answers
};
inline bool isOrphan(VisitKind kind)
{
    return kind >= VisitKind::InvalidShortUrl;
}
// Shlink's name of an orphan visit's type ("invalid_short_url", "base_url", "regular_404"), and
// back (nothing for another name).
QString orphanTypeName(VisitKind kind);
std::optional<VisitKind> orphanTypeFromName(const QString &name);

// Visits alike in everything but the moment within one second are kept as one row with a
// count: a burst of hits costs one row, not thousands. No personal data is kept.
struct VisitKey {
    qint64 linkId = 0;  // 0 for orphan visits
    qint64 second = 0;  // Unix time, seconds
    bool bot = false;
    QString referrerHost;  // host only
    QString browser;  // family only, e.g. "Firefox"
    // Where the visitor was sent: empty for a redirect to the link's own target (the fast path
    // stores nothing), else the Location sent (a forwarded query, an extra path, a rule's URL);
    // for orphan visits the redirect given, empty for none.
    QString redirectUrl;
    QString visitedUrl;  // orphan visits only: the URL asked for (at most MaxVisitedUrl characters)
    VisitKind kind = VisitKind::Redirect;

    static constexpr qsizetype MaxVisitedUrl = 2048;

    friend bool operator==(const VisitKey &, const VisitKey &) = default;
};
size_t qHash(const VisitKey &key, size_t seed = 0);
// How visits.redirect_url (and the journal's) stores a key's redirect: NULL (a null QString) for
// the link's own target or no redirect given, '' for none (a pixel), else the URL.
QString storedRedirect(const VisitKey &key);
// orphan_visits.type of an orphan kind (1, 2, 3); 0 for a link's visit.
int storedOrphanType(VisitKind kind);

// Visits of one calendar day (local time).
struct DayVisits {
    QDate day;
    qint64 human = 0;
    qint64 bots = 0;
};

// Hit counts gathered in memory, written in one transaction.
struct HitBatch {
    struct Counts {  // of links only: orphan visits are counted by their rows
        qint64 hits = 0;
        qint64 botHits = 0;
        qint64 lastHitMs = 0;
    };
    QHash<qint64, Counts> counts;  // link id -> counts
    QHash<VisitKey, qint64> visits;  // -> how many

    bool isEmpty() const { return counts.isEmpty() && visits.isEmpty(); }
    void merge(const HitBatch &other);
};

// Which stored visits to read, newest first. A row stands for `count` visits; offset and
// limit count visits, not rows.
// Each field is one more condition: a domain filter will be one as well.
struct VisitQuery {
    std::optional<qint64> linkId;  // unset: every link
    QString tag;  // set: the visits of the links with this tag
    std::optional<QString> domain;  // set: the visits of the links on this short domain ('' the default)
    // Orphan visits (their own table) instead of the links' visits; an orphan type in
    // `orphanType` narrows them (Redirect, the default: every type).
    bool orphans = false;
    VisitKind orphanType = VisitKind::Redirect;
    QDateTime from;  // inclusive; invalid: open
    QDateTime until;  // inclusive; invalid: open
    bool excludeBots = false;
    qint64 offset = 0;
    qint64 limit = 0;  // <= 0: no limit
};

struct VisitRow {
    qint64 linkId = 0;
    QDateTime at;
    bool bot = false;
    QString referrerHost;
    QString browser;
    qint64 count = 1;  // visits of this row inside the query's window
    // Where the visitor was sent. Link visits: `toTarget` when to the link's own target (then
    // redirectUrl is empty), else redirectUrl, empty for none (a tracking pixel). Orphan
    // visits: redirectUrl, empty for none.
    bool toTarget = false;
    QString redirectUrl;
    VisitKind kind = VisitKind::Redirect;  // an orphan type for orphan visits
    QString visitedUrl;  // orphan visits only
};

// What VisitStore::clear() set aside: the removed batch its visits wait in, and how many.
struct ClearedVisits {
    qint64 batch = 0;
    qint64 visits = 0;
};

struct VisitTotals {
    qint64 humans = 0;
    qint64 bots = 0;
};

// All SQL about hits: the links' hit counts and the visit rows behind them. One thread uses
// it (its own connection); the database arbitrates between threads.
class VisitStore {
public:
    explicit VisitStore(std::shared_ptr<Database> database);

    // Sets this thread's connection's page cache (SQLite; 0: the default). A writer of hits for
    // many links touches pages all over the file: a large cache keeps the hot ones in memory.
    void setPageCache(int kib);

    // Adds the batch's counts and visit rows in one transaction. Links deleted meanwhile are
    // skipped. On failure nothing is written and the caller keeps the batch.
    Result<void> applyHits(const HitBatch &batch);

    // Visits per day for the `days` days ending with `lastDay` (local calendar days), oldest
    // first, one entry for every day including those without visits.
    Result<QList<DayVisits>> perDay(qint64 linkId, const QDate &lastDay, int days);
    // Visits matching the query, newest first, cut to its window of single visits.
    Result<QList<VisitRow>> visits(const VisitQuery &query);
    // How many single visits match (offset and limit ignored).
    Result<qint64> count(const VisitQuery &query);
    // Every link's visits (or every orphan visit), humans and bots apart.
    Result<VisitTotals> totals(bool orphans = false);

    // Deletes a link's visits and sets its counts to zero (visits, bots, last visit), as
    // Shlink's DELETE of a link's visits: the single visits deleted. Hits not yet folded from
    // the hit journal go too; hits of the last second still in a listener's memory may follow.
    Result<qint64> deleteOf(qint64 linkId);
    // Deletes every orphan visit: how many single visits.
    Result<qint64> deleteOrphans();
    // The undoable deleteOf (the window): the visits move into a removed batch with the link's
    // counts, and restoreCleared() adds them back (to whatever came meanwhile).
    Result<ClearedVisits> clear(qint64 linkId);
    Result<void> restoreCleared(qint64 batch);
    // The human hits of these links as written (links that no longer exist are left out).
    Result<QHash<qint64, qint64>> hitsOf(const QList<qint64> &linkIds);

    // The stored visit rows of one link as they are, oldest first (exports).
    Result<QList<VisitRow>> rowsOf(qint64 linkId);
    // The columns rowsOf and exports read (at, bot, referrer_host, browser, count) from
    // `first` on, as a row of the link; from a QSqlQuery or an SqlStatement.
    static VisitRow rowFrom(const auto &row, int first, qint64 linkId)
    {
        return VisitRow{linkId, QDateTime::fromMSecsSinceEpoch(integer(row, first), Qt::UTC),
            integer(row, first + 1) != 0, text(row, first + 2), text(row, first + 3), integer(row, first + 4)};
    }
    // Stores visit rows for a link as they are (imports), without touching its hit counts.
    Result<void> addRows(qint64 linkId, const QList<VisitRow> &rows);

private:
    static constexpr qsizetype VisitRowsPerInsert = 64;

    static QString whereClause(const VisitQuery &query, QVariantList &binds);
    static QString tableOf(const VisitQuery &query);
    QString countsSql() const;
    // Counts with `countSql`, then runs `deletes`, each with `binds`, in one transaction: the count.
    Result<qint64> deleteCounted(const QString &countSql, const QStringList &deletes, const QVariantList &binds = {});
    // The counts and visit rows of applyHits, inside its transaction.
    Result<void> writeHits(const HitBatch &batch);

    SqlStatements m_sql;
};

}  // namespace kurz
