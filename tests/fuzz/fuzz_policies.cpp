// libFuzzer: UrlPolicy and AliasPolicy on any text. A target accepted once must be accepted
// again unchanged (normalising is idempotent); an alias accepted must be a possible code.
#include "core/links/AliasPolicy.h"
#include "core/links/UrlPolicy.h"

#include <QUrl>

#include <cstdlib>

using namespace Qt::StringLiterals;

using namespace kurz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    static const UrlPolicy policy = [] {
        UrlPolicy p;
        p.setOwnOrigins({QUrl(u"http://127.0.0.1:8080/"_s), QUrl(u"https://s.example.net/"_s)});
        return p;
    }();
    if (const auto target = policy.normalize(text)) {
        const auto again = policy.normalize(*target);
        if (!again || *again != *target)
            std::abort();
    }
    if (const auto alias = AliasPolicy::validate(text); alias && !AliasPolicy::isPossibleCode(*alias))
        std::abort();
    return 0;
}
