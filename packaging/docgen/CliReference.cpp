#include "CliReference.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace kurz::docgen {

namespace {

QList<OptionDoc> fromOptions(const QList<QCommandLineOption> &options)
{
    QList<OptionDoc> docs;
    for (const QCommandLineOption &option : options)
        docs.append(OptionDoc::from(option));
    return docs;
}

// One "  term   description" entry of a help section, with its wrapped continuation lines.
struct HelpEntry {
    QString term;
    QString description;
};

// The entries of QCommandLineParser's "Options:" or "Arguments:" section.
QList<HelpEntry> helpSection(const QStringList &lines, QStringView title)
{
    static const QRegularExpression entry(u"^  (\\S.*?)\\s{2,}(\\S.*)$"_s);
    static const QRegularExpression continuation(u"^\\s{4,}(\\S.*)$"_s);
    QList<HelpEntry> entries;
    qsizetype at = lines.indexOf(title.toString());
    if (at < 0)
        return entries;
    for (++at; at < lines.size(); ++at) {
        if (const auto match = entry.match(lines[at]); match.hasMatch())
            entries.append({match.captured(1), match.captured(2)});
        else if (const auto more = continuation.match(lines[at]); more.hasMatch() && !entries.isEmpty())
            entries.last().description += u' ' + more.captured(1);
        else
            break;
    }
    return entries;
}

// "-h, --help" or "--alias <A>".
OptionDoc optionFromHelp(const HelpEntry &entry)
{
    OptionDoc doc{.description = entry.description};
    QString names = entry.term;
    if (const qsizetype value = names.indexOf(u" <"); value >= 0) {
        doc.valueName = names.mid(value + 2).chopped(1);
        names.truncate(value);
    }
    doc.names = names.split(u", "_s);
    return doc;
}

}  // namespace

OptionDoc OptionDoc::from(const QCommandLineOption &option)
{
    OptionDoc doc{.valueName = option.valueName(), .description = option.description()};
    for (const QString &name : option.names())
        doc.names.append((name.size() == 1 ? u"-"_s : u"--"_s) + name);
    return doc;
}

CliReference::CliReference(const Cli &cli)
    : m_commonOptions(fromOptions(Cli::commonOptions()))
    , m_windowOptions(fromOptions(Cli::windowOptions()))
{
    for (const auto &command : cli.commands()) {
        QCommandLineParser parser;
        parser.addOptions(Cli::commonOptions());
        command->addOptions(parser);
        const QStringList help = parser.helpText().split(u'\n');
        CommandDoc doc{.name = command->name(), .summary = command->summary()};
        const qsizetype optionsAt = help.value(0).indexOf(u"[options]");
        if (optionsAt >= 0)
            doc.arguments = help.value(0).mid(optionsAt + 9).trimmed();
        for (const HelpEntry &entry : helpSection(help, u"Arguments:"))
            doc.argumentDocs.append({entry.term, entry.description});
        const QList<HelpEntry> options = helpSection(help, u"Options:");
        for (qsizetype i = m_commonOptions.size(); i < options.size(); ++i)
            doc.options.append(optionFromHelp(options[i]));
        m_commands.append(doc);
    }
}

QString CliReference::shortSummary(const QString &summary)
{
    return summary.section(u':', 0, 0).trimmed();
}

bool CliReference::takesFile(const OptionDoc &option)
{
    return option.valueName == u"PATH" || option.valueName == u"FILE";
}

}  // namespace kurz::docgen
