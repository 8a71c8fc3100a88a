#include "cli/RulesCommand.h"

#include "core/links/LinkService.h"
#include "core/store/DomainStore.h"
#include "core/store/LinkStore.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// "device:android", "query-param:utm=x", "any-value-query-param:ref": a condition as one word.
Result<TargetCondition> conditionOf(const QString &word)
{
    const qsizetype colon = word.indexOf(u':');
    const QString type = colon < 0 ? word : word.left(colon);
    const QString rest = colon < 0 ? QString() : word.mid(colon + 1);
    if (type == "query-param"_L1) {
        const qsizetype equals = rest.indexOf(u'=');
        return TargetCondition::make(
            type, equals < 0 ? rest : rest.left(equals), equals < 0 ? QString() : rest.mid(equals + 1));
    }
    if (type == "any-value-query-param"_L1 || type == "valueless-query-param"_L1)
        return TargetCondition::make(type, rest, {});
    return TargetCondition::make(type, {}, rest);
}

void printRules(QTextStream &out, const QList<TargetRule> &rules)
{
    if (rules.isEmpty()) {
        out << RulesCommand::tr("No redirect rules: every visitor gets the link's target.") << '\n';
        return;
    }
    for (qsizetype i = 0; i < rules.size(); ++i) {
        QStringList conditions;
        for (const TargetCondition &condition : rules[i].conditions)
            conditions.append(condition.describe());
        out << i + 1 << ". " << rules[i].longUrl << '\n'
            << "   " << RulesCommand::tr("when") << ' ' << conditions.join(u", "_s) << '\n';
    }
}

}  // namespace

QString RulesCommand::summary() const
{
    return tr("A link's redirect rules: kurz rules CODE list | set FILE | add URL TYPE:VALUE... [--priority N] | "
              "clear");
}

void RulesCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"code"_s, tr("The link's code."));
    parser.addPositionalArgument(u"action"_s,
        tr("list; set FILE (Shlink's JSON: {\"redirectRules\": [...]} or the list alone; - for standard input); add "
           "URL CONDITION... with conditions such as device:android, browser:firefox, language:de, query-param:utm=x, "
           "any-value-query-param:ref, valueless-query-param:promo, ip-address:10.0.*.*, "
           "before-date:2026-03-01T00:00:00Z, after-date:...; clear."));
    parser.addOption({u"priority"_s, tr("With add: the new rule's place, 1 for first (default: last)."), u"N"_s});
    parser.addOption({u"domain"_s, tr("The link's short domain, when it is not on the default one."), u"D"_s});
}

int RulesCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.size() < 2)
        return context.fail(tr("rules needs a code and an action, e.g. kurz rules demo list"));
    const QString &code = args[0];
    const QString &action = args[1];
    LinkService *links = context.links();
    if (!links)
        return 1;
    const auto domain = DomainStore::normalized(parser.value(u"domain"_s));
    if (!domain)
        return context.fail(domain.error().message);
    const QString key = LinkAddress::keyOf(code, *domain);
    const auto link = links->get(key);
    if (!link && link.error().reason == reasons::LinkNotFound)
        return context.fail(domain->isEmpty()
                ? tr("No link has the code '%1'. Run 'kurz list' to see the codes.").arg(code)
                : tr("No link has the code '%1' on %2. Run 'kurz list --domain %2' to see its codes.")
                      .arg(code, *domain));
    if (!link)
        return context.fail(link.error().message);

    QList<TargetRule> rules = link->targetRules;
    if (action == "list"_L1) {
        if (args.size() != 2)
            return context.fail(tr("list takes nothing more: kurz rules %1 list").arg(code));
    } else if (action == "clear"_L1) {
        if (args.size() != 2)
            return context.fail(tr("clear takes nothing more: kurz rules %1 clear").arg(code));
        rules.clear();
    } else if (action == "set"_L1) {
        if (args.size() != 3)
            return context.fail(tr("set needs one file: kurz rules %1 set rules.json").arg(code));
        QFile file;
        const bool opened = args[2] == "-"_L1 ? file.open(stdin, QIODevice::ReadOnly)
                                              : (file.setFileName(args[2]), file.open(QIODevice::ReadOnly));
        if (!opened)
            return context.fail(tr("Cannot read %1: %2").arg(args[2], file.errorString()));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.read(4 * 1024 * 1024), &error);
        if (error.error != QJsonParseError::NoError)
            return context.fail(tr("%1 is not JSON (%2). Write the rules as Shlink does: {\"redirectRules\": [...]}.")
                                    .arg(args[2], error.errorString()));
        const QJsonArray list
            = document.isArray() ? document.array() : document.object().value(u"redirectRules"_s).toArray();
        if (!document.isArray() && !document.object().value(u"redirectRules"_s).isArray())
            return context.fail(tr("%1 has no redirectRules list. Write the rules as Shlink does: "
                                   "{\"redirectRules\": [{\"longUrl\": ..., \"conditions\": [...]}]}.")
                                    .arg(args[2]));
        auto read = targetrules::fromJson(list);
        if (!read)
            return context.fail(read.error().message);
        rules = *read;
    } else if (action == "add"_L1) {
        if (args.size() < 4)
            return context.fail(
                tr("add needs a URL and at least one condition: kurz rules %1 add https://example.org device:android")
                    .arg(code));
        TargetRule rule{args[2], {}};
        for (qsizetype i = 3; i < args.size(); ++i) {
            auto condition = conditionOf(args[i]);
            if (!condition)
                return context.fail(condition.error().message);
            rule.conditions.append(*condition);
        }
        qsizetype at = rules.size();
        if (parser.isSet(u"priority"_s)) {
            bool ok = false;
            const int priority = parser.value(u"priority"_s).toInt(&ok);
            if (!ok || priority < 1)
                return context.fail(tr("--priority must be 1 or more."));
            at = std::min<qsizetype>(priority - 1, rules.size());
        }
        rules.insert(at, rule);
    } else {
        return context.fail(tr("'%1' is no rules action. Use list, set, add or clear.").arg(action));
    }

    if (action != "list"_L1) {
        LinkEdit edit;
        edit.targetRules = rules;
        const auto saved = links->edit(key, edit);
        if (!saved)
            return context.fail(saved.error().message);
        rules = saved->targetRules;
    }
    if (context.json)
        context.out() << QJsonDocument(
            QJsonObject{{u"defaultLongUrl"_s, link->target}, {u"redirectRules"_s, targetrules::toJson(rules)}})
                             .toJson(QJsonDocument::Indented);
    else
        printRules(context.out(), rules);
    return 0;
}

}  // namespace kurz
