#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

class EditCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::EditCommand)

public:
    QString name() const override { return QStringLiteral("edit"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
