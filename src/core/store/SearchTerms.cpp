#include "core/store/SearchTerms.h"

#include <QUrl>

#include <algorithm>

namespace kurz {

QStringList searchVariants(const QString &word)
{
    QStringList variants{word};
    const bool ascii = std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.unicode() < 0x80; });
    if (!ascii) {
        const QString ace = QString::fromLatin1(QUrl::toAce(word));
        if (!ace.isEmpty() && ace.compare(word, Qt::CaseInsensitive) != 0)
            variants << ace;
    }
    QString sharp = word;
    sharp.replace(u"ss"_qs, u"ß"_qs, Qt::CaseInsensitive);
    QString doubled = word;
    doubled.replace(u"ß"_qs, u"ss"_qs).replace(u"ẞ"_qs, u"SS"_qs);
    variants << sharp << doubled;
    if (!ascii && word.size() < 3)
        variants << word.toLower() << word.toUpper();
    variants.removeDuplicates();
    return variants;
}

} // namespace kurz
