#include "net/TitleParser.h"

#include <QRegularExpression>
#include <QStringDecoder>

namespace kurz {

namespace {

QByteArray charsetIn(const QByteArray &text)
{
    static const QRegularExpression charset(u"charset\\s*=\\s*[\"']?([A-Za-z0-9_.:-]+)"_qs, QRegularExpression::CaseInsensitiveOption);
    const auto match = charset.match(QString::fromLatin1(text));
    return match.hasMatch() ? match.captured(1).toLatin1() : QByteArray();
}

QString decodeEntities(const QString &text)
{
    static const QRegularExpression entity(u"&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});"_qs);
    static const QHash<QString, QString> named{{u"amp"_qs, u"&"_qs}, {u"lt"_qs, u"<"_qs}, {u"gt"_qs, u">"_qs},
                                               {u"quot"_qs, u"\""_qs}, {u"apos"_qs, u"'"_qs}, {u"nbsp"_qs, u" "_qs},
                                               {u"ndash"_qs, QString(QChar(0x2013))}, {u"mdash"_qs, QString(QChar(0x2014))},
                                               {u"hellip"_qs, QString(QChar(0x2026))}, {u"lsquo"_qs, QString(QChar(0x2018))},
                                               {u"rsquo"_qs, QString(QChar(0x2019))}, {u"ldquo"_qs, QString(QChar(0x201c))},
                                               {u"rdquo"_qs, QString(QChar(0x201d))}, {u"laquo"_qs, QString(QChar(0xab))},
                                               {u"raquo"_qs, QString(QChar(0xbb))}, {u"middot"_qs, QString(QChar(0xb7))},
                                               {u"copy"_qs, QString(QChar(0xa9))}, {u"eacute"_qs, QString(QChar(0xe9))},
                                               {u"auml"_qs, QString(QChar(0xe4))}, {u"ouml"_qs, QString(QChar(0xf6))},
                                               {u"uuml"_qs, QString(QChar(0xfc))}, {u"szlig"_qs, QString(QChar(0xdf))}};
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
            const uint code = name.startsWith(u"#x", Qt::CaseInsensitive) ? name.mid(2).toUInt(&ok, 16) : name.mid(1).toUInt(&ok);
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

} // namespace

QString TitleParser::parse(const QByteArray &contentType, const QByteArray &body)
{
    if (!contentType.isEmpty() && !contentType.toLower().contains("html"))
        return {};
    QByteArray charset = charsetIn(contentType);
    if (charset.isEmpty()) {
        // <meta charset="..."> or <meta http-equiv="Content-Type" content="...; charset=...">
        static const QRegularExpression meta(u"<meta[^>]*charset[^>]*>"_qs, QRegularExpression::CaseInsensitiveOption);
        const auto match = meta.match(QString::fromLatin1(body.left(4096)));
        if (match.hasMatch())
            charset = charsetIn(match.captured(0).toLatin1());
    }
    QStringDecoder decoder(charset.isEmpty() ? "UTF-8" : charset.constData());
    if (!decoder.isValid())
        decoder = QStringDecoder(QStringDecoder::Utf8);
    const QString html = decoder.decode(body);

    static const QRegularExpression ogTitle(u"<meta\\s[^>]*property\\s*=\\s*[\"']og:title[\"'][^>]*>"_qs,
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression content(u"content\\s*=\\s*(\"([^\"]*)\"|'([^']*)')"_qs, QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression title(u"<title[^>]*>([^<]*)</title"_qs, QRegularExpression::CaseInsensitiveOption);
    QString found;
    if (const auto og = ogTitle.match(html); og.hasMatch()) {
        const auto value = content.match(og.captured(0));
        found = value.captured(2) + value.captured(3);
    }
    if (found.trimmed().isEmpty())
        found = title.match(html).captured(1);
    return decodeEntities(found).simplified().left(512);
}

} // namespace kurz
