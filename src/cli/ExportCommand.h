#pragma once

#include "cli/Command.h"
#include "core/io/LinkFormat.h"

#include <QCoreApplication>

namespace kurz {

// kurz export [--format kurz-json|shlink-csv|golink-jsonl] [--safe-for-spreadsheets] [-o FILE]: every link, to
// standard output or atomically into FILE.
class ExportCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::ExportCommand)

public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;

private:
    static int exportToFile(CommandContext &context, LinkStore &store, LinkFormat format, bool safeForSpreadsheets,
        const QList<qint64> *only, const QString &path);
};

}  // namespace kurz
