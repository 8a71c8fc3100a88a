#pragma once

#include "core/codes/Alphabet.h"

#include <QString>

namespace kurz {

// What the code strategies need from the settings, as a value: core never reads Settings
// (core/links/SettingsReaders.h fills one in from them).
struct CodeSettings {
    QString strategy = QStringLiteral("random");  // an id of the CodeStrategyRegistry
    QString alphabet = QStringLiteral("base62");  // base62 | unambiguous | base36 | custom characters
    int length = 7;  // exact or minimum, as the strategy has it
    bool caseInsensitive = false;  // the listener matches codes regardless of case
    QString snowflakeLayout = QStringLiteral("41/10/12");  // time/machine/sequence bits
    QString poolCodes = QStringLiteral("random");  // what the pool holds: random | feistel
    int poolBatch = 1000;  // codes a process takes from the pool at a time
    int poolSize = 10000;  // free codes the pool is refilled to, when below half of it

    // The alphabet generated codes use: the chosen one, or lower-case base36 when the listener
    // matches codes case-insensitively (no two codes may differ by case only).
    Alphabet codeAlphabet() const;
};

}  // namespace kurz
