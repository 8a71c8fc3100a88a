#include "core/io/LinkReader.h"

#include "core/io/BitlyCsvReader.h"
#include "core/io/BoundedLine.h"
#include "core/io/GolinkJsonlReader.h"
#include "core/io/KurzJsonReader.h"
#include "core/io/ShlinkCsvReader.h"
#include "core/io/YourlsCsvReader.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// What to import instead, for the messages about a file Kurz cannot read.
QString known()
{
    return QCoreApplication::translate("kurz::LinkReader",
        "Kurz imports Shlink, YOURLS and Bitly CSV files, golink JSON Lines and kurz-json (see 'kurz import --help')");
}

// ',' or ';', whichever the header line has more of outside quotes.
QChar separatorOf(const QByteArray &line)
{
    int commas = 0, semicolons = 0;
    bool quoted = false;
    for (char c : line) {
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && c == ',')
            ++commas;
        else if (!quoted && c == ';')
            ++semicolons;
    }
    return semicolons > commas ? u';' : u',';
}

Result<std::unique_ptr<LinkReader>> csvReader(
    QIODevice &device, const QByteArray &firstLine, std::optional<LinkFormat> format)
{
    auto csv = std::make_unique<CsvReader>(device, separatorOf(firstLine));
    CsvReader::Record header;
    csv->next(header);
    const CsvColumns columns(header.fields);
    if (!header.problem.isEmpty() || header.fields.isEmpty())
        return invalidInput(
            QCoreApplication::translate("kurz::LinkReader", "The header line is not valid CSV (%1). %2.")
                .arg(header.problem, known()));
    const auto wanted = [&](LinkFormat f) { return !format || *format == f; };
    if (wanted(LinkFormat::ShlinkCsv) && ShlinkCsvReader::accepts(columns))
        return std::unique_ptr<LinkReader>(std::make_unique<ShlinkCsvReader>(std::move(csv), columns));
    if (wanted(LinkFormat::YourlsCsv) && YourlsCsvReader::accepts(columns))
        return std::unique_ptr<LinkReader>(std::make_unique<YourlsCsvReader>(std::move(csv), columns));
    if (wanted(LinkFormat::BitlyCsv) && BitlyCsvReader::accepts(columns))
        return std::unique_ptr<LinkReader>(std::make_unique<BitlyCsvReader>(std::move(csv), columns));
    const QString seen = header.fields.join(u", "_s).left(200);
    if (format) {
        return invalidInput(
            QCoreApplication::translate("kurz::LinkReader", "The header (%1) lacks the columns a %2 file has: %3.")
                .arg(seen, linkFormatName(*format), csvColumnsNeeded(*format)));
    }
    return invalidInput(
        QCoreApplication::translate("kurz::LinkReader", "The first line (%1) is not a header Kurz knows. %2.")
            .arg(seen, known()));
}

}  // namespace

Result<std::unique_ptr<LinkReader>> LinkReader::open(QIODevice &device, std::optional<LinkFormat> format)
{
    if (device.peek(3) == "\xEF\xBB\xBF")
        device.read(3);  // a UTF-8 byte order mark, as spreadsheet programs write
    const QByteArray start = device.peek(64 * 1024);
    if (start.trimmed().isEmpty())
        return invalidInput(
            QCoreApplication::translate("kurz::LinkReader", "The file is empty: there is nothing to import. %1.")
                .arg(known()));
    QStringDecoder utf8(QStringDecoder::Utf8);
    // The last bytes may be a character cut in half by the peek.
    (void)utf8.decode(start.size() == 64 * 1024 ? start.chopped(4) : start);
    if (start.contains('\0') || utf8.hasError())
        return invalidInput(
            QCoreApplication::translate("kurz::LinkReader", "The file is not text (it looks like a binary file). %1.")
                .arg(known()));
    const qsizetype end = start.indexOf('\n');
    const QByteArray firstLine = (end < 0 ? start : start.left(end)).trimmed();

    const bool json = firstLine.startsWith('{');
    if ((json && !format) || format == LinkFormat::KurzJson || format == LinkFormat::GolinkJsonl) {
        if (KurzJsonReader::accepts(firstLine) && format != LinkFormat::GolinkJsonl) {
            if (auto problem = KurzJsonReader::checkHeader(firstLine); !problem.ok())
                return problem.error();
            return std::unique_ptr<LinkReader>(std::make_unique<KurzJsonReader>(device));
        }
        if (GolinkJsonlReader::accepts(firstLine) && format != LinkFormat::KurzJson)
            return std::unique_ptr<LinkReader>(std::make_unique<GolinkJsonlReader>(device));
        if (format == LinkFormat::KurzJson)
            return invalidInput(QCoreApplication::translate("kurz::LinkReader",
                "The first line is not a kurz-json header; files that 'kurz export' writes start with "
                "{\"format\":\"kurz-json\"."));
        return invalidInput(QCoreApplication::translate(
            "kurz::LinkReader", "The first line is not a golink link (an object with \"Short\" and \"Long\"). %1.")
                                .arg(known()));
    }
    return csvReader(device, firstLine, format);
}

// The number written by `count` ASCII digits at `at`, or -1.
static int digitsAt(QStringView text, qsizetype at, int count)
{
    int value = 0;
    for (qsizetype i = at; i < at + count; ++i) {
        const char16_t c = text[i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        value = value * 10 + (c - u'0');
    }
    return value;
}

// Shlink's own form, 2024-05-01T10:20:30+00:00 (or Z), read directly: Qt's general parser took
// half of reading a CSV row. Anything else, or out of the plain ranges, is left to Qt's parser.
static std::optional<qint64> shlinkTimeMs(QStringView text)
{
    if ((text.size() != 20 && text.size() != 25) || text[4] != u'-' || text[7] != u'-' || text[10] != u'T'
        || text[13] != u':' || text[16] != u':')
        return std::nullopt;
    const int hour = digitsAt(text, 11, 2), minute = digitsAt(text, 14, 2), second = digitsAt(text, 17, 2);
    const QDate date(digitsAt(text, 0, 4), digitsAt(text, 5, 2), digitsAt(text, 8, 2));
    if (!date.isValid() || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
        return std::nullopt;
    int offset = 0;
    if (text.size() == 20) {
        if (text[19] != u'Z')
            return std::nullopt;
    } else {
        const int hours = digitsAt(text, 20, 2), minutes = digitsAt(text, 23, 2);
        if ((text[19] != u'+' && text[19] != u'-') || text[22] != u':' || hours < 0 || minutes < 0 || minutes > 59
            || hours * 60 + minutes > 14 * 60)
            return std::nullopt;
        offset = (text[19] == u'-' ? -60 : 60) * (hours * 60 + minutes);
    }
    constexpr qint64 UnixEpochJulianDay = 2440588;
    return ((date.toJulianDay() - UnixEpochJulianDay) * 86400 + hour * 3600 + minute * 60 + second - offset) * 1000;
}

QDateTime LinkReader::parseTime(const QString &text)
{
    if (const auto ms = shlinkTimeMs(text))
        return QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC);
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    QDateTime time = QDateTime::fromString(trimmed, Qt::ISODateWithMs);
    if (!time.isValid()) {
        // More than three digits of a second (golink writes nanoseconds): keep milliseconds.
        static const QRegularExpression fraction(QStringLiteral("(\\.\\d{3})\\d+"));
        time = QDateTime::fromString(QString(trimmed).replace(fraction, u"\\1"_s), Qt::ISODateWithMs);
    }
    if (!time.isValid())
        time = QDateTime::fromString(trimmed, u"yyyy-MM-dd HH:mm:ss"_s);
    if (time.isValid() && time.timeSpec() == Qt::LocalTime)
        time.setTimeSpec(Qt::UTC);  // a time without an offset is taken as UTC
    return time.isValid() ? time.toUTC() : QDateTime();
}

bool LinkReader::readLine(QIODevice &device, QByteArray &line, qint64 &lineNumber, qint64 maxBytes, QString &problem)
{
    for (;;) {
        line.clear();
        const LineRead read = readBoundedLine(device, line, maxBytes);
        if (read == LineRead::End)
            return false;
        ++lineNumber;
        if (read == LineRead::TooLong) {
            problem = tooLongProblem(maxBytes);
            return true;
        }
        line = line.trimmed();
        if (!line.isEmpty())
            return true;
    }
}

QString LinkReader::tooLongProblem(qint64 maxBytes)
{
    return QCoreApplication::translate(
        "kurz::LinkReader", "the row is longer than %L1 MB, more than any link needs; it was not read")
        .arg(maxBytes >> 20);
}

QJsonObject LinkReader::parseObject(const QByteArray &line, QString &problem)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError)
        problem = QCoreApplication::translate("kurz::LinkReader", "not valid JSON (%1 at character %2)")
                      .arg(error.errorString())
                      .arg(error.offset + 1);
    else if (!document.isObject())
        problem = QCoreApplication::translate("kurz::LinkReader", "not a JSON object");
    return document.object();
}

}  // namespace kurz
