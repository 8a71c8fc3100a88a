#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// A link's redirect rules (TargetRules): list them, set them from a file in Shlink's JSON shape,
// add one, or clear them.
class RulesCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::RulesCommand)

public:
    QString name() const override { return QStringLiteral("rules"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
