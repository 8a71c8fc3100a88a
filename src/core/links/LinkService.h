#pragma once

#include "core/links/ImportBatch.h"
#include "core/links/Shortener.h"
#include "core/store/LinkChanges.h"
#include "core/store/LinkStore.h"

#include <functional>
#include <memory>
#include <optional>

namespace kurz {

class UpkeepStore;
class VisitStore;

// The fields an edit changes; unset fields keep what is stored.
struct LinkEdit {
    std::optional<QString> target;  // normalised and checked like a create's
    std::optional<QString> title;
    std::optional<QString> notes;
    std::optional<QStringList> tags;  // replaces the tags
    QStringList addTags;  // then these are added ...
    QStringList removeTags;  // ... and these removed (bulk edits)
    std::optional<QDateTime> validFrom;  // invalid: valid from creation
    std::optional<QDateTime> expiresAt;  // invalid: never
    std::optional<std::optional<qint64>> maxVisits;  // nullopt inside: no limit
    std::optional<int> redirectStatus;
    std::optional<bool> forwardQuery;
    std::optional<bool> crawlable;
    std::optional<PathMode> pathMode;
    std::optional<bool> disabled;
    // An Argon2id hash (linkpassword::hash, made before the write: never under its lock);
    // empty: the link has no password any more.
    std::optional<QString> passwordHash;
    std::optional<QString> networks;  // CIDR ranges (LinkNetworks); empty: every client
    std::optional<QString> expiredUrl;  // instead of 410; empty: the server's default
    std::optional<QList<TargetRule>> targetRules;  // the whole list, replaced; empty: no rules

    // The fields in which `after` differs from `before` (an editor's form against what it loaded).
    static LinkEdit between(const Link &before, const Link &after);
    void applyTo(Link &link) const;
};

// The one owner of link changes: every front end (window, tray, command line, Shlink and
// YOURLS APIs, importers) creates, edits, enables, disables, deletes and retags links through
// it. Each call is one transaction and, when it changed something, one LinkChange published on
// the database's LinkChanges, which the listener caches and the window subscribe to.
// Like LinkStore, one per thread.
class LinkService {
public:
    LinkService(LinkStore &store, std::unique_ptr<CodeStrategy> strategy);
    ~LinkService();

    LinkStore &store() const { return m_store; }
    void setUrlPolicy(const UrlPolicy &policy);
    const UrlPolicy &urlPolicy() const;
    void setStrategy(std::unique_ptr<CodeStrategy> strategy);
    CodeStrategy &strategy() const;
    void setReuseExisting(bool on);
    // Links created without a title wait for their page's (the titles/fetch setting).
    void setFetchTitles(bool on);

    Result<Created> create(const CreateRequest &request);
    // Links are named by their key (Link::key()): the code, or domain/code for a link of
    // another short domain than the default one.
    // NotFound (reason link-not-found) when no link has the key.
    Result<Link> get(const QString &key);
    // Errors: NotFound (reason link-not-found), InvalidInput with the field, Storage.
    Result<Link> edit(const QString &code, const LinkEdit &edit);
    // The same edit to every link, all or nothing; the links as saved, in the order given.
    Result<QList<Link>> editMany(const QStringList &codes, const LinkEdit &edit);
    Result<QList<Link>> setDisabled(const QStringList &codes, bool disabled);
    // Deletes the links and their visits, all or nothing: one unknown code deletes none.
    // Returns the links as they were.
    Result<QList<Link>> remove(const QStringList &codes);
    // Deletes the selected links so that restoreBatch() can bring them back: moves them with
    // their tags and visits into a removed batch, set-based and in bounded memory, in one
    // transaction that `progress` may cancel (RemovedBatches::remove). Made for many links
    // (the window runs it on a thread of its own, with a service of that thread).
    Result<RemovedBatch> removeToBatch(const LinkSelection &selection, const WriteProgress &progress = {});
    // Puts a batch's links back with the same ids, codes, counts, tags and visits, all or
    // nothing (Conflict when a code was taken meanwhile: the batch stays).
    Result<RemovedBatch> restoreBatch(qint64 batch, const WriteProgress &progress = {});
    // Forgets a batch's links for good: its delete can no longer be undone.
    Result<bool> purgeBatch(qint64 batch);
    // Writes each link's editable fields back as given (undoing edits), all or nothing.
    Result<QList<Link>> restoreEdits(const QList<Link> &links);
    // Replaces the tags `from` with `to` on every link carrying any of them, or removes them
    // when `to` is empty (renaming and deleting tags). Returns how many links changed.
    Result<qint64> retag(const QStringList &from, const QString &to);
    // Bulk load (imports, benchmarks): inserts `count` links made by `make(i)` as they are,
    // codes, times and counts included; links whose code is taken are skipped. Returns how
    // many were inserted.
    Result<qint64> bulkLoad(qint64 count, const std::function<Link(qint64)> &make);
    // Imports rows in one transaction, each through the same URL and alias rules as a create,
    // keeping codes, creation times, counts and visits: a code taken with the same target is
    // `same`, with another a conflict (skipped, or added under a fresh code). A dry run rolls
    // back and reports exactly what would have happened. Errors: Storage only; a bad row is
    // listed in the outcome.
    // `checked`: checkRows(rows), when the caller made it already. `fetchTitles`: whether links
    // without a title wait for their page's (unset: as the service's creates do).
    Result<ImportOutcome> importBatch(const QList<ImportRow> &rows, ConflictPolicy policy, bool dryRun,
        const QList<Result<Link>> &checked = {}, std::optional<bool> fetchTitles = {});
    // The check importBatch makes of each row (a create's URL, alias and field rules), in the
    // rows' order. Reads the rules only, never the database: an importer may check the next
    // batch on a thread of its own while this service stores one (rules unchanged meanwhile).
    QList<Result<Link>> checkRows(const QList<ImportRow> &rows, std::optional<bool> fetchTitles = {}) const;

    // Gives a link waiting for its title the one fetched from its page (empty: none found,
    // the wait ends). A title set meanwhile wins. The link as saved, or nullopt when it no
    // longer waited or is gone.
    Result<std::optional<Link>> fillTitle(qint64 id, const QString &title);
    // Records the results of target checks, all in one transaction; the links as saved
    // (those deleted meanwhile left out).
    Result<QList<Link>> recordHealth(const QList<QPair<qint64, LinkHealth>> &results);

private:
    // importBatch's work inside its transaction; an error only when storage failed.
    // The ids of the links it added go to `addedIds`, in the order of outcome.addedCodes.
    Result<void> importRows(const QList<ImportRow> &rows, const QList<Result<Link>> &checked, ConflictPolicy policy,
        std::optional<bool> fetchTitles, ImportOutcome &outcome, QList<qint64> &addedIds);
    // A row created one at a time: under a fresh code (`renaming` a conflict) or, without a
    // code, unless a link already leads there.
    Result<void> importOne(
        const ImportRow &row, CreateRequest request, bool renaming, ImportOutcome &outcome, QList<qint64> &addedIds);
    // Counts an imported link as added and stores its visit rows.
    Result<void> keepImported(
        const Link &link, const QList<VisitRow> &rows, ImportOutcome &outcome, QList<qint64> &addedIds);
    Result<Link> editOne(const QString &code, const LinkEdit &edit);
    // Runs `one` for every code `codes()` names, all in one transaction (the codes are asked for
    // inside it too), all or nothing; then publishes one change.
    Result<QList<Link>> writeEach(const std::function<Result<QStringList>()> &codes, LinkChange::Kind kind,
        const std::function<Result<Link>(const QString &)> &one);
    // Runs `work` in one transaction and tells LinkChanges that the links generation moved by
    // this write alone, so that its own watch does not take it for another process's.
    Result<void> writeNotingGeneration(const std::function<Result<void>()> &work);
    // Runs a move of a removed batch so, then publishes the batch's links as `kind`.
    Result<RemovedBatch> moveBatch(LinkChange::Kind kind, const std::function<Result<RemovedBatch>()> &move);
    void publish(LinkChange::Kind kind, const QList<Link> &links);
    // The same for links named by code and id, both in one order.
    void publish(LinkChange::Kind kind, const QStringList &codes, const QList<qint64> &ids);

    UpkeepStore &upkeep();
    VisitStore &visits();

    LinkStore &m_store;
    std::unique_ptr<Shortener> m_shortener;
    std::unique_ptr<UpkeepStore> m_upkeep;
    std::unique_ptr<VisitStore> m_visits;
};

}  // namespace kurz
