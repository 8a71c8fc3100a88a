#include "cli/ListCommand.h"

#include "cli/LinkPrinter.h"
#include "core/store/LinkStore.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kurz {

QString ListCommand::summary() const
{
    return QStringLiteral("List links: kurz list [--search S] [--tag T] [--sort FIELD] [--limit N]");
}

void ListCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"search"_qs, u"Only links whose code, target, title, notes or tags contain these words."_qs, u"S"_qs},
        {u"tag"_qs, u"Only links with this tag; repeat for more (any of them)."_qs, u"T"_qs},
        {u"sort"_qs, u"Sort by code, target, title, created, hits, bot-hits, last-hit or expires; prefix - for descending (default -created)."_qs, u"FIELD"_qs},
        {u"limit"_qs, u"At most N links (default 100; 0 for all)."_qs, u"N"_qs},
    });
}

int ListCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    LinkQuery query;
    query.search = parser.value(u"search"_qs);
    query.tags = parser.values(u"tag"_qs);
    if (parser.isSet(u"sort"_qs)) {
        QString field = parser.value(u"sort"_qs);
        query.descending = field.startsWith(u'-');
        if (query.descending || field.startsWith(u'+'))
            field = field.mid(1);
        const auto sort = sortFromName(field);
        if (!sort)
            return context.fail(QStringLiteral("Cannot sort by '%1'. Use code, target, title, created, hits, bot-hits, last-hit or expires.").arg(field));
        query.sort = *sort;
    }
    if (parser.isSet(u"limit"_qs)) {
        bool ok = false;
        query.limit = parser.value(u"limit"_qs).toLongLong(&ok);
        if (!ok || query.limit < 0)
            return context.fail(u"--limit needs a whole number (0 for all)."_qs);
    }
    LinkStore *store = context.store();
    if (!store)
        return 1;
    const auto page = store->page(query);
    if (!page)
        return context.fail(page.error().message);
    const QList<Link> &links = *page;
    if (context.json) {
        QJsonArray array;
        const QString base = context.baseUrl();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const Link &link : links)
            array.append(link.toJson(base, now));
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        printLinkTable(context.out(), links);
    }
    return 0;
}

} // namespace kurz
