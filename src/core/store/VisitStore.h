#pragma once

#include "core/store/SqlStatements.h"

#include <QDate>
#include <QDateTime>
#include <QHash>

#include <optional>

namespace kurz {

// Visits alike in everything but the moment within one second are kept as one row with a
// count: a burst of hits costs one row, not thousands. No personal data is kept.
struct VisitKey {
    qint64 linkId = 0;
    qint64 second = 0;  // Unix time, seconds
    bool bot = false;
    QString referrerHost;  // host only
    QString browser;  // family only, e.g. "Firefox"

    friend bool operator==(const VisitKey &, const VisitKey &) = default;
};
size_t qHash(const VisitKey &key, size_t seed = 0);

// Visits of one calendar day (local time).
struct DayVisits {
    QDate day;
    qint64 human = 0;
    qint64 bots = 0;
};

// Hit counts gathered in memory, written in one transaction.
struct HitBatch {
    struct Counts {
        qint64 hits = 0;
        qint64 botHits = 0;
        qint64 lastHitMs = 0;
    };
    QHash<qint64, Counts> counts;  // link id -> counts
    QHash<VisitKey, qint64> visits;  // -> how many

    bool isEmpty() const { return counts.isEmpty(); }
    void merge(const HitBatch &other);
};

// Which stored visits to read, newest first. A row stands for `count` visits; offset and
// limit count visits, not rows.
struct VisitQuery {
    std::optional<qint64> linkId;  // unset: every link
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
    // Every link's visits, humans and bots apart.
    Result<VisitTotals> totals();
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
    QString countsSql() const;
    // The counts and visit rows of applyHits, inside its transaction.
    Result<void> writeHits(const HitBatch &batch);

    SqlStatements m_sql;
};

}  // namespace kurz
