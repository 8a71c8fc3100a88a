#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

class ListCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::ListCommand)

public:
    QString name() const override { return QStringLiteral("list"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
