#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz check [CODE...] [--json]: checks the targets of the given links (all without codes),
// records the results and prints them. Exit 0 even when targets are broken.
class CheckCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::CheckCommand)

public:
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
