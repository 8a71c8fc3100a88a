#pragma once

#include "core/codes/CodeStrategy.h"
#include "core/codes/CodecsByLength.h"
#include "core/codes/Sqids.h"

namespace kurz {

// The database counter encoded with Sqids, over an alphabet shuffled once per database with
// its secret: looks random and has a minimum length, but anyone with the alphabet can decode.
class SqidsStrategy final : public CodeStrategy {
public:
    // `alphabet` as shuffled for this database (see shuffled()). Fails only for an alphabet or
    // length Sqids refuses.
    static Result<std::unique_ptr<SqidsStrategy>> create(const QString &alphabet, int minLength);

    // The alphabet's characters in an order fixed by the secret (a keyed Fisher-Yates shuffle).
    static QString shuffled(const QString &alphabet, const QByteArray &secret);

    QString id() const override { return QStringLiteral("sqids"); }
    bool usesCounter() const override { return true; }
    QString candidate(const CodeContext &context) override;

private:
    SqidsStrategy(int minLength, CodecsByLength<Sqids> codecs);

    int m_minLength;
    CodecsByLength<Sqids> m_codecs;
};

}  // namespace kurz
