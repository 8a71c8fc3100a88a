#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz serve [--listen HOST:PORT]: the redirect listener without a window, until SIGINT or
// SIGTERM, which stop it cleanly (every served hit written).
class ServeCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::ServeCommand)

public:
    QString name() const override { return QStringLiteral("serve"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
