#include "core/util/SafeText.h"

#include <algorithm>

namespace kurz {

namespace {

bool isLineBreak(char16_t u)
{
    return u == u'\n' || u == u'\r' || u == 0x2028 || u == 0x2029;
}

bool isBidiControl(char16_t u)
{
    return (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
}

bool isControl(char16_t u)
{
    return u < 0x20 || (u >= 0x7f && u < 0xa0) || isBidiControl(u);
}

// Whether `text` holds nothing the functions below change: the common case, without a copy.
bool isClean(const QString &text)
{
    return std::none_of(text.cbegin(), text.cend(),
        [](QChar c) { return isControl(c.unicode()) || isLineBreak(c.unicode()) || c.isSurrogate(); });
}

}  // namespace

QString withoutControls(const QString &text, bool keepLines)
{
    if (isClean(text))
        return text;
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const char16_t u = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out += c;
            out += text[++i];
        } else if (c.isSurrogate()) {
            continue;
        } else if (u == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            continue;  // a Windows line end is one line break
        } else if (isLineBreak(u)) {
            out += keepLines ? u'\n' : u' ';
        } else if (u == u'\t') {
            out += keepLines ? u'\t' : u' ';
        } else if (!isControl(u)) {
            out += c;
        }
    }
    return out;
}

QString leftWhole(const QString &text, qsizetype length)
{
    if (text.size() <= length)
        return text;
    return text.left(length > 0 && text[length - 1].isHighSurrogate() ? length - 1 : length);
}

QString escapedControls(const QString &text, bool keepLines)
{
    if (isClean(text))
        return text;
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const char16_t u = c.unicode();
        const bool pair = c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate();
        if (pair) {
            out += c;
            out += text[++i];
        } else if (keepLines && (u == u'\n' || u == u'\t')) {
            out += c;
        } else if (u < 0x100 && (isControl(u) || isLineBreak(u))) {
            out += QStringLiteral("\\x%1").arg(unsigned(u), 2, 16, QLatin1Char('0'));
        } else if (isControl(u) || isLineBreak(u) || c.isSurrogate()) {
            out += QStringLiteral("\\u%1").arg(unsigned(u), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace kurz
