#include "cli/ApiKeyCommand.h"

#include "core/store/ApiKeyStore.h"
#include "core/store/DomainStore.h"
#include "core/util/Duration.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QJsonValue isoOrNull(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toString(Qt::ISODate)) : QJsonValue();
}

// The key's scope words for the list: "full" when it may do everything.
QString scopeText(const ApiKeyScope &scope)
{
    return scope.isFull() ? u"full"_s : scope.names().join(u", "_s);
}

}  // namespace

QString ApiKeyCommand::summary() const
{
    return tr("API keys for the Shlink and YOURLS APIs: kurz api-key create --name N [--read-only] [--own-links] "
              "[--domain D] [--expires DATE] | list | revoke N | token N");
}

void ApiKeyCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_s, tr("create, list, revoke or token."));
    parser.addPositionalArgument(
        u"name"_s, tr("The key to revoke, or whose YOURLS signature token to print."), u"[NAME]"_s);
    parser.addOption({u"name"_s, tr("Name of the new key, e.g. the tool that will use it."), u"N"_s});
    parser.addOption({u"read-only"_s, tr("The new key may read (every GET) but create or change nothing.")});
    parser.addOption({u"own-links"_s, tr("The new key may change only the links it creates; it still reads all.")});
    parser.addOption({u"expires"_s, tr("The new key is refused from this ISO-8601 date or date-time on."), u"DATE"_s});
    parser.addOption({u"domain"_s,
        tr("The new key makes its links on this short domain and changes only that domain's links."), u"D"_s});
}

int ApiKeyCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    const QString usage = tr(
        "Use 'kurz api-key create --name N', 'kurz api-key list', 'kurz api-key revoke N' or 'kurz api-key token N'.");
    if (action != u"create" && action != u"list" && action != u"revoke" && action != u"token")
        return context.fail(action.isEmpty() ? tr("api-key needs an action. ") + usage
                                             : tr("'%1' is not an api-key action. ").arg(action) + usage);
    auto database = context.database();
    if (!database)
        return 1;
    ApiKeyStore keys(database);

    if (action == u"create") {
        const QString name = parser.isSet(u"name"_s) ? parser.value(u"name"_s) : positional.value(1);
        if (name.isEmpty())
            return context.fail(tr("Name the new key: kurz api-key create --name sharex"));
        ApiKeyScope scope;
        scope.readOnly = parser.isSet(u"read-only"_s);
        scope.ownLinks = parser.isSet(u"own-links"_s);
        if (parser.isSet(u"domain"_s)) {
            const auto domain = DomainStore::normalized(parser.value(u"domain"_s));
            if (!domain)
                return context.fail(domain.error().message);
            scope.domain = *domain;
        }
        if (parser.isSet(u"expires"_s)) {
            scope.expiresAt = parseDateTime(parser.value(u"expires"_s));
            if (!scope.expiresAt.isValid())
                return context.fail(tr(
                    "'%1' is not a date. Write it as ISO-8601, e.g. --expires 2027-01-31 or 2027-01-31T18:00:00+01:00.")
                                        .arg(parser.value(u"expires"_s)));
        }
        const auto key = keys.create(name, scope);
        if (!key)
            return context.fail(key.error().message);
        if (context.json) {
            context.out() << QJsonDocument(QJsonObject{{u"name"_s, name.trimmed()}, {u"key"_s, key->key},
                                               {u"signatureToken"_s, key->signatureToken},
                                               {u"scope"_s, QJsonArray::fromStringList(scope.names())}})
                                 .toJson(QJsonDocument::Indented);
            return 0;
        }
        context.out() << key->key << '\n';
        context.err()
            << tr("kurz: this key is shown only now; store it in the tool that uses it.") << '\n'
            << tr("kurz: its YOURLS signature token, for signed requests ('kurz api-key token %1' shows it again): %2")
                   .arg(name.trimmed(), key->signatureToken)
            << '\n';
        return 0;
    }
    if (action == u"revoke" || action == u"token") {
        const QString name = positional.size() > 1 ? positional.at(1) : parser.value(u"name"_s);
        if (name.isEmpty())
            return context.fail(
                tr("Name the key: kurz api-key %1 NAME ('kurz api-key list' shows the names).").arg(action));
        if (action == u"token") {
            const auto token = keys.signatureToken(name);
            if (!token)
                return context.fail(token.error().message);
            context.out() << *token << '\n';
            return 0;
        }
        const auto revoked = keys.revoke(name);
        if (!revoked)
            return context.fail(revoked.error().message);
        if (!*revoked)
            context.err() << tr("kurz: the key '%1' was already revoked.").arg(name) << '\n';
        return 0;
    }

    const QList<ApiKeyInfo> all = keys.list();
    if (context.json) {
        QJsonArray array;
        for (const ApiKeyInfo &key : all)
            array.append(QJsonObject{{u"name"_s, key.name}, {u"created"_s, isoOrNull(key.createdAt)},
                {u"revoked"_s, isoOrNull(key.revokedAt)}, {u"readOnly"_s, key.scope.readOnly},
                {u"ownLinks"_s, key.scope.ownLinks}, {u"expires"_s, isoOrNull(key.scope.expiresAt)},
                {u"domain"_s, key.scope.domain.isEmpty() ? QJsonValue() : QJsonValue(key.scope.domain)}});
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return 0;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const ApiKeyInfo &key : all) {
        const QString state = key.revokedAt.isValid() ? u"revoked "_s + key.revokedAt.toString(Qt::ISODate)
            : key.scope.expired(now)                  ? u"expired"_s
                                                      : u"active"_s;
        context.out() << key.name << '\t' << key.createdAt.toString(Qt::ISODate) << '\t' << state << '\t'
                      << scopeText(key.scope) << '\n';
    }
    return 0;
}

}  // namespace kurz
