#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz status [--json]: whether a listener (a window's or kurz serve) runs for this database,
// where, since when and with what counts, from the records listeners keep in the database.
// Exit status 0 when one runs, 3 when none does.
class StatusCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::StatusCommand)

public:
    static constexpr int NotRunning = 3;

    QString name() const override { return QStringLiteral("status"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &) override { }
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
