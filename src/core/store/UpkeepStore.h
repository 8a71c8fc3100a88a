#pragma once

#include "core/links/Link.h"
#include "core/store/Database.h"

#include <QHash>
#include <QSqlQuery>

#include <memory>

namespace kurz {

// What a title fetch or a target check needs of a link.
struct LinkTarget
{
    qint64 id = 0;
    QString code;
    QString target;
};

// The SQL of looking after links: titles waiting to be fetched and the last check of each
// target. Writes go through LinkService, which wraps them in its transaction.
// Like LinkStore, one per thread.
class UpkeepStore
{
public:
    explicit UpkeepStore(std::shared_ptr<Database> database);

    // Links made without a title that still wait for their page's, oldest first.
    QList<LinkTarget> awaitingTitle(int limit);
    // Links not checked since `before` (never checked first); limit <= 0: all of them.
    QList<LinkTarget> dueForCheck(const QDateTime &before, int limit);

    // Sets the title of a link still waiting for one and ends the wait; false when it no
    // longer waits (edited meanwhile, or deleted). Nullopt on failure (lastError()).
    std::optional<bool> fillTitle(qint64 id, const QString &title);
    // False when the link is gone; nullopt on failure.
    std::optional<bool> recordHealth(qint64 id, const LinkHealth &health);

    QString lastError() const { return m_lastError; }

private:
    QSqlQuery &prepared(const QString &sql);
    QList<LinkTarget> targets(QSqlQuery &q);
    std::optional<bool> changedOne(QSqlQuery &q);

    std::shared_ptr<Database> m_db;
    QHash<QString, QSqlQuery> m_statements;
    QString m_lastError;
};

} // namespace kurz

Q_DECLARE_METATYPE(kurz::LinkTarget)
