#include "core/store/RemovedBatches.h"

#include "core/store/DeferredIndexes.h"
#include "core/store/LinkPages.h"
#include "core/store/LinkRow.h"
#include "core/store/LinkSql.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlError>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace kurz::linksql;

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace kurz {

namespace {

const QString MovedVisitColumns = QStringLiteral("link_id, at, bot, referrer_host, browser, count, redirect_url");
// Links moved per statement: progress is told, and Cancel heard, between them.
constexpr qsizetype MoveChunk = 2000;
Error cancelledWrite()
{
    return Error{Error::Kind::Conflict,
        QCoreApplication::translate("kurz::LinkStore", "Cancelled; nothing was changed."), {}, reasons::Cancelled};
}

}  // namespace

RemovedBatches::RemovedBatches(std::shared_ptr<Database> database, LinkPages &pages)
    : m_sql(database)
    , m_search(std::move(database))
    , m_pages(pages)
{
}

Result<qint64> RemovedBatches::runForChunk(const QString &sql, std::optional<qint64> batch, const QString &chunk)
{
    SqlStatement &statement = m_sql.statement(sql);
    const auto done = qScopeGuard([&statement] { statement.reset(); });
    int at = 0;
    if (batch)
        statement.bind(at++, *batch);
    statement.bind(at, chunk);
    if (!statement.exec())
        return storageError(QCoreApplication::translate("kurz::LinkStore", "Cannot move the links"), statement);
    return statement.changes();
}

Result<RemovedBatch> RemovedBatches::remove(const LinkSelection &selection, const WriteProgress &progress)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot delete the links");
    // Without the indexes of visits and tags, each chunk would read all of them.
    if (m_sql.database()->indexesDeferred()) {
        if (auto restored = DeferredIndexes(m_sql.database()).restore(); !restored)
            return restored.error();
    }
    const QString in = u"(SELECT CAST(value ->> 0 AS BIGINT) FROM "_s + m_sql.database()->dialect().jsonRows() + u')';
    const std::array<QString, 3> copies{
        u"INSERT INTO removed_links (batch_id, "_s + LinkRow::storedList() + u") SELECT CAST(? AS BIGINT), "_s
            + LinkRow::storedList() + u" FROM links WHERE id IN "_s + in,
        u"INSERT INTO removed_link_tags (batch_id, link_id, tag_id) SELECT CAST(? AS BIGINT), link_id, tag_id FROM link_tags WHERE link_id IN "_s
            + in,
        u"INSERT INTO removed_visits (batch_id, "_s + MovedVisitColumns + u") SELECT CAST(? AS BIGINT), "_s
            + MovedVisitColumns + u" FROM visits WHERE link_id IN "_s + in + u" ORDER BY id"_s,
    };
    // Their tags and visits go with them (ON DELETE CASCADE).
    const QString remove = u"DELETE FROM links WHERE id IN "_s + in;
    RemovedBatch batch;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        batch = {};
        if (auto error = m_pages.select(selection, batch.ids, batch.codes, LinkPages::Lock::UntilCommit); !error.ok())
            return error;
        const qsizetype total = batch.ids.size();
        if (progress && !progress(0, total))
            return cancelledWrite();
        const auto made = m_sql.scalar(u"INSERT INTO removed_batches (created_at) VALUES (?) RETURNING id"_s,
            {QDateTime::currentMSecsSinceEpoch()}, what);
        if (!made)
            return made.error();
        batch.id = *made;
        for (qsizetype first = 0; first < total; first += MoveChunk) {
            const qsizetype count = std::min(MoveChunk, total - first);
            const QString chunk = idsJson(batch.ids, first, count);
            for (const QString &copy : copies) {
                if (const auto copied = runForChunk(copy, batch.id, chunk); !copied)
                    return copied.error();
            }
            const auto removed = runForChunk(remove, std::nullopt, chunk);
            if (!removed)
                return removed.error();
            if (*removed != count)
                return selectionMoved();
            if (progress && !progress(first + count, total))
                return cancelledWrite();
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    return batch;
}

Result<RemovedBatch> RemovedBatches::restore(qint64 batchId, const WriteProgress &progress)
{
    const QString what = QCoreApplication::translate("kurz::LinkStore", "Cannot restore the links");
    const QString in = u"(SELECT CAST(value ->> 0 AS BIGINT) FROM "_s + m_sql.database()->dialect().jsonRows() + u')';
    const std::array<QString, 6> moves{
        u"INSERT INTO links ("_s + LinkRow::storedList() + u") SELECT "_s + LinkRow::storedList()
            + u" FROM removed_links WHERE batch_id = ? AND id IN "_s + in,
        u"INSERT INTO link_tags (link_id, tag_id) SELECT link_id, tag_id FROM removed_link_tags WHERE batch_id = ? AND link_id IN "_s
            + in,
        u"INSERT INTO visits ("_s + MovedVisitColumns + u") SELECT "_s + MovedVisitColumns
            + u" FROM removed_visits WHERE batch_id = ? AND link_id IN "_s + in + u" ORDER BY id"_s,
        u"DELETE FROM removed_visits WHERE batch_id = ? AND link_id IN "_s + in,
        u"DELETE FROM removed_link_tags WHERE batch_id = ? AND link_id IN "_s + in,
        u"DELETE FROM removed_links WHERE batch_id = ? AND id IN "_s + in,
    };
    RemovedBatch batch;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        batch = {};
        batch.id = batchId;
        // A code or id taken since: nothing comes back (the batch stays for another try).
        const QString sameCode = m_caseInsensitive
            ? QStringLiteral("lower(l.code) = lower(r.code) AND l.domain = r.domain")
            : QStringLiteral("l.code = r.code AND l.domain = r.domain");
        QSqlQuery &clash = m_sql.query(u"SELECT r.code, CASE WHEN EXISTS (SELECT 1 FROM links l WHERE "_s + sameCode
            + u") THEN 1 ELSE 0 END AS code_taken FROM removed_links r WHERE r.batch_id = ? AND EXISTS "
              "(SELECT 1 FROM links l WHERE l.id = r.id OR ("_s
            + sameCode + u")) ORDER BY code_taken DESC LIMIT 1"_s);
        clash.addBindValue(batchId);
        if (!clash.exec())
            return storageError(what, clash.lastError());
        if (clash.next()) {
            const QString code = clash.value(0).toString();
            const bool codeTaken = clash.value(1).toInt() != 0;
            clash.finish();
            // SQLite gives a new link the largest id plus one: after deleting the newest links,
            // links made since may have their ids.
            return Error{Error::Kind::Conflict,
                codeTaken ? QCoreApplication::translate(
                    "kurz::LinkStore", "The code '%1' was taken by another link meanwhile; nothing was restored.")
                                .arg(code)
                          : QCoreApplication::translate("kurz::LinkStore",
                              "'%1' cannot come back: a link made since the delete took its place (its id). Delete the "
                              "links made since, then undo again; nothing was restored.")
                                .arg(code),
                QStringLiteral("alias"), reasons::AliasTaken};
        }
        clash.finish();
        {
            SqlStatement &list
                = m_sql.statement(u"SELECT id, code FROM removed_links WHERE batch_id = ? ORDER BY id"_s);
            const auto done = qScopeGuard([&list] { list.reset(); });
            list.bind(0, batchId);
            while (list.next()) {
                batch.ids.append(list.integer(0));
                batch.codes.append(list.text(1));
            }
            if (list.failed())
                return storageError(what, list);
        }
        const qsizetype total = batch.ids.size();
        if (total == 0)
            return Error{Error::Kind::NotFound,
                QCoreApplication::translate(
                    "kurz::LinkStore", "These deleted links are no longer kept; nothing was restored."),
                {}, reasons::LinkNotFound};
        if (progress && !progress(0, total))
            return cancelledWrite();
        for (qsizetype first = 0; first < total; first += MoveChunk) {
            const qsizetype count = std::min(MoveChunk, total - first);
            const QString chunk = idsJson(batch.ids, first, count);
            const auto restored = runForChunk(moves.front(), batchId, chunk);
            if (!restored)
                return restored.error();
            if (*restored != count)
                return Error{Error::Kind::Conflict,
                    QCoreApplication::translate(
                        "kurz::LinkStore", "A code was taken by another link meanwhile; nothing was restored."),
                    QStringLiteral("alias"), reasons::AliasTaken};
            // Links below the search index's watermark are not caught up later: index them now.
            if (auto indexed = m_search.indexMany(chunk); !indexed.ok())
                return indexed.error();
            for (auto move = moves.cbegin() + 1; move != moves.cend(); ++move) {
                if (const auto moved = runForChunk(*move, batchId, chunk); !moved)
                    return moved.error();
            }
            if (progress && !progress(first + count, total))
                return cancelledWrite();
        }
        QSqlQuery &forget = m_sql.query(u"DELETE FROM removed_batches WHERE id = ?"_s);
        forget.addBindValue(batchId);
        if (!forget.exec())
            return storageError(what, forget.lastError());
        // Links that come back under their old ids are no new largest id: other processes
        // hear of them by the generation (their cached "no such code" answers must go).
        return m_sql.control(
            u"UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'links_generation'"_s, what);
    });
    if (!failed.ok())
        return failed.error();
    // Links back above the search index's watermark (a delete of the newest links lowered it)
    // are indexed here, on the restoring thread: left to the next search, that is the window's
    // next read, on its thread (seconds for a big batch).
    if (auto caught = m_search.catchUp(); !caught.ok())
        qCWarning(lcStore).noquote() << caught.error().message;
    return batch;
}

Result<bool> RemovedBatches::purge(qint64 batch)
{
    // Its links, tags and visits go with it (ON DELETE CASCADE).
    QSqlQuery &q = m_sql.query(u"DELETE FROM removed_batches WHERE id = ?"_s);
    q.addBindValue(batch);
    if (!q.exec())
        return storageError(
            QCoreApplication::translate("kurz::LinkStore", "Cannot forget the deleted links"), q.lastError());
    return q.numRowsAffected() > 0;
}

}  // namespace kurz
