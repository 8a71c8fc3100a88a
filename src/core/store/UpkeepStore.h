#pragma once

#include "core/links/Link.h"
#include "core/store/SqlStatements.h"

#include <memory>

namespace kurz {

// What a title fetch or a target check needs of a link.
struct LinkTarget {
    qint64 id = 0;
    QString code;
    QString target;
};

// Where a walk through the links due for a check stands: the never-checked ones come first,
// by id (along the primary key), then the others by their last check. There is no index of
// check times (creates stay a page cheaper, see Schema's leanerCreates), so each page of
// those is sorted anew: about 60 ms for a page among 200,000 checked links.
struct CheckCursor {
    std::optional<qint64> checkedAtMs;  // the last link's check; empty: still among the never-checked
    qint64 id = 0;  // the last link's id
};

// One page of such a walk, and where the next one starts.
struct DuePage {
    QList<LinkTarget> targets;
    CheckCursor next;
};

// The SQL of looking after links: titles waiting to be fetched and the last check of each
// target. Writes go through LinkService, which wraps them in its transaction.
// Like LinkStore, one per thread.
class UpkeepStore {
public:
    explicit UpkeepStore(std::shared_ptr<Database> database);

    // Links made without a title that still wait for their page's, oldest first.
    Result<QList<LinkTarget>> awaitingTitle(int limit);
    // Links not checked since `before` (never checked first); limit <= 0: all of them.
    Result<QList<LinkTarget>> dueForCheck(const QDateTime &before, int limit);
    // The same in pages of at most `limit`, in the same order, after `after`: a link checked
    // meanwhile (now after `before`) drops out, and none is read twice.
    Result<DuePage> dueForCheck(const QDateTime &before, const CheckCursor &after, int limit);
    Result<qint64> countDueForCheck(const QDateTime &before);

    // Sets the title of a link still waiting for one and ends the wait; false when it no
    // longer waits (edited meanwhile, or deleted).
    Result<bool> fillTitle(qint64 id, const QString &title);
    // False when the link is gone.
    Result<bool> recordHealth(qint64 id, const LinkHealth &health);

private:
    Result<QList<LinkTarget>> targets(QSqlQuery &q);
    Result<bool> changedOne(QSqlQuery &q, const QString &what);

    SqlStatements m_sql;
};

}  // namespace kurz

Q_DECLARE_METATYPE(kurz::LinkTarget)
