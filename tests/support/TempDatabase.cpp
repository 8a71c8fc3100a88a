#include "support/TempDatabase.h"

#include "core/store/ServerAddress.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtGlobal>

namespace kurz::test {

namespace {

QAtomicInteger<int> g_serial;

// Runs `sql` on the server's admin database through a connection of its own.
void administer(const QString &sql)
{
    const auto address = ServerAddress::parse(TempDatabase::server());
    if (!address)
        qFatal("KURZ_TEST_DB: %s", qPrintable(address.error().message));
    const QString name = QStringLiteral("kurz-test-admin-%1").arg(++g_serial);
    {
        QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        address->applyTo(admin);
        if (!admin.open())
            qFatal("cannot reach the test server: %s", qPrintable(address->explainFailure(admin.lastError().text())));
        QSqlQuery q(admin);
        if (!q.exec(sql))
            qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

QString TempDatabase::server()
{
    return qEnvironmentVariable("KURZ_TEST_DB");
}

TempDatabase::TempDatabase()
{
    if (const QString admin = server(); !admin.isEmpty()) {
        m_serverDatabase = QStringLiteral("kurz_test_%1_%2").arg(QCoreApplication::applicationPid()).arg(++g_serial);
        administer(u"CREATE DATABASE "_qs + m_serverDatabase);
        m_location = admin.left(admin.lastIndexOf(u'/') + 1) + m_serverDatabase;
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
        administer(u"DROP DATABASE IF EXISTS "_qs + m_serverDatabase + u" WITH (FORCE)"_qs);
}

QStringList indexNames(Database &db)
{
    QSqlQuery q(db.connection());
    q.exec(u"SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"_qs);
    QStringList names;
    while (q.next())
        names.append(q.value(0).toString());
    return names;
}

} // namespace kurz::test
