#pragma once

#include "cli/Command.h"

namespace kurz {

class ShowCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("show"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

} // namespace kurz
