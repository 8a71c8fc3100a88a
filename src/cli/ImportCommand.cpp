#include "cli/ImportCommand.h"

#include "cli/ShlinkApiReader.h"
#include "core/io/Importer.h"
#include "core/util/SafeText.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>
#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

std::atomic<bool> interrupted{false};

void onInterrupt(int)
{
    interrupted = true;
}

// In the order of keys (QJsonObject would sort them), for people reading it.
QByteArray summaryJson(const QString &format, const ImportOutcome &outcome)
{
    QJsonArray invalid;
    for (const ImportProblem &problem : outcome.invalid)
        invalid.append(QJsonObject{{u"line"_s, problem.line}, {u"reason"_s, problem.reason}});
    const QByteArray formatJson = QJsonDocument(QJsonArray{format}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
    return "{\"format\":" + formatJson + ",\"rows\":" + QByteArray::number(outcome.rows) + ",\"new\":"
        + QByteArray::number(outcome.added) + ",\"same\":" + QByteArray::number(outcome.same) + ",\"conflicts\":"
        + QByteArray::number(outcome.conflicts) + ",\"renamed\":" + QByteArray::number(outcome.renamed)
        + ",\"invalid\":" + QJsonDocument(invalid).toJson(QJsonDocument::Compact) + '}';
}

QString summaryLine(const QString &format, const ImportOutcome &outcome, bool dryRun)
{
    const QString line = ImportCommand::tr(
        "%1: %n rows: %2 new, %3 same, %4 conflicts skipped, %5 renamed, %6 invalid", nullptr, int(outcome.rows))
                             .arg(format)
                             .arg(outcome.added)
                             .arg(outcome.same)
                             .arg(outcome.conflicts)
                             .arg(outcome.renamed)
                             .arg(outcome.invalid.size());
    return dryRun ? ImportCommand::tr("Dry run, nothing stored. %1").arg(line) : line;
}

}  // namespace

QString ImportCommand::summary() const
{
    return tr("Import links from Shlink, YOURLS, Bitly, golink or kurz-json: kurz import FILE|-");
}

void ImportCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"file"_s, tr("The file to import; - reads standard input."), u"FILE|-"_s);
    parser.addOption(
        {u"format"_s, tr("auto (default), %1.").arg(importFormatNames().join(u", "_s)), u"F"_s, u"auto"_s});
    parser.addOption({u"on-conflict"_s, tr("A code taken by a link to another target: skip (default) or new-code."),
        u"P"_s, u"skip"_s});
    parser.addOption({u"dry-run"_s, tr("Report what would happen; store nothing.")});
    parser.addOption({u"from-shlink"_s, tr("Import from a running Shlink server at URL instead of a file."), u"URL"_s});
    parser.addOption({u"api-key"_s, tr("The Shlink server's API key (with --from-shlink)."), u"K"_s});
}

int ImportCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QString formatName = parser.value(u"format"_s);
    const std::optional<LinkFormat> format = linkFormatFromName(formatName);
    if (!format && formatName != u"auto")
        return context.fail(
            tr("'%1' is not an import format; choose auto, %2.").arg(formatName, importFormatNames().join(u", "_s)));
    const QString conflictName = parser.value(u"on-conflict"_s);
    if (conflictName != u"skip" && conflictName != u"new-code")
        return context.fail(tr("--on-conflict is skip or new-code, not '%1'.").arg(conflictName));
    const ConflictPolicy policy = conflictName == u"skip" ? ConflictPolicy::Skip : ConflictPolicy::NewCode;
    const bool dryRun = parser.isSet(u"dry-run"_s);

    QFile file;
    std::unique_ptr<LinkReader> reader;
    QString readerName;
    if (parser.isSet(u"from-shlink"_s)) {
        if (!parser.isSet(u"api-key"_s))
            return context.fail(tr("--from-shlink needs the server's key: add --api-key KEY."));
        auto shlink
            = std::make_unique<ShlinkApiReader>(QUrl(parser.value(u"from-shlink"_s)), parser.value(u"api-key"_s));
        if (auto failed = shlink->start(); !failed.ok())
            return context.fail(failed.error().message);
        reader = std::move(shlink);
        readerName = ShlinkApiReader::formatName();
    } else {
        const QString path = parser.positionalArguments().value(0);
        if (path.isEmpty())
            return context.fail(tr("Name the file to import: kurz import links.csv (or - for standard input)."));
        const bool opened = path == u"-" ? file.open(stdin, QIODevice::ReadOnly)
                                         : (file.setFileName(path), file.open(QIODevice::ReadOnly));
        if (!opened)
            return context.fail(tr("Cannot open %1: %2.").arg(path, file.errorString()));
        auto opened2 = LinkReader::open(file, format);
        if (!opened2)
            return context.fail(tr("%1 Nothing was imported.").arg(opened2.error().message));
        reader = std::move(opened2).value();
        readerName = linkFormatName(reader->format());
    }
    LinkService *links = context.links();
    if (!links)
        return 1;

    Importer importer(*links, *reader, policy, dryRun);
    importer.setDeferIndexes(true);
    importer.setReadAhead(!parser.isSet(u"from-shlink"_s));  // the Shlink API's reader needs this thread's event loop
    const bool terminal = !context.json && ::isatty(STDERR_FILENO);
    interrupted = false;
    const auto previous = std::signal(SIGINT, onInterrupt);
    const auto failed = importer.run([&] {
        if (terminal && importer.total().rows > 0)
            context.err() << '\r' << tr("%n rows read…", nullptr, int(importer.total().rows)) << Qt::flush;
        return interrupted.load();
    });
    std::signal(SIGINT, previous);
    if (terminal && importer.total().rows > 0)
        context.err() << '\r';

    const ImportOutcome &outcome = importer.total();
    if (!failed.ok()) {
        return context.fail(tr(
            "%1 The batch in progress was rolled back; the %n rows before it are imported.", nullptr, int(outcome.rows))
                                .arg(failed.error().message));
    }
    if (context.json) {
        context.out() << QString::fromUtf8(summaryJson(readerName, outcome)) << '\n';
    } else {
        for (const ImportProblem &problem : outcome.invalid)
            context.err() << tr("line %1: %2").arg(problem.line).arg(escapedControls(problem.reason)) << '\n';
        context.out() << summaryLine(readerName, outcome, dryRun) << '\n';
    }
    if (interrupted) {
        context.err() << tr("kurz: interrupted; the rows above were imported, the rest of the file was not.") << '\n';
        return 130;
    }
    return outcome.invalid.isEmpty() ? 0 : 2;
}

}  // namespace kurz
