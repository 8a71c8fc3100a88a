#include "core/store/LinkQuery.h"

#include "core/store/SqlDialect.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kurz {

std::optional<LinkQuery::Sort> sortFromName(const QString &name)
{
    static const QHash<QString, LinkQuery::Sort> names{
        {u"code"_s, LinkQuery::Sort::Code},
        {u"target"_s, LinkQuery::Sort::Target},
        {u"title"_s, LinkQuery::Sort::Title},
        {u"tags"_s, LinkQuery::Sort::Tags},
        {u"created"_s, LinkQuery::Sort::Created},
        {u"hits"_s, LinkQuery::Sort::Hits},
        {u"bot-hits"_s, LinkQuery::Sort::BotHits},
        {u"last-hit"_s, LinkQuery::Sort::LastHit},
        {u"expires"_s, LinkQuery::Sort::Expires},
        {u"status"_s, LinkQuery::Sort::Status},
    };
    const auto it = names.constFind(name.toLower());
    if (it == names.cend())
        return std::nullopt;
    return *it;
}

Result<void> LinkQuery::checkSearch() const
{
    if (search.size() > MaxSearchLength)
        return invalidInput(QCoreApplication::translate("kurz::LinkStore",
                                "A search may be at most %1 characters long; this one has %2. Search for fewer words.")
                                .arg(MaxSearchLength)
                                .arg(search.size()),
            u"search"_s);
    const qsizetype words = search.split(u' ', Qt::SkipEmptyParts).size();
    if (words > MaxSearchWords)
        return invalidInput(QCoreApplication::translate("kurz::LinkStore",
                                "A search may have at most %1 words; this one has %2. Search for fewer words.")
                                .arg(MaxSearchWords)
                                .arg(words),
            u"search"_s);
    return {};
}

void LinkQuery::setSearchText(const QString &text)
{
    QStringList words;
    bool namedTags = false;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (word.startsWith(u"tag:", Qt::CaseInsensitive) && word.size() > 4) {
            tags << word.mid(4);
            namedTags = true;
            continue;
        }
        if (word.startsWith(u"status:", Qt::CaseInsensitive)) {
            const QString name = word.mid(7).toLower();
            if (name == u"broken") {
                brokenOnly = true;
                continue;
            }
            if (const auto named = linkStatusFromName(name)) {
                status = named;
                continue;
            }
        }
        words << word;
    }
    search = words.join(u' ');
    if (namedTags)
        allTags = tags.size() > 1;  // one tag needs no grouping
}

}  // namespace kurz
