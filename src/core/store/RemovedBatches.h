#pragma once

#include "core/store/LinkQuery.h"
#include "core/store/SearchIndex.h"
#include "core/store/SqlStatements.h"

#include <functional>
#include <memory>

namespace kurz {

class LinkPages;

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

// Deletes that can be undone, however many links they take: the links move with their tags
// and visits into a removed batch and back, set-based, a few thousand per statement. Owned by
// a LinkStore (removedBatches()), one per thread.
class RemovedBatches {
public:
    RemovedBatches(std::shared_ptr<Database> database, LinkPages &pages);

    // Codes that differ only by case are the same code (see LinkStore::setCaseInsensitive).
    void setCaseInsensitive(bool on) { m_caseInsensitive = on; }

    // Moves the selected links with their tags and visits into a new removed batch, in one
    // transaction and a few thousand links per statement: they are deleted for every reader
    // (and the listener) once it commits, and restore() brings them back. All or nothing:
    // a selection that no longer finds the links it names (rows moved, links gone) moves none
    // (Conflict, reason SelectionChanged).
    Result<RemovedBatch> remove(const LinkSelection &selection, const WriteProgress &progress = {});
    // Puts a batch's links back with the same ids, codes, counts, tags and visits, and forgets
    // the batch, in one transaction. Conflict when a code or id was taken meanwhile: nothing
    // is restored and the batch stays.
    Result<RemovedBatch> restore(qint64 batch, const WriteProgress &progress = {});
    // Forgets a batch's links for good (its delete can no longer be undone); false when there
    // was no such batch.
    Result<bool> purge(qint64 batch);

private:
    // Runs `sql` for one chunk of link ids (a JSON array, bound last), with `batch` bound
    // first if given; the rows it changed.
    Result<qint64> runForChunk(const QString &sql, std::optional<qint64> batch, const QString &chunk);

    SqlStatements m_sql;
    SearchIndex m_search;
    LinkPages &m_pages;
    bool m_caseInsensitive = false;
};

}  // namespace kurz
