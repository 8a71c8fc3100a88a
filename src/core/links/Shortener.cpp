#include "core/links/Shortener.h"

#include "core/codes/Blocklist.h"
#include "core/links/AliasPolicy.h"
#include "core/links/LinkNetworks.h"
#include "core/links/LinkPassword.h"
#include "core/store/DomainStore.h"
#include "core/store/LinkStore.h"
#include "core/util/SafeText.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace kurz {

// The two directions between a request and a link's fields, side by side so they stay mirrors.
CreateRequest CreateRequest::like(const Link &link)
{
    CreateRequest request;
    request.url = link.target;
    request.alias = link.code;
    request.title = link.title;
    request.notes = link.notes;
    request.tags = link.tags;
    request.validFrom = link.validFrom;
    request.expiresAt = link.expiresAt;
    request.maxVisits = link.maxVisits;
    request.redirectStatus = link.redirectStatus;
    request.forwardQuery = link.forwardQuery;
    request.crawlable = link.crawlable;
    request.pathMode = link.pathMode;
    request.disabled = link.disabled;
    request.passwordHash = link.passwordHash;
    request.networks = link.networks;
    request.expiredUrl = link.expiredUrl;
    request.domain = link.domain;
    request.targetRules = link.targetRules;
    request.createdAt = link.createdAt;
    request.hits = link.hits;
    request.botHits = link.botHits;
    request.lastHitAt = link.lastHitAt;
    return request;
}

bool isExpiredUrl(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    return url.size() <= 2048 && parsed.isValid() && (parsed.scheme() == u"http" || parsed.scheme() == u"https")
        && !parsed.host().isEmpty() && parsed.userInfo().isEmpty();
}

static Link linkFrom(const CreateRequest &request)
{
    Link link;
    link.target = request.url;
    link.title = withoutControls(request.title).trimmed();
    link.notes = withoutControls(request.notes, true);
    link.tags = normalizedTags(request.tags);
    link.validFrom = request.validFrom;
    link.expiresAt = request.expiresAt;
    link.maxVisits = request.maxVisits;
    link.redirectStatus = request.redirectStatus;
    link.forwardQuery = request.forwardQuery;
    link.crawlable = request.crawlable;
    link.pathMode = request.pathMode;
    link.disabled = request.disabled;
    link.passwordHash = request.passwordHash;
    link.networks = linknetworks::canonical(request.networks);
    link.targetRules = request.targetRules;
    link.apiKeyId = request.apiKeyId;
    link.expiredUrl = request.expiredUrl.trimmed();
    // Checked by validateFields: a name that does not normalise stays as given, and is refused.
    const auto domain = DomainStore::normalized(request.domain);
    link.domain = domain ? *domain : request.domain;
    link.createdAt = request.createdAt;
    link.hits = request.hits;
    link.botHits = request.botHits;
    link.lastHitAt = request.lastHitAt;
    return link;
}

Shortener::Shortener(LinkStore &store, std::unique_ptr<CodeStrategy> strategy)
    : m_store(store)
    , m_strategy(std::move(strategy))
    , m_rejector([](const QString &code) { return Blocklist::standard().occursIn(code); })
{
}

Result<void> Shortener::validateFields(const Link &link)
{
    if (link.redirectStatus != 0 && link.redirectStatus != 301 && link.redirectStatus != 302
        && link.redirectStatus != 307 && link.redirectStatus != 308)
        return invalidInput(
            QCoreApplication::translate("kurz::Shortener", "The redirect status must be 301, 302, 307 or 308, not %1.")
                .arg(link.redirectStatus),
            u"redirectStatus"_s);
    if (link.maxVisits && *link.maxVisits < 1)
        return invalidInput(QCoreApplication::translate(
                                "kurz::Shortener", "The visit limit must be at least 1; leave it empty for no limit."),
            u"maxVisits"_s);
    if (link.validFrom.isValid() && link.expiresAt.isValid() && link.expiresAt <= link.validFrom)
        return invalidInput(QCoreApplication::translate("kurz::Shortener",
                                "The link would expire before it becomes valid. Move the expiry after the start."),
            u"expires"_s);
    if (!link.passwordHash.isEmpty() && !linkpassword::isHash(link.passwordHash))
        return invalidInput(QCoreApplication::translate("kurz::Shortener",
                                "The password hash is not an Argon2id hash Kurz can check. Set the password again."),
            u"password"_s);
    if (const auto networks = linknetworks::parse(link.networks); !networks)
        return networks.error();
    if (const auto domain = DomainStore::normalized(link.domain); !domain)
        return domain.error();
    if (!link.expiredUrl.isEmpty() && !isExpiredUrl(link.expiredUrl))
        return invalidInput(QCoreApplication::translate("kurz::Shortener",
                                "The address for expired visits must be an http or https URL with a host, e.g. "
                                "https://example.org/expired, or empty for 410."),
            u"expiredUrl"_s);
    if (link.title.size() > 512)
        return invalidInput(
            QCoreApplication::translate("kurz::Shortener", "The title has %1 characters; at most 512 are allowed.")
                .arg(link.title.size()),
            u"title"_s);
    if (link.notes.size() > 65536)
        return invalidInput(
            QCoreApplication::translate("kurz::Shortener", "The notes have %1 characters; at most 65,536 are allowed.")
                .arg(link.notes.size()),
            u"notes"_s);
    if (link.hits < 0 || link.hits > MaxImportedCount || link.botHits < 0 || link.botHits > MaxImportedCount)
        return invalidInput(QCoreApplication::translate("kurz::Shortener",
                                "Hit counts must be between 0 and %L1, not %L2. Correct the count in the file.")
                                .arg(MaxImportedCount)
                                .arg(link.hits < 0 || link.hits > MaxImportedCount ? link.hits : link.botHits),
            u"hits"_s);
    if (link.tags.size() > MaxTagsPerLink)
        return invalidInput(
            QCoreApplication::translate("kurz::Shortener",
                "A link has at most %1 tags; this one would have %2. Remove some, or group them under fewer tags.")
                .arg(MaxTagsPerLink)
                .arg(link.tags.size()),
            u"tags"_s);
    for (const QString &tag : link.tags) {
        if (tag.trimmed().size() > 64 || tag.contains(u','))
            return invalidInput(QCoreApplication::translate("kurz::Shortener",
                                    "The tag '%1' is not allowed: tags have at most 64 characters and no commas.")
                                    .arg(tag.left(80)),
                u"tags"_s);
    }
    return {};
}

Result<void> Shortener::normalizeRuleUrls(QList<TargetRule> &rules) const
{
    if (rules.size() > targetrules::MaxRules)
        return invalidInput(
            QCoreApplication::translate("kurz::Shortener", "A link has at most %1 redirect rules, not %2.")
                .arg(targetrules::MaxRules)
                .arg(rules.size()),
            u"redirectRules"_s);
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const auto url = m_urlPolicy.normalize(rules[i].longUrl);
        if (!url) {
            Error error = url.error();
            error.message
                = QCoreApplication::translate("kurz::Shortener", "Redirect rule %1: %2").arg(i + 1).arg(error.message);
            error.field = u"redirectRules"_s;
            return error;
        }
        rules[i].longUrl = *url;
    }
    return {};
}

Result<Link> Shortener::checked(const CreateRequest &request) const
{
    const auto target = m_urlPolicy.normalize(request.url);
    if (!target)
        return target.error();

    Link link = linkFrom(request);
    link.target = *target;
    if (auto problem = normalizeRuleUrls(link.targetRules); !problem.ok())
        return problem.error();
    link.titlePending = request.fetchTitle.value_or(m_markUntitled) && link.title.isEmpty();
    if (auto problem = validateFields(link); !problem.ok())
        return problem.error();
    if (request.codeLength != 0 && (request.codeLength < 3 || request.codeLength > 32))
        return invalidInput(
            QCoreApplication::translate("kurz::Shortener", "The code length must be between 3 and 32, not %1.")
                .arg(request.codeLength),
            u"codeLength"_s);

    if (!request.alias.isEmpty()) {
        const auto alias = AliasPolicy::validate(request.alias);
        if (!alias)
            return alias.error();
        link.code = request.alias;
    }
    return link;
}

Result<Created> Shortener::create(const CreateRequest &request)
{
    auto checkedLink = checked(request);
    if (!checkedLink)
        return checkedLink.error();
    Link &link = checkedLink.value();
    // A password, a network rule or redirect rules are the link's own: such a link is never handed out for a
    // plain request, nor a plain one for a request with either.
    const auto open = [](const Link &l) { return !l.isProtected() && l.networks.isEmpty() && l.targetRules.isEmpty(); };
    if (request.reuseExisting.value_or(m_reuseExisting) && request.alias.isEmpty() && open(link)) {
        auto existing = m_store.findByTarget(link.target);
        if (existing && open(*existing) && existing->domain == link.domain)
            return Created{*existing, true};
        if (!existing && existing.error().kind != Error::Kind::NotFound)
            return existing.error();
    }

    if (!request.alias.isEmpty()) {
        auto inserted = m_store.insert(link);
        if (!inserted)
            return inserted.error();
        // A pooled code the alias took is never handed out (were it, UNIQUE(code) would refuse it).
        if (auto taken = m_store.database()->codePool().takeOut(link.code); !taken)
            return taken.error();
        return Created{*inserted, false};
    }

    CodeContext context;
    context.normalizedUrl = link.target;
    context.length = request.codeLength;
    for (int attempt = 0; attempt < MaxAttempts; ++attempt) {
        context.attempt = attempt;
        if (m_strategy->usesCounter()) {
            const auto counter = m_store.database()->counters().nextValue(u"codes."_s + m_strategy->id());
            if (!counter)
                return counter.error();
            context.counter = *counter;
        }
        auto proposed = m_strategy->propose(context);
        if (!proposed)
            return proposed.error();
        link.code = std::move(proposed).value();
        if (link.code.isEmpty())
            return Error{Error::Kind::Exhausted,
                QCoreApplication::translate("kurz::Shortener",
                    "The %1 strategy cannot make more codes with these settings. Choose a longer code length or "
                    "another strategy in Settings → Codes.")
                    .arg(m_strategy->id()),
                {}, reasons::CodesExhausted};
        if (AliasPolicy::isReserved(link.code)
            || (m_rejector && m_strategy->checkedForWords() && m_rejector(link.code)))
            continue;
        auto inserted = m_store.insert(link);
        if (inserted)
            return Created{*inserted, false};
        if (inserted.error().kind != Error::Kind::Conflict)
            return inserted.error();
    }
    return Error{Error::Kind::Exhausted,
        QCoreApplication::translate("kurz::Shortener",
            "No free code was found in %1 attempts: the code space is nearly full. Choose a longer code length in "
            "Settings → Codes.")
            .arg(MaxAttempts),
        {}, reasons::CodesExhausted};
}

}  // namespace kurz
