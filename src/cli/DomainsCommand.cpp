#include "cli/DomainsCommand.h"

#include "core/store/DomainStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QJsonValue urlOrNull(const QString &url)
{
    return url.isEmpty() ? QJsonValue() : QJsonValue(url);
}

}  // namespace

QString DomainsCommand::summary() const
{
    return tr("Short domains: kurz domains list | set-redirects DOMAIN [--base-url U] [--regular-404 U] "
              "[--invalid-short-url U]");
}

void DomainsCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_s,
        tr("list: the default domain and every domain with links or redirects; set-redirects DOMAIN: where requests "
           "that find no link go (options left out: none)."));
    parser.addOptions({
        {u"base-url"_s, tr("With set-redirects: where / goes."), u"U"_s},
        {u"regular-404"_s, tr("With set-redirects: where other paths that are no code go."), u"U"_s},
        {u"invalid-short-url"_s, tr("With set-redirects: where a code that no link has goes."), u"U"_s},
    });
}

int DomainsCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    const auto database = context.database();
    if (!database)
        return 1;
    DomainStore domains(database);
    const QString defaultHost = QUrl(context.baseUrl()).host().toLower();
    if (args.value(0) == "list"_L1 && args.size() == 1) {
        const auto listed = domains.list();
        if (!listed)
            return context.fail(listed.error().message);
        QJsonArray json;
        for (const ShortDomain &domain : *listed) {
            const QString name = domain.name.isEmpty() ? defaultHost : domain.name;
            if (context.json) {
                json.append(QJsonObject{{u"domain"_s, name}, {u"isDefault"_s, domain.name.isEmpty()},
                    {u"baseUrlRedirect"_s, urlOrNull(domain.redirects.baseUrl)},
                    {u"regular404Redirect"_s, urlOrNull(domain.redirects.regular404)},
                    {u"invalidShortUrlRedirect"_s, urlOrNull(domain.redirects.invalidShortUrl)}});
                continue;
            }
            context.out() << name << (domain.name.isEmpty() ? tr(" (default)") : QString()) << '\n';
            const std::pair<QString, QString> redirects[]{{tr("base URL"), domain.redirects.baseUrl},
                {tr("regular 404"), domain.redirects.regular404},
                {tr("invalid short URL"), domain.redirects.invalidShortUrl}};
            for (const auto &[label, url] : redirects) {
                if (!url.isEmpty())
                    context.out() << "  " << label << ": " << url << '\n';
            }
        }
        if (context.json)
            context.out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
        return 0;
    }
    if (args.value(0) == "set-redirects"_L1 && args.size() == 2) {
        const auto named = DomainStore::normalized(args[1]);
        if (!named)
            return context.fail(named.error().message);
        const QString domain = *named == defaultHost ? QString() : *named;
        DomainRedirects redirects{
            parser.value(u"base-url"_s), parser.value(u"regular-404"_s), parser.value(u"invalid-short-url"_s)};
        if (auto saved = domains.setRedirects(domain, redirects); !saved.ok())
            return context.fail(saved.error().message);
        return 0;
    }
    return context.fail(tr("domains needs list, or set-redirects and a domain, e.g. "
                           "kurz domains set-redirects s.example.org --invalid-short-url https://example.org/"));
}

}  // namespace kurz
