#pragma once

#include <QByteArrayView>

// Character classes and comparisons of HTTP/1.1 message syntax (RFC 9110, 9112).
namespace kurz::HttpSyntax {

// Token characters, which methods and header names are made of.
inline bool isTokenChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || (c != 0 && QByteArrayView("!#$%&'*+-.^_`|~").contains(c));
}

// Whether `text` equals `lower` (lower case) ignoring ASCII case.
inline bool equalsLower(QByteArrayView text, QByteArrayView lower)
{
    if (text.size() != lower.size())
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c + ('a' - 'A'));
        if (c != lower[i])
            return false;
    }
    return true;
}

}  // namespace kurz::HttpSyntax
