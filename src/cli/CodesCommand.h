#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// `kurz codes encode|decode`: a plain codec for checking and migrating codes, with each
// specification's defaults unless options say otherwise (never this database's secrets);
// `kurz codes pool [--refill N]`: the pool strategy's pool in the database.
class CodesCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::CodesCommand)

public:
    QString name() const override { return QStringLiteral("codes"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;

private:
    int runPool(CommandContext &context, const QCommandLineParser &parser);
};

}  // namespace kurz
