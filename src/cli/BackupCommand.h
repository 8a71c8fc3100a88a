#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz backup FILE [--force]: a consistent copy of the database, also while it serves.
class BackupCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::BackupCommand)

public:
    QString name() const override { return QStringLiteral("backup"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
