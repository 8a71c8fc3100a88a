#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace kurz {

// The file formats Kurz reads and writes (docs/api.md, "Import, export and backup").
enum class LinkFormat { ShlinkCsv, YourlsCsv, BitlyCsv, GolinkJsonl, KurzJson };

QString linkFormatName(LinkFormat format);
std::optional<LinkFormat> linkFormatFromName(const QString &name);
QStringList importFormatNames();
QStringList exportFormatNames();

}  // namespace kurz
