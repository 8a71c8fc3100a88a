#include "core/store/SearchTerms.h"

#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

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
    sharp.replace(u"ss"_s, u"ß"_s, Qt::CaseInsensitive);
    QString doubled = word;
    doubled.replace(u"ß"_s, u"ss"_s).replace(u"ẞ"_s, u"SS"_s);
    variants << sharp << doubled;
    if (!ascii && word.size() < 3)
        variants << word.toLower() << word.toUpper();
    variants.removeDuplicates();
    return variants;
}

}  // namespace kurz
