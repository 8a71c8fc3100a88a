#pragma once

#include "core/store/SqlStatements.h"

namespace kurz {

// A load into an empty database (SQLite) builds the secondary indexes of links, their tags and
// visits once at the end instead of row by row; never a UNIQUE one, which keeps deciding which
// codes are taken, nor one keyed by the link's id (links_title_pending), which new rows extend at its end. Their
// definitions are kept in `meta` by the transaction that drops them, so that whoever opens the database next builds
// them again after a crash (Database::open).
class DeferredIndexes {
public:
    explicit DeferredIndexes(std::shared_ptr<Database> database);

    // Drops the indexes when no link is stored and none are deferred yet; true when it did.
    // False on PostgreSQL.
    Result<bool> defer();
    // Builds the deferred indexes again, in one transaction (joining an open one); true when
    // there were any.
    Result<bool> restore();

private:
    SqlStatements m_sql;
};

}  // namespace kurz
