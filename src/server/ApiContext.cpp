#include "server/ApiContext.h"

#include "core/links/CodeStrategyFactory.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/DomainStore.h"
#include "server/ApiRequest.h"

#include <QCoreApplication>
#include <QDateTime>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcApi, "kurz.api", QtWarningMsg)

namespace kurz {

namespace {

QString withSlash(QString url)
{
    if (!url.isEmpty() && !url.endsWith(u'/'))
        url += u'/';
    return url;
}

}  // namespace

ApiContext::ApiContext(std::shared_ptr<Database> database, const Settings &settings, const QUrl &listenerUrl,
    std::shared_ptr<ApiShared> shared)
    : m_shared(std::move(shared))
    , m_store(database)
    , m_visits(database)
    , m_links(m_store, makeCodeStrategy(codeSettings(settings), *database))
    , m_keys(database)
    , m_baseUrl(withSlash(settings.get(keys::BaseUrl)))
    , m_listenerBase(withSlash(listenerUrl.toString(QUrl::RemovePath)))
    , m_trustedProxies(settings.get(keys::TrustedProxies))
    , m_createsPerMinute(settings.get(keys::ApiCreatesPerMinute))
{
    m_store.setCaseInsensitive(settings.get(keys::CaseInsensitiveCodes));
    m_links.setFetchTitles(settings.get(keys::FetchTitles));
    const QHostAddress host(listenerUrl.host());
    m_allInterfaces = host == QHostAddress(QHostAddress::AnyIPv4) || host == QHostAddress(QHostAddress::AnyIPv6);
    m_ownOrigins = {listenerUrl, QUrl(u"http://"_s + settings.get(keys::ListenAddress))};
    if (!m_baseUrl.isEmpty())
        m_ownOrigins.append(QUrl(m_baseUrl));
}

QString ApiContext::shortUrlBase(const ApiRequest &request) const
{
    if (!m_baseUrl.isEmpty())
        return m_baseUrl;
    const QByteArray host = request.header("x-forwarded-host").split(',').first().trimmed();
    if (!host.isEmpty() && m_trustedProxies.trusts(request.peer())) {
        QByteArray proto = request.header("x-forwarded-proto").split(',').first().trimmed().toLower();
        if (proto != "https")
            proto = "http";
        QUrl url(QString::fromLatin1(proto + "://" + host + '/'), QUrl::StrictMode);
        if (url.isValid() && !url.host().isEmpty())
            return url.toString();
    }
    if (m_allInterfaces) {
        const QUrl url(u"http://"_s + QString::fromLatin1(request.header("host")) + u'/', QUrl::StrictMode);
        if (url.isValid() && !url.host().isEmpty())
            return url.toString();
    }
    return m_listenerBase;
}

QHostAddress ApiContext::client(const ApiRequest &request) const
{
    return m_trustedProxies.client(request.peer(), request.header("x-forwarded-for"));
}

LinkService &ApiContext::links(const ApiRequest &request)
{
    QList<QUrl> own = m_ownOrigins;
    const QUrl base(shortUrlBase(request));
    if (!own.contains(base))
        own.append(base);
    if (own != m_links.urlPolicy().ownOrigins()) {
        UrlPolicy policy;
        policy.setOwnOrigins(own);
        m_links.setUrlPolicy(policy);
    }
    return m_links;
}

QString ApiContext::codeFromShortUrl(const QString &text) const
{
    if (!text.contains(u"://"_s))
        return text;
    QString path = QUrl(text).path();
    while (path.endsWith(u'/'))
        path.chop(1);
    return path.mid(path.lastIndexOf(u'/') + 1);
}

std::optional<QString> ApiContext::domainOf(const ApiRequest &request, const QString &domain) const
{
    const auto name = DomainStore::normalized(domain);
    if (!name)
        return std::nullopt;
    if (name->isEmpty() || *name == QUrl(shortUrlBase(request)).host().toLower())
        return QString();
    return *name;
}

QString ApiContext::linkKey(const ApiRequest &request, const QString &code) const
{
    const QString asked = request.param(u"domain"_s);
    // A name that is no host names no link: the lookup answers 404.
    const QString domain = domainOf(request, asked).value_or(asked.isEmpty() ? QString() : u"-"_s);
    return LinkAddress::keyOf(codeFromShortUrl(code), domain);
}

std::optional<ScopeRefusal> ApiContext::authorize(const ApiKeyGrant &grant, ApiAccess access, const QString &code)
{
    qint64 linkKeyId = 0;
    QString linkDomain;
    if (access == ApiAccess::ChangeLink && (grant.scope.ownLinks || !grant.scope.domain.isEmpty())) {
        // An unknown code passes: the route answers it as it answers every key (404).
        const LinkAddress address = LinkAddress::fromKey(code);
        const auto link = m_store.get(address.code, address.domain);
        if (!link && link.error().kind == Error::Kind::NotFound)
            return std::nullopt;
        if (!link)
            return ScopeRefusal{
                u"all-links"_s, u"Kurz could not check whether this API key may change the link; try again."_s};
        linkKeyId = link->apiKeyId;
        linkDomain = link->domain;
    } else if (access == ApiAccess::Create) {
        linkDomain = LinkAddress::fromKey(code).domain;
    }
    return grant.scope.refusal(access, grant.id, QDateTime::currentMSecsSinceEpoch(), linkKeyId, linkDomain);
}

int ApiContext::takeCreate(qint64 keyId)
{
    return m_shared->creates.acquire(keyId, m_createsPerMinute, QDateTime::currentMSecsSinceEpoch());
}

void ApiContext::logFailure(const Error &error)
{
    qCWarning(lcApi).noquote() << "API request failed:" << error.message;
}

}  // namespace kurz
