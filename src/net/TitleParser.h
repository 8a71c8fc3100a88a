#pragma once

#include <QByteArray>
#include <QString>

namespace kurz {

// The title of an HTML page from its first bytes: og:title, else <title>; decoded with the
// charset of the Content-Type header, else of a <meta> tag, else UTF-8; entities resolved,
// white space collapsed. Empty for anything that is not HTML or has no title.
class TitleParser {
public:
    static QString parse(const QByteArray &contentType, const QByteArray &body);
};

}  // namespace kurz
