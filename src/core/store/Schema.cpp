#include "core/store/Schema.h"

#include "core/store/SearchIndex.h"

using namespace Qt::StringLiterals;

namespace kurz {

// Times are milliseconds since the Unix epoch, UTC. A link row carries everything the table
// view sorts on, so that no view aggregates visits on the fly.
static QStringList version1(const SqlDialect &dialect)
{
    const QString pk = dialect.autoIncrementPrimaryKey();
    QStringList steps{
        u"CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"_s,
        u"CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL)"_s,
        u"CREATE TABLE links ("
        "  id "
            + pk
            + u","
              "  code TEXT NOT NULL UNIQUE,"
              "  target TEXT NOT NULL,"
              "  title TEXT NOT NULL DEFAULT '',"
              "  notes TEXT NOT NULL DEFAULT '',"
              "  tags TEXT NOT NULL DEFAULT '',"  // canonical tag list joined by ", " (display and search)
              "  created_at BIGINT NOT NULL,"
              "  updated_at BIGINT NOT NULL,"
              "  valid_from BIGINT,"
              "  expires_at BIGINT,"
              "  max_visits BIGINT,"
              "  redirect_status INTEGER NOT NULL DEFAULT 0,"
              "  forward_query INTEGER NOT NULL DEFAULT 1,"
              "  crawlable INTEGER NOT NULL DEFAULT 0,"
              "  path_mode INTEGER NOT NULL DEFAULT 0,"
              "  disabled INTEGER NOT NULL DEFAULT 0,"
              "  hits BIGINT NOT NULL DEFAULT 0,"
              "  bot_hits BIGINT NOT NULL DEFAULT 0,"
              "  last_hit_at BIGINT)"_s,
        u"CREATE INDEX links_target ON links (target)"_s,
        u"CREATE INDEX links_created ON links (created_at)"_s,
        u"CREATE INDEX links_hits ON links (hits)"_s,
        u"CREATE TABLE tags (id " + pk + u", name TEXT NOT NULL UNIQUE)"_s,
        u"CREATE TABLE link_tags ("
        "  link_id BIGINT NOT NULL REFERENCES links (id) ON DELETE CASCADE,"
        "  tag_id BIGINT NOT NULL REFERENCES tags (id) ON DELETE CASCADE,"
        "  PRIMARY KEY (link_id, tag_id))"_s,
        u"CREATE INDEX link_tags_tag ON link_tags (tag_id)"_s,
        // No IP address and no full user agent: only what the statistics need. Visits alike
        // within one second share a row; `count` says how many they were.
        u"CREATE TABLE visits ("
        "  id "
            + pk
            + u","
              "  link_id BIGINT NOT NULL REFERENCES links (id) ON DELETE CASCADE,"
              "  at BIGINT NOT NULL,"
              "  bot INTEGER NOT NULL,"
              "  referrer_host TEXT NOT NULL DEFAULT '',"
              "  browser TEXT NOT NULL DEFAULT '',"
              "  count BIGINT NOT NULL DEFAULT 1)"_s,
        u"CREATE INDEX visits_link_at ON visits (link_id, at)"_s,
        u"CREATE INDEX visits_at ON visits (at)"_s,
        u"CREATE TABLE api_keys ("
        "  id "
            + pk
            + u","
              "  name TEXT NOT NULL UNIQUE,"
              "  key_hash TEXT NOT NULL UNIQUE,"
              "  created_at BIGINT NOT NULL,"
              "  revoked_at BIGINT)"_s,
    };
    if (dialect.hasFullTextSearch()) {
        // New links reach the index in batches (LinkStore::catchUpSearchIndex), not inside
        // every create; rows above the watermark are not in the index yet, so edits and
        // deletes touch the index only for rows below it.
        const QString indexed = u"(SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'fts.indexed')"_s;
        steps
            << u"INSERT INTO meta (key, value) VALUES ('fts.indexed', '0')"_s
            << u"CREATE VIRTUAL TABLE links_fts USING fts5("
               "  code, target, title, notes, tags, content='links', content_rowid='id', tokenize='trigram')"_s
            // SQLite reuses the largest id after it is deleted: lower the watermark to the
            // largest remaining id, so that a reused id counts as new.
            << u"CREATE TRIGGER links_fts_delete AFTER DELETE ON links BEGIN"
               "  INSERT INTO links_fts (links_fts, rowid, code, target, title, notes, tags)"
               "  SELECT 'delete', old.id, old.code, old.target, old.title, old.notes, old.tags WHERE old.id <= "_s
                + indexed
                + u";"
                  "  UPDATE meta SET value = CAST(min(CAST(value AS INTEGER), (SELECT coalesce(max(id), 0) FROM "
                  "links)) AS TEXT)"
                  "  WHERE key = 'fts.indexed'; END"_s
            // Only the searchable columns: hit flushes must not rewrite the index.
            << u"CREATE TRIGGER links_fts_update AFTER UPDATE OF code, target, title, notes, tags ON links WHEN old.id <= "_s
                + indexed
                + u" BEGIN"
                  "  INSERT INTO links_fts (links_fts, rowid, code, target, title, notes, tags)"
                  "  VALUES ('delete', old.id, old.code, old.target, old.title, old.notes, old.tags);"
                  "  INSERT INTO links_fts (rowid, code, target, title, notes, tags)"
                  "  VALUES (new.id, new.code, new.target, new.title, new.notes, new.tags); END"_s;
    } else {
        // The server keeps a trigram index up itself; pg_trgm is a trusted extension, so the
        // database's owner may create it.
        steps << u"CREATE EXTENSION IF NOT EXISTS pg_trgm"_s
              << u"CREATE INDEX links_search ON links USING gin ("_s + SearchIndex::searchedText()
                + u" gin_trgm_ops)"_s;
    }
    return steps;
}

// A counter that every edit or delete of what a redirect answers bumps, so that listeners
// sharing the database (other processes included) notice it without asking for every
// request. New links need no bump (and creates stay one page cheaper): they show as a new
// largest id. PostgreSQL also tells every listening connection (NOTIFY kurz_links) of both.
static const QString RedirectColumns = QStringLiteral(
    "code, target, valid_from, expires_at, max_visits, redirect_status, forward_query, path_mode, disabled");

// The trigger that bumps the links generation when a column of `columns` changes.
static QString generationUpdateTrigger(const SqlDialect &dialect, const QString &columns)
{
    if (dialect.kind() == SqlDialect::Kind::SQLite)
        return u"CREATE TRIGGER links_generation_update AFTER UPDATE OF "_s + columns
            + u" ON links BEGIN UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'links_generation'; END"_s;
    return u"CREATE TRIGGER links_generation AFTER DELETE OR UPDATE OF "_s + columns
        + u" ON links FOR EACH STATEMENT EXECUTE FUNCTION kurz_bump_links_generation()"_s;
}

static QStringList version2(const SqlDialect &dialect)
{
    QStringList steps{u"INSERT INTO meta (key, value) VALUES ('links_generation', '0') ON CONFLICT (key) DO NOTHING"_s};
    if (dialect.kind() == SqlDialect::Kind::SQLite) {
        steps << u"CREATE TRIGGER links_generation_delete AFTER DELETE ON links BEGIN UPDATE meta SET value = "
                 "CAST(value AS INTEGER) + 1 WHERE key = 'links_generation'; END"_s
              << generationUpdateTrigger(dialect, RedirectColumns);
    } else {
        steps
            << u"CREATE OR REPLACE FUNCTION kurz_bump_links_generation() RETURNS trigger AS $$ BEGIN "
               "UPDATE meta SET value = (value::bigint + 1)::text WHERE key = 'links_generation'; "
               "PERFORM pg_notify('kurz_links', ''); RETURN NULL; END $$ LANGUAGE plpgsql"_s
            << generationUpdateTrigger(dialect, RedirectColumns)
            << u"CREATE OR REPLACE FUNCTION kurz_notify_links() RETURNS trigger AS $$ BEGIN "
               "PERFORM pg_notify('kurz_links', ''); RETURN NULL; END $$ LANGUAGE plpgsql"_s
            << u"CREATE TRIGGER links_created AFTER INSERT ON links FOR EACH STATEMENT EXECUTE FUNCTION kurz_notify_links()"_s;
    }
    return steps;
}

// Page titles fetched after the create (links made without one wait for a running Kurz) and
// the last check of each target. Neither is redirect-relevant: no generation bump.
static QStringList version3()
{
    return {
        u"ALTER TABLE links ADD COLUMN title_pending INTEGER NOT NULL DEFAULT 0"_s,
        u"ALTER TABLE links ADD COLUMN health_status INTEGER"_s,  // final HTTP status, 0: failed
        u"ALTER TABLE links ADD COLUMN health_error TEXT"_s,  // timeout, refused, tls, dns, ...
        u"ALTER TABLE links ADD COLUMN health_checked_at BIGINT"_s,
        u"CREATE INDEX links_title_pending ON links (id) WHERE title_pending = 1"_s,
        u"CREATE INDEX links_health_checked ON links (health_checked_at)"_s,
    };
}

// Each API key gets its own random token for YOURLS's signed requests. The token used to be
// the key's SHA-256, which the database keeps: reading the file gave API access.
static QStringList apiKeySignatureTokens(const SqlDialect &dialect)
{
    return {u"ALTER TABLE api_keys ADD COLUMN signature_token TEXT"_s,
        u"UPDATE api_keys SET signature_token = "_s + dialect.randomHex40()};
}

// Creates write one page fewer each: a tagged link's row in link_tags is its key alone in
// SQLite (no rowid table beside the key's index), and a new link no longer enters an index
// of check times as "never checked" (the hourly sweep scans instead: 0.2 s for 1M links).
static QStringList leanerCreates(const SqlDialect &dialect)
{
    QStringList steps{u"DROP INDEX links_health_checked"_s};
    if (dialect.kind() == SqlDialect::Kind::SQLite) {
        steps << u"CREATE TABLE link_tags_keyed ("
                 "  link_id BIGINT NOT NULL REFERENCES links (id) ON DELETE CASCADE,"
                 "  tag_id BIGINT NOT NULL REFERENCES tags (id) ON DELETE CASCADE,"
                 "  PRIMARY KEY (link_id, tag_id)) WITHOUT ROWID"_s
              << u"INSERT INTO link_tags_keyed (link_id, tag_id) SELECT link_id, tag_id FROM link_tags"_s
              << u"DROP TABLE link_tags"_s << u"ALTER TABLE link_tags_keyed RENAME TO link_tags"_s
              << u"CREATE INDEX link_tags_tag ON link_tags (tag_id)"_s;
    }
    return steps;
}

// The window sorts by every column: each sort reads its rows from an index instead of sorting
// the whole table for every page (at 200,000 links a page deep in a title sort took over a
// second). SQLite's indexes end in the row's id, which the sorts take as their last key;
// PostgreSQL's name it, with the empty times first as SQLite orders them (nullsAsSqlite).
// Status has no column (it depends on the time): see rulesIndex().
static QStringList sortIndexes(const SqlDialect &dialect)
{
    const bool sqlite = dialect.kind() == SqlDialect::Kind::SQLite;
    const QString byId = sqlite ? QString() : QStringLiteral(", id");
    const QString nullsFirst = sqlite ? QString() : QStringLiteral(" NULLS FIRST");
    return {u"CREATE INDEX links_title ON links (title"_s + byId + u')',
        u"CREATE INDEX links_tags ON links (tags"_s + byId + u')',
        u"CREATE INDEX links_last_hit ON links (last_hit_at"_s + nullsFirst + byId + u')',
        u"CREATE INDEX links_expires ON links (expires_at"_s + nullsFirst + byId + u')'};
}

// The status sort (LinkStore::statusOrder) gives a status to the links a rule can take out of
// service, read from this index alone: the few with such a rule, each with all its status needs.
static QStringList rulesIndex()
{
    return {u"CREATE INDEX links_ruled ON links (id, disabled, expires_at, max_visits, hits, valid_from) WHERE "_s
        + RuledLinks};
}

// Deleted links wait here, with their tags and visits, until their delete can no longer be
// undone (RemovedBatches::remove): a delete moves the rows in one transaction and its undo
// moves them back, set-based, so that neither holds the links in memory. Link ids and tag ids
// are kept as they were; a new column of links needs its twin in removed_links.
static QStringList removedBatches(const SqlDialect &dialect)
{
    const bool sqlite = dialect.kind() == SqlDialect::Kind::SQLite;
    // Never reused, not even after the newest batch is purged: an undo step names its batch.
    const QString batchKey
        = sqlite ? QStringLiteral("INTEGER PRIMARY KEY AUTOINCREMENT") : QStringLiteral("BIGSERIAL PRIMARY KEY");
    const QString batch = QStringLiteral("batch_id BIGINT NOT NULL REFERENCES removed_batches (id) ON DELETE CASCADE");
    return {
        u"CREATE TABLE removed_batches (id "_s + batchKey + u", created_at BIGINT NOT NULL)"_s,
        u"CREATE TABLE removed_links ("_s + batch
            + u","
              "  id BIGINT NOT NULL,"
              "  code TEXT NOT NULL,"
              "  target TEXT NOT NULL,"
              "  title TEXT NOT NULL,"
              "  notes TEXT NOT NULL,"
              "  tags TEXT NOT NULL,"
              "  created_at BIGINT NOT NULL,"
              "  updated_at BIGINT NOT NULL,"
              "  valid_from BIGINT,"
              "  expires_at BIGINT,"
              "  max_visits BIGINT,"
              "  redirect_status INTEGER NOT NULL,"
              "  forward_query INTEGER NOT NULL,"
              "  crawlable INTEGER NOT NULL,"
              "  path_mode INTEGER NOT NULL,"
              "  disabled INTEGER NOT NULL,"
              "  hits BIGINT NOT NULL,"
              "  bot_hits BIGINT NOT NULL,"
              "  last_hit_at BIGINT,"
              "  title_pending INTEGER NOT NULL,"
              "  health_status INTEGER,"
              "  health_error TEXT,"
              "  health_checked_at BIGINT,"
              "  PRIMARY KEY (batch_id, id))"_s,
        u"CREATE TABLE removed_link_tags ("_s + batch
            + u", link_id BIGINT NOT NULL, tag_id BIGINT NOT NULL,"
              "  PRIMARY KEY (batch_id, link_id, tag_id))"_s,
        // Their own ids keep the visits' order; the restored rows get new ones.
        u"CREATE TABLE removed_visits (id "_s + dialect.autoIncrementPrimaryKey() + u", "_s + batch
            + u","
              "  link_id BIGINT NOT NULL, at BIGINT NOT NULL, bot INTEGER NOT NULL, referrer_host TEXT NOT NULL,"
              "  browser TEXT NOT NULL, count BIGINT NOT NULL)"_s,
        u"CREATE INDEX removed_visits_batch ON removed_visits (batch_id, link_id)"_s,
    };
}

// Snowflake machine numbers leased by the generators sharing the database (MachineLeases);
// expires_at is in ms on the database's clock.
static QStringList snowflakeMachines()
{
    return {u"CREATE TABLE snowflake_machines (machine BIGINT PRIMARY KEY, holder TEXT NOT NULL, "
            "expires_at BIGINT NOT NULL)"_s};
}

// Passwords on links: the Argon2id hash (LinkPassword), redirect-relevant (a changed password
// bumps the links generation, so other processes' caches drop the link), and the wrong tries
// per client address and per link of the current minute, which every listener of every
// process sharing the database counts together (PasswordGuesses).
static QStringList linkPasswords(const SqlDialect &dialect)
{
    const bool sqlite = dialect.kind() == SqlDialect::Kind::SQLite;
    return {u"ALTER TABLE links ADD COLUMN password_hash TEXT"_s,
        u"ALTER TABLE removed_links ADD COLUMN password_hash TEXT"_s,
        sqlite ? u"DROP TRIGGER links_generation_update"_s : u"DROP TRIGGER links_generation ON links"_s,
        generationUpdateTrigger(dialect, RedirectColumns + u", password_hash"_s),
        u"CREATE TABLE password_guesses (subject TEXT NOT NULL, minute BIGINT NOT NULL, tries BIGINT NOT NULL, "
        "PRIMARY KEY (subject, minute))"_s};
}

// The pool strategy's codes made ahead of time (CodePool): free while holder is NULL, else
// taken by that process's batch ("alias" for a custom alias that took it); a taken code is never
// free again, so that a code is handed out at most once.
static QStringList codePool()
{
    return {u"CREATE TABLE code_pool (code TEXT PRIMARY KEY, holder TEXT)"_s,
        u"CREATE INDEX code_pool_free ON code_pool (code) WHERE holder IS NULL"_s};
}

// Links for one network: the client networks a link answers (LinkNetworks), redirect-relevant.
static QStringList linkNetworks(const SqlDialect &dialect)
{
    const bool sqlite = dialect.kind() == SqlDialect::Kind::SQLite;
    return {u"ALTER TABLE links ADD COLUMN networks TEXT"_s, u"ALTER TABLE removed_links ADD COLUMN networks TEXT"_s,
        sqlite ? u"DROP TRIGGER links_generation_update"_s : u"DROP TRIGGER links_generation ON links"_s,
        generationUpdateTrigger(dialect, RedirectColumns + u", password_hash, networks"_s)};
}

// Redirect rules (TargetRules): a link's rules in priority order, as one JSON text read and
// written with the link; redirect-relevant, so other processes' caches drop the link.
static QStringList linkTargetRules(const SqlDialect &dialect)
{
    const bool sqlite = dialect.kind() == SqlDialect::Kind::SQLite;
    return {u"ALTER TABLE links ADD COLUMN redirect_rules TEXT"_s,
        u"ALTER TABLE removed_links ADD COLUMN redirect_rules TEXT"_s,
        sqlite ? u"DROP TRIGGER links_generation_update"_s : u"DROP TRIGGER links_generation ON links"_s,
        generationUpdateTrigger(dialect, RedirectColumns + u", password_hash, networks, redirect_rules"_s)};
}

// A deleted link's id is never given to a new link: hits served for the deleted link but not yet
// flushed (HitRecorder keys them by id) would otherwise count on the new one. PostgreSQL's
// sequences never hand a number out twice; SQLite reuses the largest rowid unless the key is
// AUTOINCREMENT, which only a new table can get. The table is rebuilt as SQLite's ALTER TABLE
// page describes (SchemaSetup turns foreign keys off around migrations, so that dropping the old
// table takes no visits or tags with it), its counter starting above every id in use or waiting
// in a removed batch. Indexes and triggers go with the old table and are made again as they were.
static QStringList linkIdsNeverReused(const SqlDialect &dialect)
{
    if (dialect.kind() != SqlDialect::Kind::SQLite)
        return {};
    // The table as version 1 made it, with the columns added since in the order they were added
    // (INSERT … SELECT * copies by position), under a key that is never reused.
    QString create = version1(dialect).filter(u"CREATE TABLE links ("_s).constFirst();
    create.replace(u"CREATE TABLE links ("_s, u"CREATE TABLE links_rebuilt ("_s);
    create.replace(dialect.autoIncrementPrimaryKey(), u"INTEGER PRIMARY KEY AUTOINCREMENT"_s);
    create.chop(1);
    create += u", title_pending INTEGER NOT NULL DEFAULT 0, health_status INTEGER, health_error TEXT, "
              "health_checked_at BIGINT, password_hash TEXT, networks TEXT, redirect_rules TEXT)"_s;
    QStringList steps{
        create,
        u"INSERT INTO links_rebuilt SELECT * FROM links"_s,
        u"DROP TABLE links"_s,
        u"ALTER TABLE links_rebuilt RENAME TO links"_s,
        u"UPDATE sqlite_sequence SET seq = max(seq, (SELECT coalesce(max(id), 0) FROM removed_links)) "
        "WHERE name = 'links'"_s,
        u"INSERT INTO sqlite_sequence (name, seq) SELECT 'links', (SELECT coalesce(max(id), 0) FROM removed_links) "
        "WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'links')"_s,
        generationUpdateTrigger(dialect, RedirectColumns + u", password_hash, networks, redirect_rules"_s),
    };
    // The indexes and triggers of links, made again as the migrations that added them made them.
    const QStringList first = version1(dialect);
    steps << first.filter(u" ON links ("_s) << version2(dialect).filter(u"links_generation_delete"_s)
          << version3().filter(u"links_title_pending"_s) << sortIndexes(dialect) << rulesIndex()
          << first.filter(u"CREATE TRIGGER links_fts_"_s);
    return steps;
}

// API keys that can do less (ApiKeyScope): read-only, only the links they created, until a
// time, one domain (not offered yet); and the key that created each link through an API (NULL:
// made otherwise), which own-links keys are checked against. Neither is redirect-relevant.
static QStringList apiKeyScopes()
{
    return {u"ALTER TABLE api_keys ADD COLUMN read_only INTEGER NOT NULL DEFAULT 0"_s,
        u"ALTER TABLE api_keys ADD COLUMN own_links INTEGER NOT NULL DEFAULT 0"_s,
        u"ALTER TABLE api_keys ADD COLUMN expires_at BIGINT"_s, u"ALTER TABLE api_keys ADD COLUMN domain TEXT"_s,
        u"ALTER TABLE links ADD COLUMN api_key_id BIGINT"_s,
        u"ALTER TABLE removed_links ADD COLUMN api_key_id BIGINT"_s};
}

// What an expired, used-up or disabled link shows: the URL it sends visitors to instead of
// 410 (NULL: the server's default), redirect-relevant.
static QStringList expiredUrls(const SqlDialect &dialect)
{
    const bool sqlite = dialect.kind() == SqlDialect::Kind::SQLite;
    return {u"ALTER TABLE links ADD COLUMN expired_url TEXT"_s,
        u"ALTER TABLE removed_links ADD COLUMN expired_url TEXT"_s,
        sqlite ? u"DROP TRIGGER links_generation_update"_s : u"DROP TRIGGER links_generation ON links"_s,
        generationUpdateTrigger(
            dialect, RedirectColumns + u", password_hash, networks, redirect_rules, expired_url"_s)};
}

// The hit journal (HitJournal): each listener's hits of the last seconds, appended every second
// and folded into the counts and visits every few; no index but the key, so appending is cheap.
static QStringList hitJournal(const SqlDialect &dialect)
{
    return {u"CREATE TABLE hit_journal (id "_s + dialect.autoIncrementPrimaryKey()
        + u", writer BIGINT NOT NULL, link_id BIGINT NOT NULL, at BIGINT NOT NULL, bot INTEGER NOT NULL,"
          " referrer_host TEXT NOT NULL DEFAULT '', browser TEXT NOT NULL DEFAULT '', count BIGINT NOT NULL,"
          " visit INTEGER NOT NULL, last_ms BIGINT NOT NULL)"_s};
}

// Several short domains: a link's domain ('' for the default one: NULLs would never clash), a
// code unique per domain (UNIQUE (code, domain), still the referee of every create; code first,
// so that lookups by code alone keep their index), and the domains with their not-found
// redirects (DomainStore; the default domain's row is named ''). SQLite cannot drop the
// column's own UNIQUE: the table is rebuilt as in linkIdsNeverReused, its id counter kept.
static QStringList shortDomains(const SqlDialect &dialect)
{
    const QString generationColumns = RedirectColumns + u", password_hash, networks, redirect_rules, expired_url"_s;
    QStringList steps;
    if (dialect.kind() == SqlDialect::Kind::SQLite) {
        QString create = version1(dialect).filter(u"CREATE TABLE links ("_s).constFirst();
        create.replace(u"CREATE TABLE links ("_s, u"CREATE TABLE links_rebuilt ("_s);
        create.replace(dialect.autoIncrementPrimaryKey(), u"INTEGER PRIMARY KEY AUTOINCREMENT"_s);
        create.replace(u"code TEXT NOT NULL UNIQUE,"_s, u"code TEXT NOT NULL,"_s);
        create.chop(1);
        create
            += u", title_pending INTEGER NOT NULL DEFAULT 0, health_status INTEGER, health_error TEXT, "
               "health_checked_at BIGINT, password_hash TEXT, networks TEXT, redirect_rules TEXT, api_key_id BIGINT, "
               "expired_url TEXT, domain TEXT NOT NULL DEFAULT '')"_s;
        steps << create
              << u"INSERT INTO links_rebuilt SELECT *, '' FROM links"_s
              // The counter goes on from where the old table's stood (above ids deleted for good).
              << u"INSERT INTO sqlite_sequence (name, seq) SELECT 'links_rebuilt', 0 WHERE NOT EXISTS "
                 "(SELECT 1 FROM sqlite_sequence WHERE name = 'links_rebuilt')"_s
              << u"UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = "
                 "'links'), 0)) WHERE name = 'links_rebuilt'"_s
              << u"DROP TABLE links"_s << u"ALTER TABLE links_rebuilt RENAME TO links"_s
              << generationUpdateTrigger(dialect, generationColumns);
        const QStringList first = version1(dialect);
        steps << first.filter(u" ON links ("_s) << version2(dialect).filter(u"links_generation_delete"_s)
              << version3().filter(u"links_title_pending"_s) << sortIndexes(dialect) << rulesIndex()
              << first.filter(u"CREATE TRIGGER links_fts_"_s);
    } else {
        steps << u"ALTER TABLE links ADD COLUMN domain TEXT NOT NULL DEFAULT ''"_s
              << u"ALTER TABLE links DROP CONSTRAINT links_code_key"_s;
    }
    steps << u"CREATE UNIQUE INDEX links_code_domain ON links (code, domain)"_s
          << u"CREATE INDEX links_domain ON links (domain) WHERE domain <> ''"_s
          << u"ALTER TABLE removed_links ADD COLUMN domain TEXT NOT NULL DEFAULT ''"_s
          << u"CREATE TABLE domains (name TEXT PRIMARY KEY, base_url_redirect TEXT, regular_404_redirect TEXT, "
             "invalid_short_url_redirect TEXT)"_s;
    return steps;
}

// Where a visit was sent (visits.redirect_url: NULL the link's own target, as every visit before
// this schema; '' none, a tracking pixel; else the URL when the Location differed: a forwarded
// query, an extra path, a redirect rule's URL), and orphan visits, typed as Shlink types them
// (1 invalid_short_url, 2 base_url, 3 regular_404), with the URL visited and the redirect given.
// The journal carries both; a journal row of an orphan visit has link_id 0.
static QStringList visitRedirects(const SqlDialect &dialect)
{
    return {u"ALTER TABLE visits ADD COLUMN redirect_url TEXT"_s,
        u"ALTER TABLE removed_visits ADD COLUMN redirect_url TEXT"_s,
        u"ALTER TABLE hit_journal ADD COLUMN redirect_url TEXT"_s,
        u"ALTER TABLE hit_journal ADD COLUMN orphan INTEGER NOT NULL DEFAULT 0"_s,
        u"ALTER TABLE hit_journal ADD COLUMN visited_url TEXT NOT NULL DEFAULT ''"_s,
        u"CREATE TABLE orphan_visits (id "_s + dialect.autoIncrementPrimaryKey()
            + u", type INTEGER NOT NULL, at BIGINT NOT NULL, bot INTEGER NOT NULL,"
              " referrer_host TEXT NOT NULL DEFAULT '', browser TEXT NOT NULL DEFAULT '',"
              " visited_url TEXT NOT NULL DEFAULT '', redirect_url TEXT, count BIGINT NOT NULL DEFAULT 1)"_s,
        u"CREATE INDEX orphan_visits_at ON orphan_visits (at)"_s,
        // A cleared link's counters, kept with its visits in removed_visits until the clear can
        // no longer be undone (VisitStore::clear).
        u"CREATE TABLE cleared_counts (batch_id BIGINT NOT NULL REFERENCES removed_batches (id) ON DELETE "
        "CASCADE, link_id BIGINT NOT NULL, hits BIGINT NOT NULL, bot_hits BIGINT NOT NULL, last_hit_at BIGINT,"
        " PRIMARY KEY (batch_id, link_id))"_s};
}

QStringList migrationSteps(const SqlDialect &dialect, int from)
{
    switch (from) {
    case 0: return version1(dialect);
    case 1: return version2(dialect);
    case 2: return version3();
    case 3: return apiKeySignatureTokens(dialect);
    case 4: return leanerCreates(dialect);
    case 5: return sortIndexes(dialect);
    case 6: return removedBatches(dialect);
    case 7: return rulesIndex();
    case 8: return snowflakeMachines();
    case 9: return linkPasswords(dialect);
    case 10: return codePool();
    case 11: return linkNetworks(dialect);
    case 12: return linkTargetRules(dialect);
    case 13: return linkIdsNeverReused(dialect);
    case 14: return apiKeyScopes();
    case 15: return expiredUrls(dialect);
    case 16: return hitJournal(dialect);
    case 17: return shortDomains(dialect);
    case 18: return visitRedirects(dialect);
    default: return {};
    }
}

}  // namespace kurz
