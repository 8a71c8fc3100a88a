#pragma once

#include "core/links/Link.h"
#include "core/util/Result.h"

#include <QDateTime>
#include <QStringList>

#include <optional>

namespace kurz {

// What a page of links is cut from.
struct LinkQuery {
    enum class Sort { Code, Target, Title, Tags, Created, Hits, BotHits, LastHit, Expires, Status };

    static constexpr int MaxSearchWords = 16;
    static constexpr int MaxSearchLength = 256;

    QString search;  // words; each must occur in code, target, title, notes or tags
    QStringList tags;  // links carrying these tags
    bool allTags = false;  // every tag (true) or any of them (false)
    QDateTime createdFrom;  // inclusive; invalid: open
    QDateTime createdUntil;  // inclusive; invalid: open
    bool excludeLimitReached = false;  // leave out links whose human hits reached their visit limit
    QDateTime excludeExpiredAt;  // leave out links expired at this time; invalid: keep them
    std::optional<LinkStatus> status;  // only links in this state now (decideStatus's order)
    bool brokenOnly = false;  // only links whose last check found the target broken
    std::optional<QString> domain;  // only links of this short domain ('' the default one); unset: all
    Sort sort = Sort::Created;
    bool descending = true;
    qint64 offset = 0;
    qint64 limit = 100;  // <= 0: no limit
    qint64 expectedRows = -1;  // count() of this query when the caller knows it: helps pick a plan
    qint64 countLimit = 0;  // count() stops counting here (0: counts all)

    // Whether the search can be run, or why it is refused (too many words or characters).
    Result<void> checkSearch() const;
    // Reads `text` as the window's search box, `kurz list --search` and the Shlink API's
    // searchTerm all read it: plain words go into `search`; tag:NAME adds a tag (the tags
    // named so must all be there, with those already set); status:live, scheduled, expired,
    // limit-reached or disabled sets the status; status:broken sets brokenOnly. A word of that
    // form that names no status is searched for as it is.
    void setSearchText(const QString &text);
};

std::optional<LinkQuery::Sort> sortFromName(const QString &name);

// The links a big delete takes, without listing them: rows of a query at positions a view
// shows (each run of rows told by its first and last link, so that rows that moved meanwhile
// are refused rather than deleted), and links named by id.
struct LinkSelection {
    struct Rows {
        qint64 first = 0;  // the position of the first row, 0-based
        qint64 count = 0;
        qint64 firstId = 0;  // the links the view showed there
        qint64 lastId = 0;
    };
    LinkQuery query;  // its offset and limit are ignored
    QList<Rows> rows;
    QList<qint64> ids;
    bool allRows = false;  // every link the query finds, however many (exports of a search)
};

}  // namespace kurz
