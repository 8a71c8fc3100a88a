#include "core/store/SqliteStatement.h"

#include <QSqlDatabase>
#include <QSqlDriver>

#include <dlfcn.h>
#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace kurz {

sqlite3 *SqliteStatement::handleOf(const QSqlDatabase &db)
{
    static const bool viaQt = qEnvironmentVariableIsSet("KURZ_SQLITE_VIA_QT");
    if (viaQt || !db.isOpen() || db.driverName() != u"QSQLITE"_s)
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    // One plugin, loaded once: its library does not change while the process runs.
    static const bool shared = sharesLibrary(db.driver());
    return shared ? *static_cast<sqlite3 *const *>(handle.constData()) : nullptr;
}

bool SqliteStatement::sharesLibrary(const QSqlDriver *driver)
{
    // The driver's virtual table lies in the library that holds its code: the plugin (or the
    // program, where Qt is linked statically). Its sqlite3_* calls resolve as dlsym finds them.
    Dl_info where{};
    if (!driver || !dladdr(*reinterpret_cast<void *const *>(driver), &where) || !where.dli_fname)
        return false;
    void *library = dlopen(where.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    if (!library)
        return false;
    void *theirs = dlsym(library, "sqlite3_prepare_v3");
    dlclose(library);
    return theirs && theirs == reinterpret_cast<void *>(&sqlite3_prepare_v3);
}

SqliteStatement::SqliteStatement(sqlite3 *db, const QString &sql)
    : m_db(db)
{
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v3(m_db, text.constData(), int(text.size()), SQLITE_PREPARE_PERSISTENT, &m_statement, nullptr)
        != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
        return;
    }
    m_texts.resize(size_t(sqlite3_bind_parameter_count(m_statement)));
}

SqliteStatement::~SqliteStatement()
{
    finalize();
}

void SqliteStatement::finalize()
{
    sqlite3_finalize(m_statement);
    m_statement = nullptr;
    m_texts.clear();
}

void SqliteStatement::bind(int index, const QString &text)
{
    if (size_t(index) >= m_texts.size())
        return;  // refused, or no such parameter: SQLite's own binds fail alike, next() says so
    if (text.isNull()) {
        bindNull(index);
        return;
    }
    QByteArray &kept = m_texts[size_t(index)];
    kept = text.toUtf8();
    sqlite3_bind_text(m_statement, index + 1, kept.constData(), int(kept.size()), SQLITE_STATIC);
}

void SqliteStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_statement, index + 1, value);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_statement, index + 1);
}

bool SqliteStatement::next()
{
    if (!m_statement) {
        if (m_error.isEmpty())
            m_error = QStringLiteral("statement was finalized");
        return false;
    }
    if (m_done)
        return false;
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW)
        return true;
    m_done = true;
    if (result != SQLITE_DONE)
        fail();
    return false;
}

qint64 SqliteStatement::changes() const
{
    return sqlite3_changes64(m_db);
}

void SqliteStatement::fail()
{
    m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

qint64 SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

QString SqliteStatement::text(int column) const
{
    const auto *bytes = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    if (!bytes)
        return {};
    return QString::fromUtf8(bytes, sqlite3_column_bytes(m_statement, column));
}

void SqliteStatement::reset()
{
    if (!m_statement)
        return;
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    for (QByteArray &text : m_texts)
        text.clear();
    m_error.clear();
    m_done = false;
}

}  // namespace kurz
