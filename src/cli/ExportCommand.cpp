#include "cli/ExportCommand.h"

#include "cli/LinkOptions.h"
#include "core/io/LinkWriter.h"
#include "core/util/PrivateFiles.h"

#include <QBuffer>

using namespace Qt::StringLiterals;

namespace kurz {

QString ExportCommand::summary() const
{
    return tr("Export links (every one, or those --search, --tag or --broken pick) as kurz-json (lossless), shlink-csv "
              "or golink-jsonl");
}

void ExportCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption({u"format"_s, tr("kurz-json (default), shlink-csv or golink-jsonl."), u"F"_s, u"kurz-json"_s});
    parser.addOption({{u"o"_s, u"output"_s}, tr("Write to FILE instead of standard output."), u"FILE"_s});
    parser.addOption({u"safe-for-spreadsheets"_s,
        tr("shlink-csv: write fields that start with = + - @, a tab or a carriage return with a leading ' "
           "so that a spreadsheet shows them as text, not as formulas.")});
    LinkFilterOptions::addTo(parser);
}

int ExportCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QString formatName = parser.value(u"format"_s);
    const auto format = linkFormatFromName(formatName);
    if (!format || !exportFormatNames().contains(formatName))
        return context.fail(
            tr("'%1' is not an export format; choose %2.").arg(formatName, exportFormatNames().join(u", "_s)));
    LinkStore *store = context.store();
    if (!store)
        return 1;
    const bool safe = parser.isSet(u"safe-for-spreadsheets"_s);
    if (safe && *format != LinkFormat::ShlinkCsv)
        return context.fail(tr("--safe-for-spreadsheets applies to --format shlink-csv only."));
    // Picked by the filters: their ids first, then those links in id order.
    std::optional<QList<qint64>> picked;
    if (LinkSelection selection; LinkFilterOptions::applyTo(parser, selection.query)) {
        selection.allRows = true;
        auto ids = store->pages().idsOf(selection);
        if (!ids)
            return context.fail(ids.error().message);
        picked = std::move(ids).value();
    }
    const QList<qint64> *only = picked ? &*picked : nullptr;
    const QString path = parser.value(u"output"_s);
    if (!path.isEmpty())
        return exportToFile(context, *store, *format, safe, only, path);
    // Standard output streams; a stream without a device (tests) gets the text at the end.
    context.out().flush();
    QBuffer buffer;
    QIODevice *device = context.out().device();
    if (!device) {
        buffer.open(QIODevice::WriteOnly);
        device = &buffer;
    }
    const auto written = LinkWriter::create(*format, *device, context.baseUrl(), safe)->writeAll(*store, only);
    if (!written)
        return context.fail(written.error().message);
    if (device == &buffer)
        context.out() << QString::fromUtf8(buffer.data());
    return 0;
}

int ExportCommand::exportToFile(CommandContext &context, LinkStore &store, LinkFormat format, bool safeForSpreadsheets,
    const QList<qint64> *only, const QString &path)
{
    // The file appears whole or not at all, and only its owner may read it.
    PrivateFileWriter file(path);
    if (const QString problem = file.open(); !problem.isEmpty())
        return context.fail(tr("Cannot write %1: %2. Choose a folder you can write to.").arg(path, problem));
    const auto written
        = LinkWriter::create(format, file.device(), context.baseUrl(), safeForSpreadsheets)->writeAll(store, only);
    if (!written)
        return context.fail(written.error().message);
    if (const QString problem = file.commit(); !problem.isEmpty())
        return context.fail(tr("Cannot write %1: %2.").arg(path, problem));
    context.err() << tr("kurz: exported %n links to %1", nullptr, int(*written)).arg(path) << '\n';
    return 0;
}
}  // namespace kurz
