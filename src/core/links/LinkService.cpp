#include "core/links/LinkService.h"

#include "core/links/LinkNetworks.h"

#include "core/store/LinkStore.h"
#include "core/store/UpkeepStore.h"
#include "core/store/VisitStore.h"
#include "core/util/SafeText.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

template<typename T>
static void setIfChanged(std::optional<T> &field, const T &before, const T &after)
{
    if (before != after)
        field = after;
}

LinkEdit LinkEdit::between(const Link &before, const Link &after)
{
    LinkEdit edit;
    setIfChanged(edit.target, before.target, after.target);
    setIfChanged(edit.title, before.title, after.title);
    setIfChanged(edit.notes, before.notes, after.notes);
    setIfChanged(edit.tags, normalizedTags(before.tags), normalizedTags(after.tags));
    setIfChanged(edit.validFrom, before.validFrom, after.validFrom);
    setIfChanged(edit.expiresAt, before.expiresAt, after.expiresAt);
    setIfChanged(edit.maxVisits, before.maxVisits, after.maxVisits);
    setIfChanged(edit.redirectStatus, before.redirectStatus, after.redirectStatus);
    setIfChanged(edit.forwardQuery, before.forwardQuery, after.forwardQuery);
    setIfChanged(edit.crawlable, before.crawlable, after.crawlable);
    setIfChanged(edit.pathMode, before.pathMode, after.pathMode);
    setIfChanged(edit.disabled, before.disabled, after.disabled);
    setIfChanged(edit.passwordHash, before.passwordHash, after.passwordHash);
    setIfChanged(edit.networks, before.networks, after.networks);
    setIfChanged(edit.expiredUrl, before.expiredUrl, after.expiredUrl);
    setIfChanged(edit.targetRules, before.targetRules, after.targetRules);
    return edit;
}

void LinkEdit::applyTo(Link &link) const
{
    link.target = target.value_or(link.target);
    if (title)
        link.title = withoutControls(*title).trimmed();
    if (notes)
        link.notes = withoutControls(*notes, true);
    link.tags = tags.value_or(link.tags);
    link.tags = normalizedTags(link.tags + addTags);
    if (!removeTags.isEmpty()) {
        QSet<QString> removed;
        for (const QString &tag : removeTags)
            removed.insert(tag.trimmed());
        link.tags.removeIf([&](const QString &tag) { return removed.contains(tag); });
    }
    link.validFrom = validFrom.value_or(link.validFrom);
    link.expiresAt = expiresAt.value_or(link.expiresAt);
    link.maxVisits = maxVisits.value_or(link.maxVisits);
    link.redirectStatus = redirectStatus.value_or(link.redirectStatus);
    link.forwardQuery = forwardQuery.value_or(link.forwardQuery);
    link.crawlable = crawlable.value_or(link.crawlable);
    link.pathMode = pathMode.value_or(link.pathMode);
    link.disabled = disabled.value_or(link.disabled);
    link.passwordHash = passwordHash.value_or(link.passwordHash);
    if (networks)
        link.networks = linknetworks::canonical(*networks);
    link.targetRules = targetRules.value_or(link.targetRules);
    if (expiredUrl)
        link.expiredUrl = expiredUrl->trimmed();
}

LinkService::LinkService(LinkStore &store, std::unique_ptr<CodeStrategy> strategy)
    : m_store(store)
    , m_shortener(std::make_unique<Shortener>(store, std::move(strategy)))
{
}

LinkService::~LinkService() = default;

void LinkService::setUrlPolicy(const UrlPolicy &policy)
{
    m_shortener->setUrlPolicy(policy);
}
const UrlPolicy &LinkService::urlPolicy() const
{
    return m_shortener->urlPolicy();
}
void LinkService::setStrategy(std::unique_ptr<CodeStrategy> strategy)
{
    m_shortener->setStrategy(std::move(strategy));
}
CodeStrategy &LinkService::strategy() const
{
    return m_shortener->strategy();
}
void LinkService::setReuseExisting(bool on)
{
    m_shortener->setReuseExisting(on);
}
void LinkService::setFetchTitles(bool on)
{
    m_shortener->setMarkUntitled(on);
}

void LinkService::publish(LinkChange::Kind kind, const QList<Link> &links)
{
    QStringList codes;
    QList<qint64> ids;
    for (const Link &link : links) {
        codes.append(link.code);
        ids.append(link.id);
    }
    publish(kind, codes, ids);
}

void LinkService::publish(LinkChange::Kind kind, const QStringList &codes, const QList<qint64> &ids)
{
    if (!codes.isEmpty())
        m_store.database()->linkChanges().publish(LinkChange{kind, codes, ids});
}

Result<Created> LinkService::create(const CreateRequest &request)
{
    // The insert is one statement (or the Shortener's own transaction): UNIQUE(code) decides.
    auto created = m_shortener->create(request);
    if (created && !created->existed)
        publish(LinkChange::Kind::Created, {created->link});
    return created;
}

Result<Link> LinkService::get(const QString &key)
{
    const LinkAddress address = LinkAddress::fromKey(key);
    return m_store.get(address.code, address.domain);
}

Result<Link> LinkService::editOne(const QString &key, const LinkEdit &edit)
{
    auto link = get(key);
    if (!link)
        return link;
    edit.applyTo(link.value());
    if (edit.target) {
        const auto target = m_shortener->urlPolicy().normalize(*edit.target);
        if (!target)
            return target.error();
        link.value().target = *target;
    }
    if (edit.targetRules) {
        if (auto problem = m_shortener->normalizeRuleUrls(link.value().targetRules); !problem.ok())
            return problem.error();
    }
    if (auto problem = Shortener::validateFields(*link); !problem.ok())
        return problem.error();
    return m_store.update(*link);
}

Result<void> LinkService::writeNotingGeneration(const std::function<Result<void>()> &work)
{
    // The generation before and after, read under the write lock: only this write moved it.
    qint64 before = -1;
    qint64 after = -1;
    const Database &db = *m_store.database();
    const auto failed = m_store.inTransaction([&]() -> Result<void> {
        const auto generation = db.linkWatch().linksGenerationForWrite();
        if (!generation)
            return generation.error();
        before = *generation;
        if (auto error = work(); !error.ok())
            return error;
        const auto moved = db.linkWatch().linksGeneration();
        if (!moved)
            return moved.error();
        after = *moved;
        return {};
    });
    if (!failed.ok())
        return failed;
    db.linkChanges().noteOwnWrite(before, after);
    return {};
}

Result<QList<Link>> LinkService::writeEach(const std::function<Result<QStringList>()> &codes, LinkChange::Kind kind,
    const std::function<Result<Link>(const QString &)> &one)
{
    QList<Link> written;
    const auto failed = writeNotingGeneration([&]() -> Result<void> {
        written.clear();  // an attempt that PostgreSQL aborted (a deadlock) runs again from here
        const auto named = codes();
        if (!named)
            return named.error();
        for (const QString &code : *named) {
            auto link = one(code);
            if (!link)
                return link.error();
            written.append(*link);
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    publish(kind, written);
    return written;
}

Result<Link> LinkService::edit(const QString &code, const LinkEdit &edit)
{
    // A transaction around the read too: no other writer can slip in between.
    auto saved = editMany({code}, edit);
    if (!saved)
        return saved.error();
    return saved->first();
}

Result<QList<Link>> LinkService::editMany(const QStringList &codes, const LinkEdit &edit)
{
    return writeEach(
        [&] { return codes; }, LinkChange::Kind::Changed, [&](const QString &code) { return editOne(code, edit); });
}

Result<QList<Link>> LinkService::setDisabled(const QStringList &codes, bool disabled)
{
    LinkEdit edit;
    edit.disabled = disabled;
    return editMany(codes, edit);
}

Result<QList<Link>> LinkService::remove(const QStringList &codes)
{
    return writeEach([&] { return codes; }, LinkChange::Kind::Removed,
        [&](const QString &code) -> Result<Link> {
            auto link = get(code);
            if (!link)
                return link;
            if (auto removed = m_store.remove(link->code, link->domain); !removed)
                return removed.error();
            return link;
        });
}

Result<RemovedBatch> LinkService::moveBatch(LinkChange::Kind kind, const std::function<Result<RemovedBatch>()> &move)
{
    RemovedBatch moved;
    const auto failed = writeNotingGeneration([&]() -> Result<void> {
        auto batch = move();
        if (!batch)
            return batch.error();
        moved = std::move(batch.value());
        return {};
    });
    if (!failed.ok())
        return failed.error();
    publish(kind, moved.codes, moved.ids);
    return moved;
}

Result<RemovedBatch> LinkService::removeToBatch(const LinkSelection &selection, const WriteProgress &progress)
{
    return moveBatch(LinkChange::Kind::Removed, [&] { return m_store.removedBatches().remove(selection, progress); });
}

Result<RemovedBatch> LinkService::restoreBatch(qint64 batch, const WriteProgress &progress)
{
    // New links for the listener: its cached "no such code" answers must go.
    return moveBatch(LinkChange::Kind::Created, [&] { return m_store.removedBatches().restore(batch, progress); });
}

Result<bool> LinkService::purgeBatch(qint64 batch)
{
    return m_store.removedBatches().purge(batch);
}

Result<QList<Link>> LinkService::restoreEdits(const QList<Link> &links)
{
    QHash<QString, Link> byCode;
    QStringList codes;
    for (const Link &link : links) {
        byCode.insert(link.key(), link);
        codes.append(link.key());
    }
    return writeEach([&] { return codes; }, LinkChange::Kind::Changed,
        [&](const QString &code) -> Result<Link> {
            auto current = get(code);
            if (!current)
                return current;
            return editOne(code, LinkEdit::between(*current, byCode.value(code)));
        });
}

Result<qint64> LinkService::retag(const QStringList &from, const QString &to)
{
    LinkEdit edit;
    edit.removeTags = from;
    if (!to.isEmpty())
        edit.addTags = {to};
    // Which links carry the tags is read under the write lock: none tagged meanwhile is missed.
    const auto tagged = [&]() -> Result<QStringList> {
        LinkQuery query;
        query.tags = from;
        query.limit = 0;
        const auto links = m_store.pages().page(query);
        if (!links)
            return links.error();
        QStringList codes;
        for (const Link &link : *links)
            codes.append(link.key());
        return codes;
    };
    const auto saved
        = writeEach(tagged, LinkChange::Kind::Changed, [&](const QString &code) { return editOne(code, edit); });
    if (!saved)
        return saved.error();
    return qint64(saved->size());
}

Result<qint64> LinkService::bulkLoad(qint64 count, const std::function<Link(qint64)> &make)
{
    auto inserted = m_store.bulkLoad(count, make);
    if (inserted && *inserted > 0) {
        // Too many to name: listeners drop their cached "no such code" answers.
        m_store.database()->linkChanges().publish(LinkChange{LinkChange::Kind::Created, {}, {}});
    }
    return inserted;
}

Result<void> LinkService::keepImported(
    const Link &link, const QList<VisitRow> &rows, ImportOutcome &outcome, QList<qint64> &addedIds)
{
    addedIds.append(link.id);
    outcome.addedCodes.append(link.key());
    if (link.titlePending)
        ++outcome.titlesToFetch;
    if (rows.isEmpty())
        return {};
    return visits().addRows(link.id, rows);
}

Result<void> LinkService::importOne(
    const ImportRow &row, CreateRequest request, bool renaming, ImportOutcome &outcome, QList<qint64> &addedIds)
{
    if (renaming) {
        // Under new-code, a link that already leads there is this row, renamed by an earlier import.
        const auto earlier = m_store.findByTarget(*m_shortener->urlPolicy().normalize(request.url));
        if (earlier) {
            ++outcome.same;
            return {};
        }
        if (earlier.error().kind != Error::Kind::NotFound)
            return earlier.error();
        request.alias.clear();
        request.reuseExisting = false;
    } else {
        // A row without a code is the same as a link that already leads there.
        request.reuseExisting = true;
    }
    const auto created = m_shortener->create(request);
    if (!created) {
        if (created.error().kind == Error::Kind::Storage)
            return created.error();
        outcome.invalid.append({row.line, created.error().message});
        return {};
    }
    if (created->existed) {
        ++outcome.same;
        return {};
    }
    ++(renaming ? outcome.renamed : outcome.added);
    return keepImported(created->link, row.visits, outcome, addedIds);
}

// A create like the imported row's link.
static CreateRequest importRequest(const ImportRow &row, std::optional<bool> fetchTitles)
{
    CreateRequest request = CreateRequest::like(row.link);
    request.fetchTitle = fetchTitles;
    return request;
}

QList<Result<Link>> LinkService::checkRows(const QList<ImportRow> &rows, std::optional<bool> fetchTitles) const
{
    QList<Result<Link>> checked;
    checked.reserve(rows.size());
    for (const ImportRow &row : rows) {
        if (!row.problem.isEmpty()) {
            checked.append(Result<Link>(Error{}));
            continue;
        }
        // Visit rows with impossible counts would overflow every sum of visits afterwards.
        const auto wrong = std::find_if(row.visits.cbegin(), row.visits.cend(),
            [](const VisitRow &visit) { return visit.count < 1 || visit.count > MaxImportedCount; });
        if (wrong != row.visits.cend()) {
            checked.append(Result<Link>(Error{Error::Kind::InvalidInput,
                QCoreApplication::translate("kurz::LinkService",
                    "A visit row counts %L1 visits; each counts 1 to %L2. Correct the count in the file.")
                    .arg(wrong->count)
                    .arg(MaxImportedCount),
                u"visits"_s, reasons::FieldInvalid}));
            continue;
        }
        checked.append(m_shortener->checked(importRequest(row, fetchTitles)));
    }
    return checked;
}

Result<void> LinkService::importRows(const QList<ImportRow> &rows, const QList<Result<Link>> &checked,
    ConflictPolicy policy, std::optional<bool> fetchTitles, ImportOutcome &outcome, QList<qint64> &addedIds)
{
    // The targets of codes known to be taken. Where case counts, the insert's UNIQUE constraint
    // tells which codes were (an empty table costs no query); otherwise one query asks first.
    QHash<QString, QString> targets;
    if (m_store.caseInsensitive()) {
        QStringList codes;
        for (const Result<Link> &link : std::as_const(checked)) {
            if (link && !link->code.isEmpty())
                codes.append(link->key());
        }
        auto taken = m_store.targetsOf(codes);
        if (!taken)
            return taken.error();
        targets = std::move(taken.value());
    }
    // A row whose code turned out taken, decided against the stored link's target.
    const auto decide = [&](const ImportRow &row, const QString &target, const QString &stored) -> Result<void> {
        if (stored == target) {
            ++outcome.same;
            return {};
        }
        if (policy == ConflictPolicy::Skip) {
            ++outcome.conflicts;
            return {};
        }
        return importOne(row, importRequest(row, fetchTitles), true, outcome, addedIds);
    };
    // New links wait here and are inserted together, before any row that must see them.
    // Reserved whole: a batch's links would otherwise be moved (copied, for Link) as they grow.
    QList<Link> pending;
    pending.reserve(rows.size());
    QList<const ImportRow *> pendingRows;
    pendingRows.reserve(rows.size());
    QSet<QString> pendingKeys;
    pendingKeys.reserve(rows.size());
    const auto flush = [&]() -> Result<void> {
        if (auto inserted = m_store.insertBatch(pending); !inserted.ok())
            return inserted.error();
        QList<qsizetype> left;  // codes taken before this batch
        for (qsizetype i = 0; i < pending.size(); ++i) {
            const Link &link = pending.at(i);
            if (link.id == 0) {
                left.append(i);
                continue;
            }
            targets.insert(m_store.linkKey(link), link.target);
            ++outcome.added;
            if (auto error = keepImported(link, pendingRows.at(i)->visits, outcome, addedIds); !error.ok())
                return error;
        }
        if (!left.isEmpty()) {
            QStringList leftCodes;
            for (const qsizetype i : std::as_const(left))
                leftCodes.append(pending.at(i).key());
            auto taken = m_store.targetsOf(leftCodes);
            if (!taken)
                return taken.error();
            targets.insert(*taken);
            for (const qsizetype i : std::as_const(left)) {
                const Link &link = pending.at(i);
                if (auto error = decide(*pendingRows.at(i), link.target, taken->value(m_store.linkKey(link)));
                    !error.ok())
                    return error;
            }
        }
        pending.clear();
        pendingRows.clear();
        pendingKeys.clear();
        return {};
    };
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const ImportRow &row = rows.at(i);
        ++outcome.rows;
        if (!row.problem.isEmpty()) {
            outcome.invalid.append({row.line, row.problem});
            continue;
        }
        const Result<Link> &link = checked.at(i);
        if (!link) {
            outcome.invalid.append({row.line, link.error().message});
            continue;
        }
        const bool hasCode = !link->code.isEmpty();
        const QString key = hasCode ? m_store.linkKey(*link) : QString();
        // A code twice in the batch: the first row's fate decides the second's.
        if (hasCode && pendingKeys.contains(key)) {
            if (auto error = flush(); !error.ok())
                return error;
        }
        const auto existing = hasCode ? targets.constFind(key) : targets.cend();
        if (hasCode && existing == targets.cend()) {
            pendingKeys.insert(key);
            pending.append(*link);
            pendingRows.append(&row);
            continue;
        }
        if (hasCode) {
            // A copy: a fresh code must see every row before it, and flush() may move `targets`.
            const QString stored = *existing;  // NOLINT(performance-unnecessary-copy-initialization)
            if (stored != link->target && policy == ConflictPolicy::NewCode) {
                if (auto error = flush(); !error.ok())
                    return error;
            }
            if (auto error = decide(row, link->target, stored); !error.ok())
                return error;
            continue;
        }
        // A link found by its target: that must see every row before it.
        if (auto error = flush(); !error.ok())
            return error;
        if (auto error = importOne(row, importRequest(row, fetchTitles), false, outcome, addedIds); !error.ok())
            return error;
    }
    return flush();
}

Result<ImportOutcome> LinkService::importBatch(const QList<ImportRow> &rows, ConflictPolicy policy, bool dryRun,
    const QList<Result<Link>> &checked, std::optional<bool> fetchTitles)
{
    // Every row checked as a create would be, before anything is written.
    const QList<Result<Link>> rules = checked.size() == rows.size() ? checked : checkRows(rows, fetchTitles);
    ImportOutcome outcome;
    QList<qint64> addedIds;
    bool rolledBackOnPurpose = false;
    const auto failed = m_store.inTransaction([&]() -> Result<void> {
        outcome = {};  // each attempt of the transaction counts afresh
        outcome.addedCodes.reserve(rows.size());
        addedIds.clear();
        addedIds.reserve(rows.size());
        if (auto error = importRows(rows, rules, policy, fetchTitles, outcome, addedIds); !error.ok())
            return error;
        rolledBackOnPurpose = dryRun;
        if (dryRun)
            return Error{};  // rolls the transaction back
        return {};
    });
    if (!failed.ok() && !rolledBackOnPurpose)
        return failed.error();
    if (!dryRun)
        publish(LinkChange::Kind::Created, outcome.addedCodes, addedIds);
    outcome.addedIds = std::move(addedIds);
    return outcome;
}

VisitStore &LinkService::visits()
{
    if (!m_visits)
        m_visits = std::make_unique<VisitStore>(m_store.database());
    return *m_visits;
}

UpkeepStore &LinkService::upkeep()
{
    if (!m_upkeep)
        m_upkeep = std::make_unique<UpkeepStore>(m_store.database());
    return *m_upkeep;
}

Result<std::optional<Link>> LinkService::fillTitle(qint64 id, const QString &title)
{
    std::optional<Link> saved;
    const auto failed = m_store.inTransaction([&]() -> Result<void> {
        saved.reset();
        const auto filled = upkeep().fillTitle(id, leftWhole(withoutControls(title).trimmed(), 512));
        if (!filled)
            return filled.error();
        if (*filled) {
            auto link = m_store.getById(id);
            if (!link)
                return link.error();
            saved = *link;
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    if (saved)
        publish(LinkChange::Kind::Changed, {*saved});
    return saved;
}

Result<QList<Link>> LinkService::recordHealth(const QList<QPair<qint64, LinkHealth>> &results)
{
    QList<Link> saved;
    const auto failed = m_store.inTransaction([&]() -> Result<void> {
        saved.clear();
        for (const auto &[id, health] : results) {
            const auto recorded = upkeep().recordHealth(id, health);
            if (!recorded)
                return recorded.error();
            if (*recorded) {
                auto link = m_store.getById(id);
                if (!link)
                    return link.error();
                saved.append(*link);
            }
        }
        return {};
    });
    if (!failed.ok())
        return failed.error();
    publish(LinkChange::Kind::Changed, saved);
    return saved;
}

}  // namespace kurz
