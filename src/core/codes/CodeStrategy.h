#pragma once

#include "core/util/Result.h"

#include <QString>

namespace kurz {

// What a strategy may use to propose a code for the next link.
struct CodeContext {
    quint64 counter = 0;  // next value of the database counter (strategies with usesCounter())
    int attempt = 0;  // 0 for the first candidate of one create, +1 for every retry
    QString normalizedUrl;  // the target after UrlPolicy, for strategies derived from the URL
    int length = 0;  // requested code length (0: the strategy's own), for strategies with one
};

// Turns "the next link" into a candidate code. Candidates are proposals: the database's
// UNIQUE(code) decides, and the Shortener asks again with attempt + 1 (and a fresh counter
// value for counter strategies) when a candidate is taken, reserved or blocklisted.
class CodeStrategy {
public:
    virtual ~CodeStrategy() = default;

    virtual QString id() const = 0;  // the settings value: "random", "sqids", ...
    virtual bool usesCounter() const = 0;  // candidates derive from a database counter
    virtual QString candidate(const CodeContext &context) = 0;
    // The candidate, or why the strategy cannot make one now (a Snowflake clock that went
    // back); an empty code means the strategy has no more codes for these settings.
    virtual Result<QString> propose(const CodeContext &context) { return candidate(context); }
    // Whether candidates that contain a blocklisted word are skipped (Shortener's rejector).
    virtual bool checkedForWords() const { return true; }
};

}  // namespace kurz
