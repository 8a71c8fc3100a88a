#include "core/links/AliasPolicy.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kurz {

const QStringList &AliasPolicy::listenerNames()
{
    static const QStringList names{u"rest"_s, u"yourls-api"_s, u"favicon"_s, u"robots"_s};
    return names;
}

const QStringList &AliasPolicy::keptNames()
{
    static const QStringList names{u"api"_s, u"admin"_s, u"health"_s, u"static"_s, u"assets"_s, u"kurz"_s};
    return names;
}

bool AliasPolicy::isReserved(const QString &code)
{
    return listenerNames().contains(code, Qt::CaseInsensitive) || keptNames().contains(code, Qt::CaseInsensitive);
}

Result<QString> AliasPolicy::validate(const QString &alias)
{
    const QString field = QStringLiteral("alias");
    if (alias.size() < MinLength || alias.size() > MaxLength)
        return invalidInput(
            QCoreApplication::translate("kurz::AliasPolicy", "An alias needs %1 to %2 characters; '%3' has %4.")
                .arg(MinLength)
                .arg(MaxLength)
                .arg(alias.left(80))
                .arg(alias.size()),
            field, reasons::AliasInvalid);
    for (QChar c : alias) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_'
            || u == u'-';
        if (!ok)
            return invalidInput(
                QCoreApplication::translate("kurz::AliasPolicy",
                    "An alias may only use letters A-Z and a-z, digits, '_' and '-'; '%1' is not allowed.")
                    .arg(c),
                field, reasons::AliasInvalid);
    }
    if (isReserved(alias))
        return invalidInput(QCoreApplication::translate(
                                "kurz::AliasPolicy", "'%1' is reserved for Kurz's own pages. Choose another alias.")
                                .arg(alias),
            field, reasons::AliasReserved);
    return alias;
}

bool AliasPolicy::isPossibleCode(QStringView code)
{
    if (code.isEmpty() || code.size() > MaxLength)
        return false;
    for (const QChar c : code) {
        const char16_t u = c.unicode();
        if (u < 0x21 || u > 0x7e || u == u'/' || u == u'?' || u == u'#' || u == u'%' || u == u'.')
            return false;
    }
    return true;
}

}  // namespace kurz
