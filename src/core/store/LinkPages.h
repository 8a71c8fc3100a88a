#pragma once

#include "core/store/LinkQuery.h"
#include "core/store/SearchIndex.h"
#include "core/store/SqlStatements.h"
#include "core/store/VisitStore.h"

#include <functional>
#include <memory>

namespace kurz {

struct TagStats {
    QString name;
    qint64 links = 0;
    VisitTotals visits;  // of the links carrying the tag
};

// The reads of many links at once: pages of a query, counts, a link's row, walks over every
// link (exports), the selections of a view, tags. Like LinkStore (which owns one: pages()),
// one per thread; reads fail with Error::Kind::Storage when the database does.
// Size (about 600 lines): page(), rowOf() and select() each choose between several plans
// (walk the sort's index, list the search's matches first, sort the status expression) with
// the reasons written beside them; they share the where clause and the snapshot state.
class LinkPages {
public:
    explicit LinkPages(std::shared_ptr<Database> database);

    // Runs `work`'s reads on one snapshot: a count, pages and row lookups agree with each other
    // whatever other connections commit meanwhile (inside this thread's write transaction,
    // that transaction is the snapshot).
    void inSnapshot(const std::function<void()> &work);

    Result<QList<Link>> page(const LinkQuery &query);
    Result<qint64> count(const LinkQuery &query);
    Result<qint64> countAll();
    // Where the link stands in the query's order (0 = first; offset and limit ignored), so that
    // a view can find it among rows it has not loaded. NotFound when the query leaves it out.
    Result<qint64> rowOf(const LinkQuery &query, qint64 id);
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
    enum class Lock { None, UntilCommit };
    // The ids and codes of the selected links, in id order; UntilCommit: locked until the
    // transaction ends (a delete of them).
    Result<void> select(const LinkSelection &selection, QList<qint64> &ids, QStringList &codes, Lock lock);

    // Names of the tags attached to at least one link, sorted.
    Result<QStringList> usedTags();
    // Every used tag with its link count and those links' hits, sorted by name.
    Result<QList<TagStats>> tagStats();

private:
    // Calls `visit` with the links in id order, a thousand at a time: all of them, or those of
    // `only` (sorted ids). Never two statements open at once.
    Result<void> forEachChunk(const QList<qint64> *only, const std::function<bool(const QList<Link> &)> &visit);
    // The ids of the query's links in the status sort's order (offset and limit ignored).
    Result<QList<qint64>> statusOrder(const LinkQuery &query);
    Result<QList<Link>> linksInOrder(const QList<qint64> &ids);
    // The query's page among the first FirstWalkRows rows of the sort's `index`, each tested by
    // the filters: the page whenever it comes back whole.
    Result<QList<Link>> firstOfWalk(const LinkQuery &query, const QString &index);
    // `scan`: every search word as a LIKE test, for plans that walk an index row by row.
    Result<QString> whereClause(const LinkQuery &query, QVariantList &binds, bool scan = false);

    SqlStatements m_sql;
    SearchIndex m_search;
    bool m_inSnapshot = false;  // inSnapshot(): searches do not write the index meanwhile
};

}  // namespace kurz
