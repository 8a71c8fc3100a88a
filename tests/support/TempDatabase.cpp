#include "support/TempDatabase.h"

#include "core/store/ServerAddress.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QtGlobal>

using namespace Qt::StringLiterals;

namespace kurz::test {

namespace {

QAtomicInteger<int> g_serial;

// A connection of its own to the server's admin database; ended with the object.
class AdminConnection {
public:
    AdminConnection()
        : m_name(QStringLiteral("kurz-test-admin-%1").arg(++g_serial))
    {
        const auto address = ServerAddress::parse(TempDatabase::server());
        if (!address)
            qFatal("KURZ_TEST_DB: %s", qPrintable(address.error().message));
        QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        address->applyTo(admin);
        if (!admin.open())
            qFatal("cannot reach the test server: %s", qPrintable(address->explainFailure(admin.lastError().text())));
    }
    ~AdminConnection()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    AdminConnection(const AdminConnection &) = delete;
    AdminConnection &operator=(const AdminConnection &) = delete;

    // Runs `sql`; the first column of its first row, if any.
    QVariant run(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql))
            qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return q.next() ? q.value(0) : QVariant();
    }

private:
    QString m_name;
};

// The address of database `name` on the test server.
QString serverDatabase(const QString &name)
{
    const QString admin = TempDatabase::server();
    return admin.left(admin.lastIndexOf(u'/') + 1) + name;
}

// A database with the current schema that every TempDatabase on the server is a copy of
// (CREATE DATABASE ... TEMPLATE): copying is several times faster than migrating each new
// database. The first test to need it makes it under an advisory lock the others wait on,
// and marks it a template only once it is complete, so a test killed half-way leaves
// nothing that a later one copies. Its name carries the schema version; CTest's cluster is
// made anew for each run.
QString schemaTemplate()
{
    static const QString name = [] {
        const QString name = QStringLiteral("kurz_test_template_v%1").arg(Database::SchemaVersion);
        AdminConnection admin;
        admin.run(u"SELECT pg_advisory_lock(hashtext('kurz_test_template'))"_s);
        const QVariant ready = admin.run(u"SELECT datistemplate FROM pg_database WHERE datname = '"_s + name + u"'"_s);
        if (!ready.toBool()) {
            admin.run(u"DROP DATABASE IF EXISTS "_s + name + u" WITH (FORCE)"_s);
            admin.run(u"CREATE DATABASE "_s + name);
            if (auto made = Database::open(serverDatabase(name)); !made)
                qFatal("cannot set up the test template database: %s", qPrintable(made.error().message));
            // Database::open's connections are gone with the Database it returned.
            admin.run(u"ALTER DATABASE "_s + name + u" IS_TEMPLATE true"_s);
        }
        admin.run(u"SELECT pg_advisory_unlock(hashtext('kurz_test_template'))"_s);
        return name;
    }();
    return name;
}

}  // namespace

QString TempDatabase::server()
{
    return qEnvironmentVariable("KURZ_TEST_DB");
}

TempDatabase::TempDatabase()
{
    if (const QString admin = server(); !admin.isEmpty()) {
        const QString copied = schemaTemplate();
        m_serverDatabase = QStringLiteral("kurz_test_%1_%2").arg(QCoreApplication::applicationPid()).arg(++g_serial);
        AdminConnection().run(u"CREATE DATABASE "_s + m_serverDatabase + u" TEMPLATE "_s + copied);
        m_location = serverDatabase(m_serverDatabase);
    } else {
        m_location = dir.filePath(QStringLiteral("links.db"));
    }
    auto opened = Database::open(m_location);
    if (!opened)
        qFatal("cannot open test database: %s", qPrintable(opened.error().message));
    db = *opened;
}

TempDatabase::~TempDatabase()
{
    db.reset();
    // Connections still open elsewhere (a test's second Database) are ended by the server.
    if (onServer())
        AdminConnection().run(u"DROP DATABASE IF EXISTS "_s + m_serverDatabase + u" WITH (FORCE)"_s);
}

QStringList indexNames(Database &db)
{
    QSqlQuery q(db.connection());
    q.exec(u"SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"_s);
    QStringList names;
    while (q.next())
        names.append(q.value(0).toString());
    return names;
}

}  // namespace kurz::test
