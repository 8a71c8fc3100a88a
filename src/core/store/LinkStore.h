#pragma once

#include "core/links/Link.h"
#include "core/store/LinkPages.h"
#include "core/store/RemovedBatches.h"
#include "core/store/SqlStatements.h"

#include <functional>
#include <memory>
#include <optional>

namespace kurz {

// All SQL about links and their tags: one link at a time here, many at once in its pages(),
// undoable deletes in its removedBatches() (the columns of links are LinkRow's table). Not
// thread-safe: every thread uses its own LinkStore (and so its own connection); the database
// arbitrates between them. Reads fail with Error::Kind::Storage when the database does, never
// with an empty answer.
class LinkStore {
public:
    explicit LinkStore(std::shared_ptr<Database> database);

    const std::shared_ptr<Database> &database() const { return m_sql.database(); }

    // Codes that differ only by case are the same code (a listener setting).
    void setCaseInsensitive(bool on);

    // Inserts the link with its tags in one transaction; sets id and createdAt.
    // Error::Conflict when the code is taken: the UNIQUE constraint decides.
    Result<Link> insert(Link link);
    // Inserts `count` links made by `make(i)` in one transaction with one prepared statement,
    // keeping their codes, creation times and hit counts (bulk loads). Links whose code is
    // taken are skipped; returns how many were inserted. Nothing is written on failure.
    Result<qint64> bulkLoad(qint64 count, const std::function<Link(qint64)> &make);
    // The targets of the links that have these keys (Link::key()), keyed by linkKey(): one
    // query for a whole import batch.
    Result<QHash<QString, QString>> targetsOf(const QStringList &keys);
    // Inserts links with their tags, in a few statements however many there are; sets their
    // ids. A link whose code is taken (the UNIQUE constraint decides, also against a link
    // before it in the list) is left out, its id 0. Keeps codes, creation times and counts.
    // All or nothing; joins an open transaction.
    Result<void> insertBatch(QList<Link> &links);
    // The form of a code that decides whether two codes are the same (see setCaseInsensitive).
    QString codeKey(const QString &code) const { return m_caseInsensitive ? code.toLower() : code; }
    // The same for a link on its domain: codeKey() of the code, with the domain before it.
    QString linkKey(const Link &link) const { return LinkAddress::keyOf(codeKey(link.code), link.domain); }
    // Whether codes differing by case are one: then the UNIQUE constraint alone cannot tell
    // that a code is taken (targetsOf can).
    bool caseInsensitive() const { return m_caseInsensitive; }
    // Writes every editable field (target, title, notes, tags, validity, limits, flags).
    Result<Link> update(const Link &link);
    // Deletes the link and its visits; false if no link has the code on the domain ('': the default).
    Result<bool> remove(const QString &code, const QString &domain = {});
    // Runs `work` in one write transaction: committed when it returns no error, else rolled
    // back. Transactions nest; the outermost one commits or rolls back everything.
    Result<void> inTransaction(const std::function<Result<void>()> &work);
    // Error::Kind::NotFound (reason link-not-found) when no link has the code or id.
    // `domain`: the link's short domain, '' for the default one.
    Result<Link> get(const QString &code, const QString &domain = {});
    // What a request for the code on `domain` gets, as Shlink resolves it: the domain's own
    // link, else the default domain's.
    Result<Link> resolve(const QString &code, const QString &domain);
    Result<Link> getById(qint64 id);
    // The oldest link to the target; NotFound when there is none.
    Result<Link> findByTarget(const QString &target);
    // Codes of enabled links that search engines may follow (robots.txt), sorted.
    Result<QStringList> crawlableCodes();

    // The reads of many links (pages, counts, exports, selections, tags) on this store's thread.
    LinkPages &pages() { return m_pages; }
    // Deletes that can be undone.
    RemovedBatches &removedBatches() { return m_removed; }

private:
    // The link of the statement's first row (its key bound), reset afterwards.
    Result<Link> one(SqlStatement &statement, const QString &notFound);
    Result<void> writeTags(qint64 linkId, const QStringList &tags, bool replace);
    // Adds the tags named by `ids`' keys that do not exist yet and sets every key's id.
    Result<void> addTagNames(QHash<QString, qint64> &ids);

    SqlStatements m_sql;
    LinkPages m_pages;
    RemovedBatches m_removed;
    bool m_caseInsensitive = false;
};

}  // namespace kurz
