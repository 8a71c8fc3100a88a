#pragma once

#include <QByteArrayView>
#include <QString>

namespace kurz {

// Tells crawlers and link-preview fetchers from people, and names a browser family, from a
// User-Agent header. Only these two facts are kept: never the header itself.
class BotDetector {
public:
    // Search engines, AI crawlers, chat and social link previews (Slack, Discord, Telegram,
    // WhatsApp, Facebook, X, LinkedIn, Skype, Mastodon, ...), archivers and SEO tools.
    static bool isBot(QByteArrayView userAgent);
    // "Chrome", "Firefox", "Safari", "Edge", "Opera", "Samsung Internet", "Android Browser", "curl", ...;
    // "Other" when unknown, empty when there is no User-Agent.
    static QString browserFamily(QByteArrayView userAgent);
};

}  // namespace kurz
