#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz visits delete CODE | --orphan: what Shlink's DELETE of a link's visits and of the orphan
// visits do, from the command line.
class VisitsCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::VisitsCommand)

public:
    QString name() const override { return QStringLiteral("visits"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
