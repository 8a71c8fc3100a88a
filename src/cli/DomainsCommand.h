#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// The short domains of the links and their not-found redirects: list them, or set the
// redirects of one domain (the default one by its name in server/baseUrl, or "").
class DomainsCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::DomainsCommand)

public:
    QString name() const override { return QStringLiteral("domains"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
