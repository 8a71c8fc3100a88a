#pragma once

#include "core/store/LinkStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>

#include <optional>

namespace kurz {

// The options `shorten` and `edit` share: expiry, start, visit limit, redirect status, password.
// Each member is set only when its option was given.
struct LinkOptions {
    std::optional<QDateTime> expiresAt;  // invalid: never
    std::optional<QDateTime> validFrom;  // invalid: from now on
    std::optional<std::optional<qint64>> maxVisits;  // nullopt inside: no limit
    std::optional<int> redirectStatus;
    // The Argon2id hash of the password read from --password-file or --password-stdin (never
    // from an argument, which `ps` would show); empty with --no-password.
    std::optional<QString> passwordHash;
    // --network (repeated) or --any-network: the client networks the link answers.
    std::optional<QString> networks;
    // --expired-url URL: where visitors go instead of 410; empty ("") for the server's default.
    std::optional<QString> expiredUrl;

    static void addTo(QCommandLineParser &parser);
    // Reads the options; InvalidInput (field: the option's name) says what is wrong with them.
    Result<void> read(const QCommandLineParser &parser);

    Q_DECLARE_TR_FUNCTIONS(kurz::LinkOptions)  // last: it ends in private:
};

// The options `list` and `export` share to pick links: --search, --tag, --broken.
struct LinkFilterOptions {
    static void addTo(QCommandLineParser &parser);
    // Puts the options given into `query`; whether any was.
    static bool applyTo(const QCommandLineParser &parser, LinkQuery &query);

    Q_DECLARE_TR_FUNCTIONS(kurz::LinkFilterOptions)  // last: it ends in private:
};

}  // namespace kurz
