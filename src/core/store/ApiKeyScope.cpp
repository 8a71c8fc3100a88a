#include "core/store/ApiKeyScope.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kurz {

QStringList ApiKeyScope::names() const
{
    QStringList names;
    if (readOnly)
        names << u"read-only"_s;
    if (ownLinks)
        names << u"own-links"_s;
    if (!domain.isEmpty())
        names << u"domain "_s + domain;
    if (expiresAt.isValid())
        names << u"expires "_s + expiresAt.toUTC().toString(Qt::ISODate);
    return names;
}

std::optional<ScopeRefusal> ApiKeyScope::refusal(
    ApiAccess access, qint64 keyId, qint64 nowMs, qint64 linkKeyId, const QString &linkDomain) const
{
    if (expired(nowMs))
        return ScopeRefusal{u"unexpired"_s,
            QCoreApplication::translate(
                "kurz::ApiKeyScope", "This API key expired on %1. Ask for a new key (kurz api-key create).")
                .arg(expiresAt.toUTC().toString(Qt::ISODate))};
    if (access == ApiAccess::Read)
        return std::nullopt;
    if (readOnly)
        return ScopeRefusal{u"write"_s,
            QCoreApplication::translate(
                "kurz::ApiKeyScope", "This API key is read-only: it may read, but not create or change links.")};
    if (access == ApiAccess::ChangeAll && ownLinks)
        return ScopeRefusal{u"all-links"_s,
            QCoreApplication::translate("kurz::ApiKeyScope",
                "This API key may change only the links it created; this would change other links too.")};
    if (access == ApiAccess::ChangeLink && ownLinks && linkKeyId != keyId)
        return ScopeRefusal{u"all-links"_s,
            QCoreApplication::translate("kurz::ApiKeyScope",
                "This API key may change only the links it created; this link is not one of them.")};
    if (access == ApiAccess::ChangeLink && !domain.isEmpty() && linkDomain != domain)
        return ScopeRefusal{u"domain"_s,
            QCoreApplication::translate("kurz::ApiKeyScope", "This API key may change only the links of %1.")
                .arg(domain)};
    // A create that names no domain is made on the key's (the API does so).
    if (access == ApiAccess::Create && !domain.isEmpty() && !linkDomain.isEmpty() && linkDomain != domain)
        return ScopeRefusal{u"domain"_s,
            QCoreApplication::translate("kurz::ApiKeyScope", "This API key may create links only on %1.").arg(domain)};
    if (access == ApiAccess::ChangeAll && !domain.isEmpty())
        return ScopeRefusal{u"domain"_s,
            QCoreApplication::translate("kurz::ApiKeyScope",
                "This API key may change only the links of %1; this would change links of other domains too.")
                .arg(domain)};
    return std::nullopt;
}

}  // namespace kurz
