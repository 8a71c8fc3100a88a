#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz import FILE|- [--format F] [--on-conflict skip|new-code] [--dry-run] [--json], or
// --from-shlink URL --api-key K. Exit 0: every row accepted; 2: some refused; 1: nothing
// could be read (and nothing was stored) or storing failed.
class ImportCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::ImportCommand)

public:
    QString name() const override { return QStringLiteral("import"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
