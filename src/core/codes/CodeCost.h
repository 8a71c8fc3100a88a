#pragma once

#include "core/codes/CodeSettings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace kurz {

// What the chosen strategy costs at a number of stored links, by its own arithmetic: the
// retries a create expects (a taken random code is drawn again), how guessable codes are, and
// their length. Settings → Codes shows it as one line for every strategy; docs/codes.md's
// guide and bench/README.md's table hold the same figures.
struct CodeCost {
    Q_DECLARE_TR_FUNCTIONS(kurz::CodeCost)

public:
    double retriesPer1000 = 0;  // expected retries per 1,000 creates for taken codes
    double refillDrawsPer1000 = 0;  // pool of random codes: extra draws per 1,000 codes pooled
    int length = 0;  // characters of the next code
    bool atLeast = false;  // the length is a minimum (counter codecs grow with the counter)
    QString guessability;  // translated: who can guess or read a code

    static CodeCost of(const CodeSettings &settings, qint64 links);
    // "At 12,408 links: 3.5 × 10^-6 retries per 1,000 creates; unguessable ...; 7 characters."
    QString line(qint64 links, const QLocale &locale = QLocale()) const;
};

}  // namespace kurz
