#include "core/codes/HashidsStrategy.h"

namespace kurz {

Result<std::unique_ptr<HashidsStrategy>> HashidsStrategy::create(
    const QString &alphabet, int minLength, const QString &salt)
{
    CodecsByLength<Hashids> codecs([alphabet, salt](int length) { return Hashids::create(salt, length, alphabet); });
    if (!codecs.get(minLength))
        return Hashids::create(salt, minLength, alphabet).error();
    return std::unique_ptr<HashidsStrategy>(new HashidsStrategy(minLength, std::move(codecs)));
}

HashidsStrategy::HashidsStrategy(int minLength, CodecsByLength<Hashids> codecs)
    : m_minLength(minLength)
    , m_codecs(std::move(codecs))
{
}

QString HashidsStrategy::candidate(const CodeContext &context)
{
    const Hashids *hashids = m_codecs.get(context.length > 0 ? context.length : m_minLength);
    const quint64 number = context.counter;
    return hashids ? hashids->encode({&number, 1}) : QString();
}

}  // namespace kurz
