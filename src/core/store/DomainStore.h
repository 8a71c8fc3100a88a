#pragma once

#include "core/util/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace kurz {

class Database;
class SqlStatements;

// Where a domain sends requests that find no link, as Shlink's "not found" redirects; empty:
// Kurz's own answer (the home page, or 404).
struct DomainRedirects {
    QString baseUrl;  // GET / (baseUrlRedirect)
    QString regular404;  // any other path that is no code (regular404Redirect)
    QString invalidShortUrl;  // a code that no link has (invalidShortUrlRedirect)

    bool isEmpty() const { return baseUrl.isEmpty() && regular404.isEmpty() && invalidShortUrl.isEmpty(); }
    friend bool operator==(const DomainRedirects &, const DomainRedirects &) = default;
};

struct ShortDomain {
    QString name;  // empty: the default domain
    DomainRedirects redirects;
};

// The short domains of the links (schema 18) and their not-found redirects, in table domains
// (the default domain's row is named ''). A domain exists while a link has it or it has
// redirects. One object per thread: it uses the thread's connection.
class DomainStore {
public:
    explicit DomainStore(std::shared_ptr<Database> database);
    ~DomainStore();

    // A domain as links store it: lower case, without a trailing dot; InvalidInput (reason
    // domain-invalid, field `domain`) for anything but a host name. Empty stays empty (the default).
    static Result<QString> normalized(const QString &domain);

    // The default domain first, then every domain that has links or redirects, sorted.
    Result<QList<ShortDomain>> list();
    // The names of the domains other than the default one, sorted (what the listener keys by).
    Result<QStringList> names();
    // Sets (replaces) the redirects of `domain` ('' for the default one). Other processes'
    // listeners hear of it as of a change to links.
    Result<void> setRedirects(const QString &domain, const DomainRedirects &redirects);

private:
    std::unique_ptr<SqlStatements> m_sql;
};

}  // namespace kurz
