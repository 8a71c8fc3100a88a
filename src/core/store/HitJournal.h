#pragma once

#include "core/store/SqlStatements.h"
#include "core/store/VisitStore.h"

#include <QSet>

namespace kurz {

// Where a listener's hits become durable within a second, however busy it is: each second its
// hits are appended to hit_journal (narrow rows in id order, no index but the key, one short
// commit), and every few seconds a fold adds the journal's rows to the links' counts and to the
// visits, and deletes them, in one transaction. Counts and visits read only what is folded; a
// crash loses only the hits not yet journaled, and the rows a crashed listener left are folded
// by the next listener that starts (see HitFlusher). Each listener writes under a writer number
// of its own and folds its own rows; one thread uses an instance (its own connection).
class HitJournal {
public:
    explicit HitJournal(std::shared_ptr<Database> database);

    // Appends the batch as `writer`'s rows, in one transaction: a row per visit row, and a
    // row without a visit for hits whose details were dropped. On failure nothing is written.
    Result<void> append(const HitBatch &batch, qint64 writer);
    // Adds `writer`'s rows to the counts and visits and deletes them, in one transaction
    // (rows of links deleted meanwhile are dropped): its oldest rows of ids up to `maxRows` apart
    // (0: all), and `more` says whether rows remain. Returns the links whose counts it changed.
    Result<QSet<qint64>> fold(qint64 writer, qint64 maxRows = 0, bool *more = nullptr);
    // The writers that have rows in the journal.
    Result<QSet<qint64>> writers();

private:
    static constexpr qsizetype RowsPerInsert = 256;

    SqlStatements m_sql;
};

}  // namespace kurz
