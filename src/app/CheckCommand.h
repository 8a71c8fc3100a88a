#pragma once

#include "cli/Command.h"

namespace kurz {

// kurz check [CODE...] [--json]: checks the targets of the given links (all without codes),
// records the results and prints them. Exit 0 even when targets are broken.
class CheckCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

} // namespace kurz
