#pragma once

#include "core/codes/CodeSettings.h"
#include "core/codes/CodeStrategy.h"
#include "core/codes/Codec.h"

#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace kurz {

// A per-database secret by name, made on first use; empty where there is no database.
using CodeSecrets = std::function<QString(const QString &name)>;

// One code strategy, declared once: all that the settings, the settings dialog, `kurz codes`
// and the factory know of it.
struct CodeStrategyEntry {
    // A strategy that is a counter through a codec, which `kurz codes` offers on its own.
    struct CodecEntry {
        QString name;  // `kurz codes --strategy NAME` (the id is accepted too)
        QString secretOption;  // the `kurz codes` option for Codec::Options::secret, or empty
        const char *secretHelp = nullptr;
        bool blocklist = false;  // takes Codec::Options::blocklist
        std::function<Result<Codec>(const Codec::Options &)> make;
        // The options the strategy makes its codec with, for these settings and secrets.
        std::function<Codec::Options(const CodeSettings &, const CodeSecrets &)> keyedFor;
        bool ofCounter = true;  // encodes the strategy's counter (not so Snowflake's time, machine, sequence)
    };

    QString id;  // the value of codes/strategy
    const char *name = nullptr;  // translated in the context "kurz::CodeStrategyRegistry"
    const char *help = nullptr;  // its trade-off in one sentence, same context
    // The strategy for these settings, or why they do not suit it.
    std::function<Result<std::unique_ptr<CodeStrategy>>(const CodeSettings &, const CodeSecrets &)> make;
    std::optional<CodecEntry> codec;
};

// Every code strategy Kurz has. Adding one means adding its entry here and its class.
class CodeStrategyRegistry {
public:
    static const std::vector<CodeStrategyEntry> &entries();
    static const CodeStrategyEntry *find(const QString &id);
    // The strategy whose codec `kurz codes` knows by this codec name or id.
    static const CodeStrategyEntry *findCodec(const QString &name);
    static QStringList ids();
    static QStringList codecNames();

    static Result<std::unique_ptr<CodeStrategy>> make(const CodeSettings &settings, const CodeSecrets &secrets);
    // Whether the strategy, alphabet and length go together, or why not.
    static Result<void> check(const CodeSettings &settings);
};

}  // namespace kurz
