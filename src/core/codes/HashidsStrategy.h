#pragma once

#include "core/codes/CodeStrategy.h"
#include "core/codes/CodecsByLength.h"
#include "core/codes/Hashids.h"

namespace kurz {

// The database counter encoded with Hashids under a secret salt kept in the database: for
// moving from systems built on Hashids. Looks random; whoever learns the salt can decode.
class HashidsStrategy final : public CodeStrategy {
public:
    // Fails for an alphabet Hashids refuses (fewer than 16 unique characters).
    static Result<std::unique_ptr<HashidsStrategy>> create(const QString &alphabet, int minLength, const QString &salt);

    QString id() const override { return QStringLiteral("hashids"); }
    bool usesCounter() const override { return true; }
    QString candidate(const CodeContext &context) override;

private:
    HashidsStrategy(int minLength, CodecsByLength<Hashids> codecs);

    int m_minLength;
    CodecsByLength<Hashids> m_codecs;
};

}  // namespace kurz
