#include "core/store/DomainStore.h"

#include "core/store/LinkChanges.h"
#include "core/store/SqlStatements.h"

#include <QCoreApplication>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString nullIfEmpty(const SqlStatement &statement, int column)
{
    return statement.isNull(column) ? QString() : statement.text(column);
}

void bindOrNull(SqlStatement &statement, int at, const QString &text)
{
    if (text.isEmpty())
        statement.bindNull(at);
    else
        statement.bind(at, text);
}

}  // namespace

DomainStore::DomainStore(std::shared_ptr<Database> database)
    : m_sql(std::make_unique<SqlStatements>(std::move(database)))
{
}

DomainStore::~DomainStore() = default;

Result<QString> DomainStore::normalized(const QString &domain)
{
    QString name = domain.trimmed().toLower();
    if (name.endsWith(u'.'))
        name.chop(1);
    if (name.isEmpty())
        return QString();
    bool valid = name.size() <= 253;
    qsizetype label = 0;
    for (const QChar c : std::as_const(name)) {
        if (c == u'.') {
            valid = valid && label > 0;
            label = 0;
        } else if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'_') {
            valid = valid && ++label <= 63;
        } else {
            valid = false;
        }
    }
    if (!valid || label == 0)
        return Error{Error::Kind::InvalidInput,
            QCoreApplication::translate("kurz::DomainStore",
                "'%1' is not a domain name. Give a host name such as s.example.org, without scheme, port or path.")
                .arg(domain),
            u"domain"_s, reasons::DomainInvalid};
    return name;
}

Result<QList<ShortDomain>> DomainStore::list()
{
    static const QString sql = u"SELECT d.name, r.base_url_redirect, r.regular_404_redirect, "
                               "r.invalid_short_url_redirect FROM (SELECT '' AS name UNION SELECT DISTINCT domain "
                               "FROM links WHERE domain <> '' UNION SELECT name FROM domains) d "
                               "LEFT JOIN domains r ON r.name = d.name ORDER BY d.name"_s;
    SqlStatement &statement = m_sql->statement(sql);
    QList<ShortDomain> domains;
    while (statement.next()) {
        domains.append(ShortDomain{
            statement.text(0), {nullIfEmpty(statement, 1), nullIfEmpty(statement, 2), nullIfEmpty(statement, 3)}});
    }
    const bool failed = statement.failed();
    const Error error = failed
        ? storageError(QCoreApplication::translate("kurz::DomainStore", "Cannot read the domains"), statement)
        : Error{};
    statement.reset();
    if (failed)
        return error;
    return domains;
}

Result<QStringList> DomainStore::names()
{
    const auto domains = list();
    if (!domains)
        return domains.error();
    QStringList names;
    for (const ShortDomain &domain : *domains) {
        if (!domain.name.isEmpty())
            names.append(domain.name);
    }
    return names;
}

Result<void> DomainStore::setRedirects(const QString &domain, const DomainRedirects &redirects)
{
    const std::pair<const QString *, QString> fields[]{{&redirects.baseUrl, u"baseUrlRedirect"_s},
        {&redirects.regular404, u"regular404Redirect"_s}, {&redirects.invalidShortUrl, u"invalidShortUrlRedirect"_s}};
    for (const auto &[url, field] : fields) {
        const QUrl parsed(*url, QUrl::StrictMode);
        if (!url->isEmpty()
            && (url->size() > 2048 || !parsed.isValid() || (parsed.scheme() != u"http" && parsed.scheme() != u"https")
                || parsed.host().isEmpty()))
            return Error{Error::Kind::InvalidInput,
                QCoreApplication::translate("kurz::DomainStore",
                    "A not-found redirect must be an http or https URL with a host, e.g. https://example.org/, or "
                    "empty for none.")
                    + u" ("_s + field + u')',
                field, reasons::FieldInvalid};
    }
    const QString what = QCoreApplication::translate("kurz::DomainStore", "Cannot save the domain's redirects");
    const auto saved = m_sql->inTransaction([&]() -> Result<void> {
        SqlStatement &statement = m_sql->statement(redirects.isEmpty()
                ? u"DELETE FROM domains WHERE name = ?"_s
                : u"INSERT INTO domains (name, base_url_redirect, regular_404_redirect, invalid_short_url_redirect) "
                  "VALUES (?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET base_url_redirect = "
                  "excluded.base_url_redirect, "
                  "regular_404_redirect = excluded.regular_404_redirect, "
                  "invalid_short_url_redirect = excluded.invalid_short_url_redirect"_s);
        statement.bind(0, notNull(domain));
        if (!redirects.isEmpty()) {
            bindOrNull(statement, 1, redirects.baseUrl);
            bindOrNull(statement, 2, redirects.regular404);
            bindOrNull(statement, 3, redirects.invalidShortUrl);
        }
        const bool ran = statement.exec();
        const Error error = ran ? Error{} : storageError(what, statement);
        statement.reset();
        if (!ran)
            return error;
        // Listeners of every process sharing the database hear of it as of an edited link.
        if (auto bumped = m_sql->control(
                u"UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'links_generation'"_s,
                what);
            !bumped.ok())
            return bumped;
        if (m_sql->database()->dialect().kind() == SqlDialect::Kind::PostgreSQL)
            return m_sql->control(u"SELECT pg_notify('kurz_links', '')"_s, what);
        return {};
    });
    if (!saved.ok())
        return saved;
    // This process's listeners at once, before its watch notices the generation.
    m_sql->database()->linkChanges().publish(LinkChange{LinkChange::Kind::External, {}, {}});
    return {};
}

}  // namespace kurz
