#include "core/io/LinkFormat.h"

using namespace Qt::StringLiterals;

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
    for (LinkFormat format : {LinkFormat::ShlinkCsv, LinkFormat::YourlsCsv, LinkFormat::BitlyCsv,
             LinkFormat::GolinkJsonl, LinkFormat::KurzJson}) {
        if (linkFormatName(format) == name)
            return format;
    }
    return std::nullopt;
}

QStringList importFormatNames()
{
    return {u"shlink-csv"_s, u"yourls-csv"_s, u"bitly-csv"_s, u"golink-jsonl"_s, u"kurz-json"_s};
}

QStringList exportFormatNames()
{
    return {u"kurz-json"_s, u"shlink-csv"_s, u"golink-jsonl"_s};
}

}  // namespace kurz
