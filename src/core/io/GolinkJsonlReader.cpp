#include "core/io/GolinkJsonlReader.h"

#include "core/io/BoundedLine.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kurz {

bool GolinkJsonlReader::accepts(const QByteArray &firstLine)
{
    QString problem;
    const QJsonObject object = parseObject(firstLine, problem);
    return problem.isEmpty() && object.contains(u"Short"_s) && object.contains(u"Long"_s);
}

bool GolinkJsonlReader::next(ImportRow &row)
{
    QByteArray line;
    QString tooLong;
    if (!readLine(m_device, line, m_line, MaxRowBytes, tooLong))
        return false;
    row = ImportRow{};
    row.line = m_line;
    row.problem = tooLong;
    if (!row.problem.isEmpty())
        return true;
    const QJsonObject object = parseObject(line, row.problem);
    if (!row.problem.isEmpty())
        return true;
    row.link.code = object.value(u"Short"_s).toString();
    row.link.target = object.value(u"Long"_s).toString();
    const QString created = object.value(u"Created"_s).toString();
    row.link.createdAt = parseTime(created);
    if (!created.isEmpty() && !row.link.createdAt.isValid())
        row.problem = QCoreApplication::translate("kurz::GolinkJsonlReader", "Created '%1' is not a date and time")
                          .arg(created.left(40));
    const QString owner = object.value(u"Owner"_s).toString();
    if (!owner.isEmpty())
        row.link.notes = ownerNote(owner);
    return true;
}

}  // namespace kurz
