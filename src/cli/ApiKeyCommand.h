#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// `kurz api-key create --name N | list | revoke N`: keys for the Shlink and YOURLS APIs.
// create prints the new key alone on stdout; it is never shown again.
class ApiKeyCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::ApiKeyCommand)

public:
    QString name() const override { return QStringLiteral("api-key"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
