#include "core/codes/FeistelStrategy.h"

namespace kurz {

Result<std::unique_ptr<FeistelStrategy>> FeistelStrategy::create(
    const Alphabet &alphabet, int length, const QByteArray &key)
{
    CodecsByLength<Feistel> codecs(
        [alphabet, key](int codeLength) { return Feistel::create(key, alphabet, codeLength); });
    if (!codecs.get(length))
        return Feistel::create(key, alphabet, length).error();
    return std::unique_ptr<FeistelStrategy>(new FeistelStrategy(length, std::move(codecs)));
}

FeistelStrategy::FeistelStrategy(int length, CodecsByLength<Feistel> codecs)
    : m_length(length)
    , m_codecs(std::move(codecs))
{
}

QString FeistelStrategy::candidate(const CodeContext &context)
{
    const Feistel *feistel = m_codecs.get(context.length > 0 ? context.length : m_length);
    return feistel ? feistel->encode(context.counter) : QString();
}

}  // namespace kurz
