#pragma once

#include "core/links/Link.h"
#include "core/store/LinkStore.h"

#include <QList>
#include <QMetaType>

namespace kurz {

// One link read from an import file, with where it came from. A row the reader could not
// understand carries only its line and the reason.
struct ImportRow {
    qint64 line = 0;  // in the file, from 1 (the header is line 1 of a CSV)
    Link link;  // code, target and whatever else the format has
    QList<VisitRow> visits;  // kurz-json only; linkId unused
    QString problem;  // non-empty: the row is invalid for this reason
};

// What to do with a row whose code is taken by a link with another target.
enum class ConflictPolicy { Skip, NewCode };

struct ImportProblem {
    qint64 line = 0;
    QString reason;
};

// What one or more batches did (or, in a dry run, would do).
struct ImportOutcome {
    qint64 rows = 0;
    qint64 added = 0;  // new links under their own code
    qint64 same = 0;  // the code exists with the same target: nothing changed
    qint64 conflicts = 0;  // the code exists with another target: skipped
    qint64 renamed = 0;  // the code exists with another target: added under a fresh code
    qint64 titlesToFetch = 0;  // of the links added, those that wait for their page's title
    QList<ImportProblem> invalid;
    QStringList addedCodes;  // of new and renamed links, as stored (Link::key(): domain/code off the default domain)
    QList<qint64> addedIds;  // their ids, in the same order

    // Adds the other's counts and problems (not its codes: a long import would hoard them).
    void add(const ImportOutcome &other);
};

}  // namespace kurz

Q_DECLARE_METATYPE(kurz::ImportOutcome)
