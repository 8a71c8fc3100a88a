#pragma once

#include "core/links/Link.h"
#include "core/store/Database.h"
#include "core/util/Result.h"

#include <QHash>
#include <QSqlQuery>

#include <functional>
#include <memory>
#include <optional>

namespace kurz {

// What a page of links is cut from.
struct LinkQuery
{
    enum class Sort { Code, Target, Title, Tags, Created, Hits, BotHits, LastHit, Expires, Status };

    static constexpr int MaxSearchWords = 16;
    static constexpr int MaxSearchLength = 256;

    QString search;              // words; each must occur in code, target, title, notes or tags
    QStringList tags;            // links carrying these tags
    bool allTags = false;        // every tag (true) or any of them (false)
    QDateTime createdFrom;       // inclusive; invalid: open
    QDateTime createdUntil;      // inclusive; invalid: open
    bool excludeLimitReached = false;  // leave out links whose human hits reached their visit limit
    QDateTime excludeExpiredAt;  // leave out links expired at this time; invalid: keep them
    Sort sort = Sort::Created;
    bool descending = true;
    qint64 offset = 0;
    qint64 limit = 100;          // <= 0: no limit
    qint64 expectedRows = -1;    // count() of this query when the caller knows it: helps pick a plan
    qint64 countLimit = 0;       // count() stops counting here (0: counts all)

    // Why the search is refused (too many words or characters), in the user's words; or empty.
    QString searchProblem() const;
};

std::optional<LinkQuery::Sort> sortFromName(const QString &name);

// Visits alike in everything but the moment within one second are kept as one row with a
// count: a burst of hits costs one row, not thousands. No personal data is kept.
struct VisitKey
{
    qint64 linkId = 0;
    qint64 second = 0;     // Unix time, seconds
    bool bot = false;
    QString referrerHost;  // host only
    QString browser;       // family only, e.g. "Firefox"

    friend bool operator==(const VisitKey &, const VisitKey &) = default;
};
size_t qHash(const VisitKey &key, size_t seed = 0);

// Visits of one calendar day (local time).
struct DayVisits
{
    QDate day;
    qint64 human = 0;
    qint64 bots = 0;
};

// Hit counts gathered in memory, written in one transaction.
struct HitBatch
{
    struct Counts { qint64 hits = 0; qint64 botHits = 0; qint64 lastHitMs = 0; };
    QHash<qint64, Counts> counts;   // link id -> counts
    QHash<VisitKey, qint64> visits; // -> how many

    bool isEmpty() const { return counts.isEmpty(); }
    void merge(const HitBatch &other);
};

// Which stored visits to read, newest first. A row stands for `count` visits; offset and
// limit count visits, not rows.
struct VisitQuery
{
    std::optional<qint64> linkId;  // unset: every link
    QDateTime from;                // inclusive; invalid: open
    QDateTime until;               // inclusive; invalid: open
    bool excludeBots = false;
    qint64 offset = 0;
    qint64 limit = 0;              // <= 0: no limit
};

struct VisitRow
{
    qint64 linkId = 0;
    QDateTime at;
    bool bot = false;
    QString referrerHost;
    QString browser;
    qint64 count = 1;              // visits of this row inside the query's window
};

struct VisitTotals
{
    qint64 humans = 0;
    qint64 bots = 0;
};

struct TagStats
{
    QString name;
    qint64 links = 0;
    VisitTotals visits;  // of the links carrying the tag
};

// All SQL about links. Not thread-safe: every thread uses its own LinkStore (and so its own
// connection); the database arbitrates between them.
class LinkStore
{
public:
    explicit LinkStore(std::shared_ptr<Database> database);

    const std::shared_ptr<Database> &database() const { return m_db; }

    // Codes that differ only by case are the same code (a listener setting).
    void setCaseInsensitive(bool on);

    // Inserts the link with its tags in one transaction; sets id and createdAt.
    // Error::Conflict when the code is taken: the UNIQUE constraint decides.
    Result<Link> insert(Link link);
    // Inserts `count` links made by `make(i)` in one transaction with one prepared statement,
    // keeping their codes, creation times and hit counts (bulk loads). Links whose code is
    // taken are skipped; returns how many were inserted. Nothing is written on failure.
    Result<qint64> insertMany(qint64 count, const std::function<Link(qint64)> &make);
    // Writes every editable field (target, title, notes, tags, validity, limits, flags).
    Result<Link> update(const Link &link);
    // Deletes the link and its visits; false if no link has the code or the delete failed.
    bool remove(const QString &code);
    // Runs `work` in one write transaction: committed when it returns no error, else rolled
    // back. Transactions nest; the outermost one commits or rolls back everything.
    std::optional<Error> inTransaction(const std::function<std::optional<Error>()> &work);

    // Nullopt when no link has the code, or when the lookup failed (lastError() says so).
    std::optional<Link> get(const QString &code);
    std::optional<Link> getById(qint64 id);
    std::optional<Link> findByTarget(const QString &target);
    // Codes of enabled links that search engines may follow (robots.txt), sorted.
    QStringList crawlableCodes();

    QList<Link> page(const LinkQuery &query);
    qint64 count(const LinkQuery &query);  // 0 when it fails (lastError() says why)
    qint64 countAll();

    // Visits per day for the `days` days ending with `lastDay` (local calendar days), oldest
    // first, one entry for every day including those without visits.
    QList<DayVisits> visitsPerDay(qint64 linkId, const QDate &lastDay, int days);

    // Adds the batch's counts and visit rows in one transaction. Links deleted meanwhile are
    // skipped. On failure nothing is written and the caller keeps the batch.
    Result<bool> applyHits(const HitBatch &batch);

    // Changes when any link's redirect-relevant fields change or a link is deleted, in any
    // process (schema v2).
    qint64 linksGeneration();
    // The largest link id: it grows with every new link.
    qint64 newestLinkId();
    // SQLite's PRAGMA data_version: changes when another connection committed; -1 elsewhere.
    qint64 dataVersion();
    // Moves the WAL back into the database and shrinks it when it grew past `maxBytes`
    // (a reader that never finished a statement keeps it from ever being checkpointed).
    void limitWal(qint64 maxBytes);

    // Adds links created since the last call to the full-text index, in one transaction.
    // Searches call it first; creates stay cheap because they skip the index.
    Result<bool> catchUpSearchIndex();

    // Visits matching the query, newest first, cut to its window of single visits.
    QList<VisitRow> visits(const VisitQuery &query);
    // How many single visits match (offset and limit ignored).
    qint64 countVisits(const VisitQuery &query);
    VisitTotals visitTotals();
    // Names of the tags attached to at least one link, sorted.
    QStringList usedTags();
    // Every used tag with its link count and those links' hits, sorted by name.
    QList<TagStats> tagStats();

    QString lastError() const { return m_lastError; }

private:
    QSqlQuery &prepared(const QString &sql);
    qint64 scalar(const QString &sql, const QVariantList &binds = {});  // first column of the first row, -1 if none
    bool begin();
    bool commit();
    void rollback();
    bool writeTags(qint64 linkId, const QStringList &tags, bool replace);
    // `scan`: every search word as a LIKE test, for plans that walk an index row by row.
    QString whereClause(const LinkQuery &query, QVariantList &binds, bool scan = false);
    QString searchIndexMatch(const QStringList &words) const;
    static QString visitWhereClause(const VisitQuery &query, QVariantList &binds);

    std::shared_ptr<Database> m_db;
    QHash<QString, QSqlQuery> m_statements;
    bool m_caseInsensitive = false;
    int m_depth = 0;              // nested begin()s
    bool m_rollbackOnly = false;  // an inner transaction failed: the outer one must roll back
    QString m_lastError;
};

} // namespace kurz
