#include "core/links/ImportBatch.h"

namespace kurz {

void ImportOutcome::add(const ImportOutcome &other)
{
    rows += other.rows;
    added += other.added;
    same += other.same;
    conflicts += other.conflicts;
    renamed += other.renamed;
    titlesToFetch += other.titlesToFetch;
    invalid += other.invalid;
}

}  // namespace kurz
