#pragma once

#include "core/codes/CodeStrategy.h"
#include "core/codes/CodecsByLength.h"
#include "core/codes/Feistel.h"

namespace kurz {

// The database counter through a Feistel permutation keyed with the database's secret: codes
// of a fixed length, unique by construction, that reveal neither order nor count. When the
// counter passes A^L the codes continue one character longer.
class FeistelStrategy final : public CodeStrategy {
public:
    static Result<std::unique_ptr<FeistelStrategy>> create(const Alphabet &alphabet, int length, const QByteArray &key);

    QString id() const override { return QStringLiteral("feistel"); }
    bool usesCounter() const override { return true; }
    QString candidate(const CodeContext &context) override;

private:
    FeistelStrategy(int length, CodecsByLength<Feistel> codecs);

    int m_length;
    CodecsByLength<Feistel> m_codecs;
};

}  // namespace kurz
