#pragma once

#include "core/store/SqlStatements.h"

#include <QStringList>

namespace kurz {

// The search index over code, target, title, notes and tags. On SQLite an FTS5 trigram index:
// edits and deletes keep it exact through triggers; new links are added in batches by
// catchUp(), which searches call first, so that creates stay cheap. On PostgreSQL a pg_trgm
// GIN index over searchedText() that the server keeps up itself. One thread uses it.
class SearchIndex {
public:
    explicit SearchIndex(std::shared_ptr<Database> database);

    // Adds links created since the last call to the index, in one transaction.
    Result<void> catchUp();

    // Indexes at once the links whose ids a JSON array of one-element arrays lists (links put
    // back), those below the catch-up watermark.
    Result<void> indexMany(const QString &idsJson);

    // Whether the index can find the word: every spelling of it (searchVariants) has three or
    // more characters, as the trigram index finds substrings that long.
    static bool takes(const QString &word);
    // One full-text query for all words the index can find, each matching any of its
    // spellings, all required; empty when none can be.
    QString matchExpression(const QStringList &words) const;
    // A subquery of the ids of links matching a bound matchExpression().
    static QString matchingIds();
    // A condition that `word` occurs in code, target, title, notes or tags, whatever its case,
    // with its values appended to `binds`: for words the index cannot match.
    QString wordCondition(const QString &word, QVariantList &binds) const;
    // What PostgreSQL's trigram index covers: the searched columns, space-separated, so that
    // no word (searches split at spaces) matches across two of them.
    static QString searchedText();

private:
    SqlStatements m_sql;
};

}  // namespace kurz
