#include "cli/ListCommand.h"

#include "cli/LinkOptions.h"
#include "cli/LinkPrinter.h"
#include "core/store/LinkStore.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace kurz {

QString ListCommand::summary() const
{
    return tr("List links: kurz list [--search S] [--tag T] [--sort FIELD] [--limit N] [--broken]");
}

void ListCommand::addOptions(QCommandLineParser &parser)
{
    LinkFilterOptions::addTo(parser);
    parser.addOptions({
        {u"sort"_s,
            tr("Sort by code, target, title, created, hits, bot-hits, last-hit or expires; prefix - for descending "
               "(default -created)."),
            u"FIELD"_s},
        {u"limit"_s, tr("At most N links (default 100; 0 for all)."), u"N"_s},
    });
}

int ListCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    LinkQuery query;
    LinkFilterOptions::applyTo(parser, query);
    if (parser.isSet(u"sort"_s)) {
        QString field = parser.value(u"sort"_s);
        query.descending = field.startsWith(u'-');
        if (query.descending || field.startsWith(u'+'))
            field = field.mid(1);
        const auto sort = sortFromName(field);
        if (!sort)
            return context.fail(
                tr("Cannot sort by '%1'. Use code, target, title, created, hits, bot-hits, last-hit or expires.")
                    .arg(field));
        query.sort = *sort;
    }
    if (parser.isSet(u"limit"_s)) {
        bool ok = false;
        query.limit = parser.value(u"limit"_s).toLongLong(&ok);
        if (!ok || query.limit < 0)
            return context.fail(tr("--limit needs a whole number (0 for all)."));
    }
    LinkStore *store = context.store();
    if (!store)
        return 1;
    const auto page = store->pages().page(query);
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

}  // namespace kurz
