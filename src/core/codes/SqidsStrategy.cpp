#include "core/codes/SqidsStrategy.h"

#include "core/codes/KeyedHash.h"

namespace kurz {

Result<std::unique_ptr<SqidsStrategy>> SqidsStrategy::create(const QString &alphabet, int minLength)
{
    CodecsByLength<Sqids> codecs([alphabet](int length) { return Sqids::create({alphabet, length, std::nullopt}); });
    if (!codecs.get(minLength))
        return Sqids::create({alphabet, minLength, std::nullopt}).error();
    return std::unique_ptr<SqidsStrategy>(new SqidsStrategy(minLength, std::move(codecs)));
}

QString SqidsStrategy::shuffled(const QString &alphabet, const QByteArray &secret)
{
    const KeyedHash hash(QByteArrayLiteral("kurz sqids alphabet\n") + secret);
    QString characters = alphabet;
    for (qsizetype i = characters.size() - 1; i > 0; --i) {
        const qsizetype j = qsizetype(hash(quint64(i)) % quint64(i + 1));
        std::swap(characters[i], characters[j]);
    }
    return characters;
}

SqidsStrategy::SqidsStrategy(int minLength, CodecsByLength<Sqids> codecs)
    : m_minLength(minLength)
    , m_codecs(std::move(codecs))
{
}

QString SqidsStrategy::candidate(const CodeContext &context)
{
    const Sqids *sqids = m_codecs.get(context.length > 0 ? context.length : m_minLength);
    if (!sqids)
        return {};
    const quint64 number = context.counter;
    const auto code = sqids->encode({&number, 1});
    return code ? *code : QString();
}

}  // namespace kurz
