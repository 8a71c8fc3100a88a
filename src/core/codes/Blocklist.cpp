#include "core/codes/Blocklist.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace detail {
extern const std::string_view sqidsBlocklistText;  // generated from sqids-blocklist.txt
}

static QStringList linesOf(QStringView text)
{
    QStringList words;
    for (QStringView line : text.split(u'\n', Qt::SkipEmptyParts)) {
        line = line.trimmed();
        if (!line.isEmpty())
            words.append(line.toString());
    }
    return words;
}

const Blocklist &Blocklist::standard()
{
    static const Blocklist list(
        linesOf(QString::fromLatin1(detail::sqidsBlocklistText.data(), qsizetype(detail::sqidsBlocklistText.size()))));
    return list;
}

Result<Blocklist> Blocklist::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return invalidInput(QCoreApplication::translate("kurz::Blocklist",
                                "Cannot read the blocklist %1: %2. Give a text file with one word per line.")
                                .arg(path, file.errorString()),
            u"blocklist"_s);
    return Blocklist(linesOf(QString::fromUtf8(file.readAll())));
}

Blocklist::Blocklist(const QStringList &words)
{
    for (const QString &word : words) {
        if (word.isEmpty())
            continue;
        const QByteArray lower = word.toLower().toUtf8();
        m_words.emplace(lower.constData(), size_t(lower.size()));
        m_shortest = m_shortest == 0 ? size_t(lower.size()) : std::min(m_shortest, size_t(lower.size()));
        m_longest = std::max(m_longest, size_t(lower.size()));
        if (size_t(lower.size()) >= PrefixLength)
            m_prefixes.set(prefixHash(std::string_view(lower.constData(), size_t(lower.size()))));
    }
}

QStringList Blocklist::words() const
{
    QStringList list;
    list.reserve(size());
    for (const std::string &word : m_words)
        list.append(QString::fromUtf8(word.data(), qsizetype(word.size())));
    list.sort();
    return list;
}

bool Blocklist::occursIn(QStringView code) const
{
    if (m_words.empty() || size_t(code.size()) < m_shortest)
        return false;
    // Codes are short: try every substring of a word's length against the hash set.
    const QByteArray bytes = code.toString().toLower().toUtf8();
    const std::string_view lower(bytes.constData(), size_t(bytes.size()));
    const size_t n = lower.size();
    for (size_t start = 0; start + m_shortest <= n; ++start) {
        if (!mayStartAt(lower.substr(start)))
            continue;
        const size_t longest = std::min(m_longest, n - start);
        for (size_t length = m_shortest; length <= longest; ++length) {
            if (contains(lower.substr(start, length)))
                return true;
        }
    }
    return false;
}

}  // namespace kurz
