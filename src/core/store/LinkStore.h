#pragma once

#include "core/links/Link.h"
#include "core/store/SearchIndex.h"
#include "core/store/SqlStatements.h"
#include "core/store/VisitStore.h"

#include <functional>
#include <memory>
#include <optional>

namespace kurz {

// What a page of links is cut from.
struct LinkQuery {
    enum class Sort { Code, Target, Title, Tags, Created, Hits, BotHits, LastHit, Expires, Status };

    static constexpr int MaxSearchWords = 16;
    static constexpr int MaxSearchLength = 256;

    QString search;  // words; each must occur in code, target, title, notes or tags
    QStringList tags;  // links carrying these tags
    bool allTags = false;  // every tag (true) or any of them (false)
    QDateTime createdFrom;  // inclusive; invalid: open
    QDateTime createdUntil;  // inclusive; invalid: open
    bool excludeLimitReached = false;  // leave out links whose human hits reached their visit limit
    QDateTime excludeExpiredAt;  // leave out links expired at this time; invalid: keep them
    std::optional<LinkStatus> status;  // only links in this state now (decideStatus's order)
    bool brokenOnly = false;  // only links whose last check found the target broken
    Sort sort = Sort::Created;
    bool descending = true;
    qint64 offset = 0;
    qint64 limit = 100;  // <= 0: no limit
    qint64 expectedRows = -1;  // count() of this query when the caller knows it: helps pick a plan
    qint64 countLimit = 0;  // count() stops counting here (0: counts all)

    // Whether the search can be run, or why it is refused (too many words or characters).
    Result<void> checkSearch() const;
    // Reads `text` as the window's search box, `kurz list --search` and the Shlink API's
    // searchTerm all read it: plain words go into `search`; tag:NAME adds a tag (the tags
    // named so must all be there, with those already set); status:live, scheduled, expired,
    // limit-reached or disabled sets the status; status:broken sets brokenOnly. A word of that
    // form that names no status is searched for as it is.
    void setSearchText(const QString &text);
};

std::optional<LinkQuery::Sort> sortFromName(const QString &name);

// The links a big delete takes, without listing them: rows of a query at positions a view
// shows (each run of rows told by its first and last link, so that rows that moved meanwhile
// are refused rather than deleted), and links named by id.
struct LinkSelection {
    struct Rows {
        qint64 first = 0;  // the position of the first row, 0-based
        qint64 count = 0;
        qint64 firstId = 0;  // the links the view showed there
        qint64 lastId = 0;
    };
    LinkQuery query;  // its offset and limit are ignored
    QList<Rows> rows;
    QList<qint64> ids;
    bool allRows = false;  // every link the query finds, however many (exports of a search)
};

// The links of a removed batch (moved out of links by removeToBatch, or back by restoreBatch),
// in id order.
struct RemovedBatch {
    qint64 id = 0;
    QList<qint64> ids;
    QStringList codes;
};

// Told between the steps of a long write how far it is; returning false cancels it, and the
// write rolls back (Error reason Cancelled).
using WriteProgress = std::function<bool(qint64 done, qint64 total)>;

struct TagStats {
    QString name;
    qint64 links = 0;
    VisitTotals visits;  // of the links carrying the tag
};

// All SQL about links and their tags. Not thread-safe: every thread uses its own LinkStore
// (and so its own connection); the database arbitrates between them. Reads fail with
// Error::Kind::Storage when the database does, never with an empty answer.
class LinkStore {
public:
    explicit LinkStore(std::shared_ptr<Database> database);

    const std::shared_ptr<Database> &database() const { return m_sql.database(); }

    // Codes that differ only by case are the same code (a listener setting).
    void setCaseInsensitive(bool on);

    // Inserts the link with its tags in one transaction; sets id and createdAt.
    // Error::Conflict when the code is taken: the UNIQUE constraint decides.
    Result<Link> insert(Link link);
    // Inserts `count` links made by `make(i)` in one transaction with one prepared statement,
    // keeping their codes, creation times and hit counts (bulk loads). Links whose code is
    // taken are skipped; returns how many were inserted. Nothing is written on failure.
    Result<qint64> insertMany(qint64 count, const std::function<Link(qint64)> &make);
    // The targets of the links that have these codes, keyed by codeKey(): one query for a
    // whole import batch.
    Result<QHash<QString, QString>> targetsOf(const QStringList &codes);
    // Inserts links with their tags, in a few statements however many there are; sets their
    // ids. A link whose code is taken (the UNIQUE constraint decides, also against a link
    // before it in the list) is left out, its id 0. Keeps codes, creation times and counts.
    // All or nothing; joins an open transaction.
    Result<void> insertBatch(QList<Link> &links);
    // The form of a code that decides whether two codes are the same (see setCaseInsensitive).
    QString codeKey(const QString &code) const { return m_caseInsensitive ? code.toLower() : code; }
    // Whether codes differing by case are one: then the UNIQUE constraint alone cannot tell
    // that a code is taken (targetsOf can).
    bool caseInsensitive() const { return m_caseInsensitive; }
    // Writes every editable field (target, title, notes, tags, validity, limits, flags).
    Result<Link> update(const Link &link);
    // Deletes the link and its visits; false if no link has the code.
    Result<bool> remove(const QString &code);
    // Moves the selected links with their tags and visits into a new removed batch, in one
    // transaction and a few thousand links per statement: they are deleted for every reader
    // (and the listener) once it commits, and restoreBatch() brings them back. All or nothing:
    // a selection that no longer finds the links it names (rows moved, links gone) moves none
    // (Conflict, reason SelectionChanged).
    Result<RemovedBatch> removeToBatch(const LinkSelection &selection, const WriteProgress &progress = {});
    // Puts a batch's links back with the same ids, codes, counts, tags and visits, and forgets
    // the batch, in one transaction. Conflict when a code or id was taken meanwhile: nothing
    // is restored and the batch stays.
    Result<RemovedBatch> restoreBatch(qint64 batch, const WriteProgress &progress = {});
    // Forgets a batch's links for good (its delete can no longer be undone).
    Result<bool> purgeBatch(qint64 batch);
    // Runs `work` in one write transaction: committed when it returns no error, else rolled
    // back. Transactions nest; the outermost one commits or rolls back everything.
    Result<void> inTransaction(const std::function<Result<void>()> &work);
    // Runs `work`'s reads on one snapshot: a count, pages and row lookups agree with each other
    // whatever other connections commit meanwhile (inside this thread's write transaction,
    // that transaction is the snapshot).
    void inSnapshot(const std::function<void()> &work);

    // Error::Kind::NotFound (reason link-not-found) when no link has the code or id.
    Result<Link> get(const QString &code);
    Result<Link> getById(qint64 id);
    // The oldest link to the target; NotFound when there is none.
    Result<Link> findByTarget(const QString &target);
    // Codes of enabled links that search engines may follow (robots.txt), sorted.
    Result<QStringList> crawlableCodes();

    Result<QList<Link>> page(const LinkQuery &query);
    // Up to `count` links picked at random, each at most once, in one statement.
    Result<QList<Link>> randomLinks(qint64 count);
    // Calls `visit` with every link in id order (exports) until it returns false; one
    // statement, so memory stays flat however many links there are.
    // `only` (sorted, each id once): just these links, a thousand at a time; ids of links gone
    // meanwhile are passed over.
    Result<void> forEachLink(const std::function<bool(const Link &)> &visit, const QList<qint64> *only = nullptr);
    // forEachLink() with each link's visit rows (VisitStore::rowsOf's order), read for many
    // links at once rather than one query per link; memory stays flat.
    Result<void> forEachLinkWithVisits(
        const std::function<bool(const Link &, const QList<VisitRow> &)> &visit, const QList<qint64> *only = nullptr);
    // The ids of the links a selection names, sorted and each once, read in one snapshot.
    // Conflict (reason SelectionChanged) when it no longer finds them (rows moved, links gone).
    Result<QList<qint64>> idsOf(const LinkSelection &selection);
    Result<qint64> count(const LinkQuery &query);
    Result<qint64> countAll();
    // Where the link stands in the query's order (0 = first; offset and limit ignored), so that
    // a view can find it among rows it has not loaded. NotFound when the query leaves it out.
    Result<qint64> rowOf(const LinkQuery &query, qint64 id);

    // Names of the tags attached to at least one link, sorted.
    Result<QStringList> usedTags();
    // Every used tag with its link count and those links' hits, sorted by name.
    Result<QList<TagStats>> tagStats();

private:
    // The link of the statement's first row (its key bound), reset afterwards.
    Result<Link> one(SqlStatement &statement, const QString &notFound);
    Result<void> writeTags(qint64 linkId, const QStringList &tags, bool replace);
    // Adds the tags named by `ids`' keys that do not exist yet and sets every key's id.
    Result<void> addTagNames(QHash<QString, qint64> &ids);
    // The ids and codes of the selected links, in id order; `lock`: locked until the
    // transaction ends.
    Result<void> selectLinks(const LinkSelection &selection, QList<qint64> &ids, QStringList &codes, bool lock);
    // Calls `visit` with the links in id order, a thousand at a time: all of them, or those of
    // `only` (sorted ids). Never two statements open at once.
    Result<void> forEachChunk(const QList<qint64> *only, const std::function<bool(const QList<Link> &)> &visit);
    // Runs `sql` for one chunk of link ids (a JSON array, bound last), with `batch` bound
    // first if given; the rows it changed.
    Result<qint64> runForChunk(const QString &sql, std::optional<qint64> batch, const QString &chunk);
    // The ids of the query's links in the status sort's order (offset and limit ignored).
    Result<QList<qint64>> statusOrder(const LinkQuery &query);
    Result<QList<Link>> linksInOrder(const QList<qint64> &ids);
    // `scan`: every search word as a LIKE test, for plans that walk an index row by row.
    Result<QString> whereClause(const LinkQuery &query, QVariantList &binds, bool scan = false);

    SqlStatements m_sql;
    SearchIndex m_search;
    bool m_inSnapshot = false;  // inSnapshot(): searches do not write the index meanwhile
    bool m_caseInsensitive = false;
};

}  // namespace kurz
