#pragma once

#include "cli/Command.h"

namespace kurz {

// `kurz codes encode|decode`: a plain codec for checking and migrating codes, with each
// specification's defaults unless options say otherwise (never this database's secrets).
class CodesCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("codes"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

} // namespace kurz
