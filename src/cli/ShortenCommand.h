#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

class ShortenCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::ShortenCommand)

public:
    QString name() const override { return QStringLiteral("shorten"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
