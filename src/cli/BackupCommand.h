#pragma once

#include "cli/Command.h"

namespace kurz {

// kurz backup FILE [--force]: a consistent copy of the database, also while it serves.
class BackupCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("backup"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

} // namespace kurz
