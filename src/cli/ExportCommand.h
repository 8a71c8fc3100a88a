#pragma once

#include "cli/Command.h"
#include "core/io/LinkFormat.h"

namespace kurz {

// kurz export [--format kurz-json|shlink-csv|golink-jsonl] [-o FILE]: every link, to
// standard output or atomically into FILE.
class ExportCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;

private:
    static int exportToFile(CommandContext &context, LinkStore &store, LinkFormat format, const QString &path);
};

} // namespace kurz
