#pragma once

#include "core/store/LinkQuery.h"

#include <QVariantList>

namespace kurz {
class SqlDialect;
}

// What the link stores (LinkStore, LinkPages, RemovedBatches) share of their SQL.
namespace kurz::linksql {

QString readError();
// The ids from `first` on as a JSON array of one-element rows ([[1],[2]]), bound as one value.
QString idsJson(const QList<qint64> &ids, qsizetype first, qsizetype count);
// A selection that no longer finds the links it named.
Error selectionMoved();

// The column a sort orders by (Status: none, an expression).
QString sortColumn(LinkQuery::Sort sort);
// The index that yields links in this order, if there is one.
QString sortIndex(LinkQuery::Sort sort);
// A link's status (LinkStatus) at `now`, as an SQL expression.
QString statusExpression(QVariantList &binds, qint64 now);
// Sorts whose column may be NULL.
bool mayBeEmpty(LinkQuery::Sort sort);
// The ORDER BY terms of a column's sort (rowOf() counts in the same order).
QString orderBy(const LinkQuery &query, const SqlDialect &dialect);

}  // namespace kurz::linksql
