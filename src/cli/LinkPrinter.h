#pragma once

#include "core/links/Link.h"

#include <QTextStream>

namespace kurz {

// How the link commands print links: one JSON document, or text for people.
void printLinkJson(QTextStream &out, const Link &link, const QString &baseUrl);
void printLinkText(QTextStream &out, const Link &link, const QString &baseUrl);
void printLinkTable(QTextStream &out, const QList<Link> &links);

}  // namespace kurz
