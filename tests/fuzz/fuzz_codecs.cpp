// libFuzzer: every code decoder (base62, Sqids, Hashids, Feistel, ...) on any text. Whatever a
// decoder reads as numbers must encode to a code that decodes to the same numbers.
#include "core/codes/CodeStrategyRegistry.h"

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

std::vector<Codec> allCodecs()
{
    // Each codec made as its strategy makes it from the default settings (a Snowflake layout is
    // not a secret: the options are each codec's own), with a fixed database secret.
    std::vector<Codec> codecs;
    const CodeSecrets secrets
        = [](const QString &name) -> QString { return u"fuzz-secret-0123456789abcdef-"_s + name; };
    for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
        if (!entry.codec)
            continue;
        auto codec = entry.codec->make(entry.codec->keyedFor(CodeSettings(), secrets));
        if (!codec) {
            std::fprintf(stderr, "fuzz_codecs: %s makes no codec from the default settings: %s\n", qPrintable(entry.id),
                qPrintable(codec.error().message));
            std::abort();
        }
        codecs.push_back(*codec);
    }
    return codecs;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const std::vector<Codec> codecs = allCodecs();
    const QString code = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const Codec &codec : codecs) {
        const std::vector<quint64> numbers = codec.decode(code);
        if (numbers.empty())
            continue;
        const auto encoded = codec.takesList ? codec.encode(numbers) : codec.encode(std::span(numbers).first(1));
        if (!encoded)
            continue;  // e.g. a number beyond what the codec encodes at its length
        const std::vector<quint64> again = codec.decode(*encoded);
        if (codec.takesList ? again != numbers : (again.empty() || again.front() != numbers.front()))
            std::abort();
    }
    return 0;
}
