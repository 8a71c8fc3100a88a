#pragma once

#include "core/codes/CodeStrategy.h"
#include "core/links/Link.h"
#include "core/links/UrlPolicy.h"
#include "core/util/Result.h"

#include <functional>
#include <memory>
#include <optional>

namespace kurz {

class LinkStore;

// Everything a new link may be given; the window, tray, CLI and APIs all fill this in.
// Whether `url` may be where an expired, used-up or disabled link sends visitors: an absolute
// http or https URL with a host and no user name, at most 2048 characters.
bool isExpiredUrl(const QString &url);

struct CreateRequest {
    QString url;
    QString alias;  // empty: a code from the strategy
    QString title;
    QString notes;
    QStringList tags;
    QDateTime validFrom;
    QDateTime expiresAt;
    std::optional<qint64> maxVisits;
    int redirectStatus = 0;  // 0: the listener's default
    bool forwardQuery = true;
    bool crawlable = false;
    PathMode pathMode = PathMode::Exact;
    bool disabled = false;
    QString passwordHash;  // Argon2id (linkpassword::hash); empty: no password
    QString networks;  // the client networks it answers (LinkNetworks); empty: all
    QList<TargetRule> targetRules;  // redirect rules in priority order; their URLs are checked as targets
    QString expiredUrl;  // instead of 410 while expired, used up or disabled; empty: the server's default
    qint64 apiKeyId = 0;  // the API key that asks for it; 0: not an API's create
    QString domain;  // the short domain (DomainStore::normalized); empty: the default one
    std::optional<bool> reuseExisting;  // unset: the Shortener's default
    std::optional<bool> fetchTitle;  // made without a title, it waits for its page's; unset: the Shortener's default
    int codeLength = 0;  // 0: the strategy's length
    // What an import keeps of a link's history; unset: now and no hits.
    QDateTime createdAt;
    qint64 hits = 0;
    qint64 botHits = 0;
    QDateTime lastHitAt;

    // A request for a link with `link`'s fields (its code, if any, as the alias).
    static CreateRequest like(const Link &link);
};

struct Created {
    Link link;
    bool existed = false;  // an existing link for the same URL was returned
};

// The one place that creates links: validate, optionally reuse the link for the same URL,
// take a code from the strategy, insert, let UNIQUE(code) decide, retry.
class Shortener {
public:
    static constexpr int MaxAttempts = 64;

    Shortener(LinkStore &store, std::unique_ptr<CodeStrategy> strategy);

    void setUrlPolicy(const UrlPolicy &policy) { m_urlPolicy = policy; }
    const UrlPolicy &urlPolicy() const { return m_urlPolicy; }
    void setStrategy(std::unique_ptr<CodeStrategy> strategy) { m_strategy = std::move(strategy); }
    CodeStrategy &strategy() const { return *m_strategy; }
    void setReuseExisting(bool on) { m_reuseExisting = on; }
    // Links created without a title are marked as waiting for their page's title.
    void setMarkUntitled(bool on) { m_markUntitled = on; }
    // Generated codes that this returns true for are skipped; by default those that contain a
    // word of Blocklist::standard(). Reserved words are always skipped.
    void setCodeRejector(std::function<bool(const QString &)> rejector) { m_rejector = std::move(rejector); }

    Result<Created> create(const CreateRequest &request);
    // What create() would insert (target normalised, fields and alias checked, the alias as
    // its code), without touching the store: bulk imports insert many such links at once.
    Result<Link> checked(const CreateRequest &request) const;

    // Normalises each rule's URL as a target (UrlPolicy); InvalidInput names the rule refused.
    Result<void> normalizeRuleUrls(QList<TargetRule> &rules) const;

    // Checks the fields a create and an edit have in common; used by editors for inline errors.
    static Result<void> validateFields(const Link &link);

private:
    LinkStore &m_store;
    std::unique_ptr<CodeStrategy> m_strategy;
    UrlPolicy m_urlPolicy;
    bool m_reuseExisting = false;
    bool m_markUntitled = false;
    std::function<bool(const QString &)> m_rejector;
};

}  // namespace kurz
