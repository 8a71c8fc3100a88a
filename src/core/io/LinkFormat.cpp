#include "core/io/LinkFormat.h"

namespace kurz {

QString linkFormatName(LinkFormat format)
{
    switch (format) {
    case LinkFormat::ShlinkCsv: return QStringLiteral("shlink-csv");
    case LinkFormat::YourlsCsv: return QStringLiteral("yourls-csv");
    case LinkFormat::BitlyCsv: return QStringLiteral("bitly-csv");
    case LinkFormat::GolinkJsonl: return QStringLiteral("golink-jsonl");
    case LinkFormat::KurzJson: return QStringLiteral("kurz-json");
    }
    return {};
}

std::optional<LinkFormat> linkFormatFromName(const QString &name)
{
    for (LinkFormat format : {LinkFormat::ShlinkCsv, LinkFormat::YourlsCsv, LinkFormat::BitlyCsv, LinkFormat::GolinkJsonl, LinkFormat::KurzJson}) {
        if (linkFormatName(format) == name)
            return format;
    }
    return std::nullopt;
}

QStringList importFormatNames()
{
    return {u"shlink-csv"_qs, u"yourls-csv"_qs, u"bitly-csv"_qs, u"golink-jsonl"_qs, u"kurz-json"_qs};
}

QStringList exportFormatNames()
{
    return {u"kurz-json"_qs, u"shlink-csv"_qs, u"golink-jsonl"_qs};
}

} // namespace kurz
