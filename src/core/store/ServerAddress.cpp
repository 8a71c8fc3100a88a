#include "core/store/ServerAddress.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// The libpq connection options an address may carry; the rest of libpq's come from PG* variables.
const QStringList AllowedOptions{
    u"sslmode"_s, u"sslrootcert"_s, u"sslcert"_s, u"sslkey"_s, u"connect_timeout"_s, u"service"_s, u"host"_s};

}  // namespace

bool ServerAddress::isServerAddress(const QString &location)
{
    return location.startsWith(u"postgresql://"_s) || location.startsWith(u"postgres://"_s);
}

Result<ServerAddress> ServerAddress::parse(const QString &location)
{
    const QUrl url(location, QUrl::StrictMode);
    const auto invalid = [&](const QString &why) {
        return Error{Error::Kind::InvalidInput,
            why + u' '
                + QCoreApplication::translate(
                    "kurz::ServerAddress", "Write it as postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require]."),
            u"db"_s, reasons::FieldInvalid};
    };
    if (!url.isValid())
        return invalid(QCoreApplication::translate("kurz::ServerAddress", "The database address is not valid (%1).")
                           .arg(url.errorString()));
    if (!url.password().isEmpty())
        return invalid(QCoreApplication::translate("kurz::ServerAddress",
            "The database address contains a password; Kurz never stores one. Put it in ~/.pgpass or PGPASSWORD "
            "instead."));
    ServerAddress address;
    address.m_host = url.host();
    address.m_port = url.port();
    address.m_user = url.userName();
    address.m_database = url.path().mid(1);
    if (address.m_database.isEmpty() || address.m_database.contains(u'/'))
        return invalid(QCoreApplication::translate("kurz::ServerAddress", "The database address names no database."));
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!AllowedOptions.contains(key))
            return invalid(QCoreApplication::translate(
                "kurz::ServerAddress", "The database address has an unknown option '%1' (known: %2).")
                               .arg(key, AllowedOptions.join(u", "_s)));
        if (value.isEmpty() || value.contains(u' ') || value.contains(u';') || value.contains(u'\''))
            return invalid(QCoreApplication::translate(
                "kurz::ServerAddress", "The option '%1' needs a value without spaces, quotes or semicolons.")
                               .arg(key));
        if (key == u"host"_s)
            address.m_host = value;  // a socket folder, as libpq allows
        else
            address.m_options << key + u'=' + value;
    }
    if (!query.hasQueryItem(u"connect_timeout"_s))
        address.m_options << u"connect_timeout=10"_s;
    address.m_options << u"application_name=kurz"_s;
    return address;
}

QString ServerAddress::display() const
{
    QString where = m_host.isEmpty() ? u"localhost"_s : m_host;
    if (m_port > 0)
        where += u':' + QString::number(m_port);
    return where + u'/' + m_database;
}

void ServerAddress::applyTo(QSqlDatabase &db) const
{
    db.setHostName(m_host);
    if (m_port > 0)
        db.setPort(m_port);
    db.setUserName(m_user);
    db.setDatabaseName(m_database);
    db.setConnectOptions(m_options.join(u';'));
}

QString ServerAddress::explainFailure(const QString &driverText) const
{
    const auto says = [&](const char *words) { return driverText.contains(QLatin1String(words), Qt::CaseInsensitive); };
    if (says("could not translate host name") || says("Name or service not known"))
        return QCoreApplication::translate(
            "kurz::ServerAddress", "The database server %1 is unknown: check the host name.")
            .arg(m_host);
    if (says("password authentication failed") || says("no password supplied") || says("authentication failed")
        || says("no pg_hba.conf entry") || (says("role") && says("does not exist")))
        return QCoreApplication::translate("kurz::ServerAddress",
            "The server %1 refused the user (authentication failed). Put the password in ~/.pgpass or PGPASSWORD, and "
            "check that the "
            "server's pg_hba.conf admits this computer.")
            .arg(display());
    if (says("database") && says("does not exist"))
        return QCoreApplication::translate("kurz::ServerAddress",
            "The database %1 does not exist. Create it on the server (createdb -O USER %2), see docs/teams.md.")
            .arg(display(), m_database);
    if (says("Connection refused") || says("timeout expired") || says("No route to host")
        || says("Network is unreachable") || says("could not connect") || says("server closed the connection"))
        return QCoreApplication::translate("kurz::ServerAddress",
            "Cannot reach the database server at %1. Check that PostgreSQL runs there, listens on the network "
            "(listen_addresses) "
            "and that no firewall is in the way.")
            .arg(display());
    return QCoreApplication::translate("kurz::ServerAddress", "Cannot connect to the database %1: %2")
        .arg(display(), driverText.trimmed());
}

}  // namespace kurz
