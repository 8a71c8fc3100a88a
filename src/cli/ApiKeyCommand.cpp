#include "cli/ApiKeyCommand.h"

#include "core/store/ApiKeyStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kurz {

namespace {

QJsonValue isoOrNull(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toString(Qt::ISODate)) : QJsonValue();
}

} // namespace

QString ApiKeyCommand::summary() const
{
    return QStringLiteral("API keys for the Shlink and YOURLS APIs: kurz api-key create --name N | list | revoke N");
}

void ApiKeyCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"action"_qs, u"create, list or revoke."_qs);
    parser.addPositionalArgument(u"name"_qs, u"The key to revoke."_qs, u"[NAME]"_qs);
    parser.addOption({u"name"_qs, u"Name of the new key, e.g. the tool that will use it."_qs, u"N"_qs});
}

int ApiKeyCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    const QString usage = QStringLiteral("Use 'kurz api-key create --name N', 'kurz api-key list' or 'kurz api-key revoke N'.");
    if (action != u"create" && action != u"list" && action != u"revoke")
        return context.fail(action.isEmpty() ? u"api-key needs an action. "_qs + usage
                                             : QStringLiteral("'%1' is not an api-key action. ").arg(action) + usage);
    auto database = context.database();
    if (!database)
        return 1;
    ApiKeyStore keys(database);

    if (action == u"create") {
        const QString name = parser.isSet(u"name"_qs) ? parser.value(u"name"_qs) : positional.value(1);
        if (name.isEmpty())
            return context.fail(u"Name the new key: kurz api-key create --name sharex"_qs);
        const auto key = keys.create(name);
        if (!key)
            return context.fail(key.error().message);
        context.out() << *key << '\n';
        context.err() << "kurz: this key is shown only now; store it in the tool that uses it.\n";
        return 0;
    }
    if (action == u"revoke") {
        const QString name = positional.size() > 1 ? positional.at(1) : parser.value(u"name"_qs);
        if (name.isEmpty())
            return context.fail(u"Name the key to revoke: kurz api-key revoke NAME ('kurz api-key list' shows the names)."_qs);
        const auto revoked = keys.revoke(name);
        if (!revoked)
            return context.fail(revoked.error().message);
        if (!*revoked)
            context.err() << "kurz: the key '" << name << "' was already revoked.\n";
        return 0;
    }

    const QList<ApiKeyInfo> all = keys.list();
    if (context.json) {
        QJsonArray array;
        for (const ApiKeyInfo &key : all)
            array.append(QJsonObject{{u"name"_qs, key.name}, {u"created"_qs, isoOrNull(key.createdAt)},
                                     {u"revoked"_qs, isoOrNull(key.revokedAt)}});
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const ApiKeyInfo &key : all) {
        context.out() << key.name << '\t' << key.createdAt.toString(Qt::ISODate) << '\t'
                      << (key.revokedAt.isValid() ? u"revoked "_qs + key.revokedAt.toString(Qt::ISODate) : u"active"_qs) << '\n';
    }
    return 0;
}

} // namespace kurz
