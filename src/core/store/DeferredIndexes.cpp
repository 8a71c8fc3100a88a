#include "core/store/DeferredIndexes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QThread>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

const QString Key = QStringLiteral("deferred_indexes");

// Kept through a load: keyed by the link's id alone, it only ever grows at its end as links are
// appended, while building it again would read the whole table once more.
const QString KeptIndexes = QStringLiteral("'links_title_pending'");

}  // namespace

DeferredIndexes::DeferredIndexes(std::shared_ptr<Database> database)
    : m_sql(std::move(database))
{
}

Result<bool> DeferredIndexes::defer()
{
    if (m_sql.database()->dialect().kind() != SqlDialect::Kind::SQLite)
        return false;
    const QString what
        = QCoreApplication::translate("kurz::DeferredIndexes", "Cannot prepare the database for the import");
    bool dropped = false;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        dropped = false;
        const auto busy = m_sql.scalar(
            u"SELECT EXISTS (SELECT 1 FROM links) OR EXISTS (SELECT 1 FROM meta WHERE key = ?)"_s, {Key}, what);
        if (!busy)
            return busy.error();
        if (*busy)
            return {};
        QSqlQuery &indexes = m_sql.query(u"SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN "
                                         u"('links', 'link_tags', 'visits') "
                                         "AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE %' AND name NOT IN ("_s
            + KeptIndexes + u") ORDER BY name"_s);
        if (!indexes.exec())
            return storageError(what, indexes.lastError());
        QStringList names;
        QJsonArray definitions;
        while (indexes.next()) {
            names.append(indexes.value(0).toString());
            definitions.append(indexes.value(1).toString());
        }
        indexes.finish();
        if (names.isEmpty())
            return {};
        QSqlQuery &record = m_sql.query(u"INSERT INTO meta (key, value) VALUES (?, ?)"_s);
        record.addBindValue(Key);
        record.addBindValue(QString::fromUtf8(QJsonDocument(definitions).toJson(QJsonDocument::Compact)));
        if (!record.exec())
            return storageError(what, record.lastError());
        for (const QString &name : std::as_const(names)) {
            if (auto droppedOne = m_sql.control(u"DROP INDEX \""_s + name + u'"', what); !droppedOne.ok())
                return droppedOne;
        }
        dropped = true;
        return {};
    });
    if (!failed.ok())
        return failed.error();
    if (dropped)
        m_sql.database()->setIndexesDeferred(true);
    return dropped;
}

Result<bool> DeferredIndexes::restore()
{
    if (m_sql.database()->dialect().kind() != SqlDialect::Kind::SQLite)
        return false;
    const QString what
        = QCoreApplication::translate("kurz::DeferredIndexes", "Cannot build the indexes of the links again");
    const QString read = u"SELECT count(*) FROM meta WHERE key = ?"_s;
    // Asked first without the write lock: a database opened read-only has nothing to build.
    const auto deferred = m_sql.scalar(read, {Key}, what);
    if (!deferred)
        return deferred.error();
    if (*deferred == 0)
        return false;
    // Each index sorts the whole table: SQLite's sorter may use the other cores meanwhile (the
    // import's reading thread is done by now). Set back after, as every later sort is small.
    const int helpers = std::clamp(QThread::idealThreadCount() - 1, 0, 3);
    // A failure only means one core.
    if (helpers > 0)
        m_sql.controlOrLog(u"PRAGMA threads = %1"_s.arg(helpers), u"set the sorter's threads"_s);
    const auto sequential = qScopeGuard([&] {
        if (helpers > 0)
            m_sql.controlOrLog(u"PRAGMA threads = 0"_s, u"set the sorter's threads"_s);
    });
    bool built = false;
    const auto failed = m_sql.inTransaction([&]() -> Result<void> {
        built = false;
        QSqlQuery &definitions = m_sql.query(u"SELECT value FROM meta WHERE key = ?"_s);
        definitions.addBindValue(Key);
        if (!definitions.exec())
            return storageError(what, definitions.lastError());
        if (!definitions.next())
            return {};  // another connection built them meanwhile
        const QJsonArray statements = QJsonDocument::fromJson(definitions.value(0).toString().toUtf8()).array();
        definitions.finish();
        for (const QJsonValue &statement : statements) {
            // An index of that name made meanwhile (setCaseInsensitive) is kept.
            QString sql = statement.toString();
            if (const QString create = u"CREATE INDEX "_s; sql.startsWith(create))
                sql.replace(0, create.size(), u"CREATE INDEX IF NOT EXISTS "_s);
            if (auto made = m_sql.control(sql, what); !made.ok())
                return made;
        }
        QSqlQuery &forget = m_sql.query(u"DELETE FROM meta WHERE key = ?"_s);
        forget.addBindValue(Key);
        if (!forget.exec())
            return storageError(what, forget.lastError());
        built = true;
        return {};
    });
    if (!failed.ok())
        return failed.error();
    m_sql.database()->setIndexesDeferred(false);
    return built;
}

}  // namespace kurz
