#include "core/store/LinkRow.h"

#include "core/links/TargetRules.h"

#include <QDateTime>
#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

using C = LinkRow::Column;

QDateTime timeOrInvalid(const LinkRow::Cells &cells, int column)
{
    return cells.isNull(column) ? QDateTime() : QDateTime::fromMSecsSinceEpoch(cells.integer(column), Qt::UTC);
}

qint64 flag(bool on)
{
    return on ? 1 : 0;
}

// In the order selects read them, which is also the order inserts and update() write them.
const std::array<C, 27> Columns{{
    {"id"_L1, C::Selected, 1, nullptr, nullptr, [](Link &l, const LinkRow::Cells &c, int at) { l.id = c.integer(at); }},
    {"code"_L1, C::Selected | C::Inserted | C::Plain, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, l.code); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.code = c.text(at); }},
    {"target"_L1, C::Selected | C::Inserted | C::Plain | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, l.target); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.target = c.text(at); }},
    {"title"_L1, C::Selected | C::Inserted | C::Plain | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, notNull(l.title)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.title = c.text(at); }},
    {"notes"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, notNull(l.notes)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.notes = c.text(at); },
        [](const Link &l) { return l.notes.isEmpty(); }},
    {"tags"_L1, C::Selected | C::Inserted | C::Plain | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, notNull(l.tags.join(u", "_s))); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (const QString tags = c.text(at); !tags.isEmpty())
                l.tags = tags.split(u", "_s);
        }},
    {"created_at"_L1, C::Selected | C::Inserted | C::Plain, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, l.createdAt.toMSecsSinceEpoch()); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.createdAt = timeOrInvalid(c, at); }},
    // Not read: when a link was last edited is the database's own record.
    {"updated_at"_L1, C::Inserted | C::Plain | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, l.createdAt.toMSecsSinceEpoch()); },
        [](SqlStatement &s, int at, const Link &) { s.bind(at, QDateTime::currentMSecsSinceEpoch()); }, nullptr},
    {"valid_from"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bindTime(at, l.validFrom); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.validFrom = timeOrInvalid(c, at); },
        [](const Link &l) { return !l.validFrom.isValid(); }},
    {"expires_at"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bindTime(at, l.expiresAt); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.expiresAt = timeOrInvalid(c, at); },
        [](const Link &l) { return !l.expiresAt.isValid(); }},
    {"max_visits"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bindOptional(at, l.maxVisits); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (!c.isNull(at))
                l.maxVisits = c.integer(at);
        },
        [](const Link &l) { return !l.maxVisits; }},
    {"redirect_status"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, qint64(l.redirectStatus)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.redirectStatus = int(c.integer(at)); },
        [](const Link &l) { return l.redirectStatus == 0; }},
    {"forward_query"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, flag(l.forwardQuery)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.forwardQuery = c.integer(at) != 0; },
        [](const Link &l) { return l.forwardQuery; }},
    {"crawlable"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, flag(l.crawlable)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.crawlable = c.integer(at) != 0; },
        [](const Link &l) { return !l.crawlable; }},
    {"path_mode"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, flag(l.pathMode == PathMode::Append)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            l.pathMode = c.integer(at) == 1 ? PathMode::Append : PathMode::Exact;
        },
        [](const Link &l) { return l.pathMode == PathMode::Exact; }},
    {"disabled"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, flag(l.disabled)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.disabled = c.integer(at) != 0; },
        [](const Link &l) { return !l.disabled; }},
    {"hits"_L1, C::Selected | C::Inserted | C::Plain, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, l.hits); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.hits = c.integer(at); }},
    {"bot_hits"_L1, C::Selected | C::Inserted, 1, [](SqlStatement &s, int at, const Link &l) { s.bind(at, l.botHits); },
        nullptr, [](Link &l, const LinkRow::Cells &c, int at) { l.botHits = c.integer(at); },
        [](const Link &l) { return l.botHits == 0; }},
    {"last_hit_at"_L1, C::Selected | C::Inserted, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bindTime(at, l.lastHitAt); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.lastHitAt = timeOrInvalid(c, at); },
        [](const Link &l) { return !l.lastHitAt.isValid(); }},
    {"title_pending"_L1, C::Selected | C::Inserted | C::Plain, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, flag(l.titlePending)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.titlePending = c.integer(at) != 0; }},
    // Written only by LinkService::recordHealth (UpkeepStore's SQL).
    {"health_status, health_error, health_checked_at"_L1, C::Selected, 3, nullptr, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (!c.isNull(at + 2))
                l.health = LinkHealth{int(c.integer(at)), c.text(at + 1), timeOrInvalid(c, at + 2)};
        }},
    // Schema 10: the Argon2id hash of the link's password (LinkPassword), NULL without one.
    {"password_hash"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) {
            if (l.passwordHash.isEmpty())
                s.bindNull(at);
            else
                s.bind(at, l.passwordHash);
        },
        nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (!c.isNull(at))
                l.passwordHash = c.text(at);
        },
        [](const Link &l) { return l.passwordHash.isEmpty(); }},
    // Schema 12: the client networks the link answers (LinkNetworks), NULL for all.
    {"networks"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) {
            if (l.networks.isEmpty())
                s.bindNull(at);
            else
                s.bind(at, l.networks);
        },
        nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (!c.isNull(at))
                l.networks = c.text(at);
        },
        [](const Link &l) { return l.networks.isEmpty(); }},
    // Schema 13: the redirect rules (TargetRules) as JSON, NULL without any.
    {"redirect_rules"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) {
            if (l.targetRules.isEmpty())
                s.bindNull(at);
            else
                s.bind(at, targetrules::toText(l.targetRules));
        },
        nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (c.isNull(at))
                return;
            // Written by Kurz after the same checks: a text that no longer reads keeps no rules.
            if (auto rules = targetrules::fromText(c.text(at)))
                l.targetRules = std::move(rules.value());
        },
        [](const Link &l) { return l.targetRules.isEmpty(); }},
    // Schema 15: the API key that created the link, NULL when it was made otherwise; never changed.
    {"api_key_id"_L1, C::Selected | C::Inserted, 1,
        [](SqlStatement &s, int at, const Link &l) {
            if (l.apiKeyId == 0)
                s.bindNull(at);
            else
                s.bind(at, l.apiKeyId);
        },
        nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (!c.isNull(at))
                l.apiKeyId = c.integer(at);
        },
        [](const Link &l) { return l.apiKeyId == 0; }},
    // Schema 16: where the link sends visitors instead of 410, NULL for the server's default.
    {"expired_url"_L1, C::Selected | C::Inserted | C::Updated, 1,
        [](SqlStatement &s, int at, const Link &l) {
            if (l.expiredUrl.isEmpty())
                s.bindNull(at);
            else
                s.bind(at, l.expiredUrl);
        },
        nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) {
            if (!c.isNull(at))
                l.expiredUrl = c.text(at);
        },
        [](const Link &l) { return l.expiredUrl.isEmpty(); }},
    // Schema 18: the link's short domain, '' for the default one (so that UNIQUE (code, domain)
    // refuses a second default link with the code: NULLs would all differ); never changed.
    {"domain"_L1, C::Selected | C::Inserted, 1,
        [](SqlStatement &s, int at, const Link &l) { s.bind(at, notNull(l.domain)); }, nullptr,
        [](Link &l, const LinkRow::Cells &c, int at) { l.domain = c.text(at); },
        [](const Link &l) { return l.domain.isEmpty(); }},
}};

QString namesOf(unsigned use)
{
    QStringList names;
    for (const C &column : Columns) {
        if ((column.use & use) == use)
            names.append(column.names);
    }
    return names.join(u", "_s);
}

}  // namespace

std::span<const LinkRow::Column> LinkRow::columns()
{
    return Columns;
}

const QString &LinkRow::selectList()
{
    static const QString list = namesOf(Column::Selected);
    return list;
}

const QString &LinkRow::storedList()
{
    static const QString list = namesOf(0);
    return list;
}

const QString &LinkRow::insertList(bool plain)
{
    static const QString full = namesOf(Column::Inserted), plainOnly = namesOf(Column::Inserted | Column::Plain);
    return plain ? plainOnly : full;
}

int LinkRow::insertCount(bool plain)
{
    static const int full = int(insertList(false).count(u',') + 1), plainOnly = int(insertList(true).count(u',') + 1);
    return plain ? plainOnly : full;
}

const QString &LinkRow::updateAssignments()
{
    static const QString assignments = [] {
        QStringList parts;
        for (const C &column : Columns) {
            if (column.use & Column::Updated)
                parts.append(QString(column.names) + u" = ?"_s);
        }
        return parts.join(u", "_s);
    }();
    return assignments;
}

bool LinkRow::isPlain(const Link &link)
{
    for (const C &column : Columns) {
        if ((column.use & Column::Inserted) && !(column.use & Column::Plain) && !column.holdsDefault(link))
            return false;
    }
    return true;
}

int LinkRow::bindInsert(SqlStatement &statement, int first, const Link &link, bool plain)
{
    int at = first;
    for (const C &column : Columns) {
        if ((column.use & Column::Inserted) && (!plain || (column.use & Column::Plain)))
            column.bindInsert(statement, at++, link);
    }
    return at;
}

int LinkRow::bindUpdate(SqlStatement &statement, int first, const Link &link)
{
    int at = first;
    for (const C &column : Columns) {
        if (column.use & Column::Updated)
            (column.bindUpdate ? column.bindUpdate : column.bindInsert)(statement, at++, link);
    }
    return at;
}

Link LinkRow::fromCells(const Cells &cells)
{
    Link link;
    int at = 0;
    for (const C &column : Columns) {
        if (!(column.use & Column::Selected))
            continue;
        column.read(link, cells, at);
        at += column.width;
    }
    return link;
}

}  // namespace kurz
