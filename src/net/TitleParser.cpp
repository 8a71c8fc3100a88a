#include "net/TitleParser.h"

#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QByteArray charsetIn(const QByteArray &text)
{
    static const QRegularExpression charset(
        u"charset\\s*=\\s*[\"']?([A-Za-z0-9_.:-]+)"_s, QRegularExpression::CaseInsensitiveOption);
    const auto match = charset.match(QString::fromLatin1(text));
    return match.hasMatch() ? match.captured(1).toLatin1() : QByteArray();
}

QString decodeEntities(const QString &text)
{
    static const QRegularExpression entity(u"&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});"_s);
    static const QHash<QString, QString> named{{u"amp"_s, u"&"_s}, {u"lt"_s, u"<"_s}, {u"gt"_s, u">"_s},
        {u"quot"_s, u"\""_s}, {u"apos"_s, u"'"_s}, {u"nbsp"_s, u" "_s}, {u"ndash"_s, QString(QChar(0x2013))},
        {u"mdash"_s, QString(QChar(0x2014))}, {u"hellip"_s, QString(QChar(0x2026))},
        {u"lsquo"_s, QString(QChar(0x2018))}, {u"rsquo"_s, QString(QChar(0x2019))},
        {u"ldquo"_s, QString(QChar(0x201c))}, {u"rdquo"_s, QString(QChar(0x201d))}, {u"laquo"_s, QString(QChar(0xab))},
        {u"raquo"_s, QString(QChar(0xbb))}, {u"middot"_s, QString(QChar(0xb7))}, {u"copy"_s, QString(QChar(0xa9))},
        {u"eacute"_s, QString(QChar(0xe9))}, {u"auml"_s, QString(QChar(0xe4))}, {u"ouml"_s, QString(QChar(0xf6))},
        {u"uuml"_s, QString(QChar(0xfc))}, {u"szlig"_s, QString(QChar(0xdf))}};
    QString out;
    qsizetype last = 0;
    auto it = entity.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += QStringView(text).sliced(last, m.capturedStart() - last);
        const QString name = m.captured(1);
        QString replacement = m.captured(0);
        if (name.startsWith(u'#')) {
            bool ok = false;
            const uint code
                = name.startsWith(u"#x", Qt::CaseInsensitive) ? name.mid(2).toUInt(&ok, 16) : name.mid(1).toUInt(&ok);
            if (ok && code > 0 && code <= 0x10ffff)
                replacement = QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1);
        } else if (const auto found = named.constFind(name); found != named.cend()) {
            replacement = *found;
        }
        out += replacement;
        last = m.capturedEnd();
    }
    return out + QStringView(text).sliced(last);
}

}  // namespace

QString TitleParser::parse(const QByteArray &contentType, const QByteArray &body)
{
    if (!contentType.isEmpty() && !contentType.toLower().contains("html"))
        return {};
    QByteArray charset = charsetIn(contentType);
    if (charset.isEmpty()) {
        // <meta charset="..."> or <meta http-equiv="Content-Type" content="...; charset=...">
        static const QRegularExpression meta(u"<meta[^>]*charset[^>]*>"_s, QRegularExpression::CaseInsensitiveOption);
        const auto match = meta.match(QString::fromLatin1(body.left(4096)));
        if (match.hasMatch())
            charset = charsetIn(match.captured(0).toLatin1());
    }
    QStringDecoder decoder(charset.isEmpty() ? "UTF-8" : charset.constData());
    if (!decoder.isValid())
        decoder = QStringDecoder(QStringDecoder::Utf8);
    const QString html = decoder.decode(body);

    static const QRegularExpression ogTitle(
        u"<meta\\s[^>]*property\\s*=\\s*[\"']og:title[\"'][^>]*>"_s, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression content(
        u"content\\s*=\\s*(\"([^\"]*)\"|'([^']*)')"_s, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression title(u"<title[^>]*>([^<]*)</title"_s, QRegularExpression::CaseInsensitiveOption);
    QString found;
    if (const auto og = ogTitle.match(html); og.hasMatch()) {
        const auto value = content.match(og.captured(0));
        found = value.captured(2) + value.captured(3);
    }
    if (found.trimmed().isEmpty())
        found = title.match(html).captured(1);
    return decodeEntities(found).simplified().left(512);
}

}  // namespace kurz
