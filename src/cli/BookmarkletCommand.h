#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

namespace kurz {

// kurz bookmarklet [--new-token]: the "Shorten with Kurz" bookmarklet to paste as a bookmark's
// address, and a new token for it when the old one got into the wrong hands.
class BookmarkletCommand final : public Command {
    Q_DECLARE_TR_FUNCTIONS(kurz::BookmarkletCommand)

public:
    QString name() const override { return QStringLiteral("bookmarklet"); }
    QString summary() const override;
    void addOptions(QCommandLineParser &parser) override;
    int run(CommandContext &context, const QCommandLineParser &parser) override;
};

}  // namespace kurz
