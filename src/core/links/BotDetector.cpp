#include "core/links/BotDetector.h"

#include <array>
#include <cstring>
#include <string_view>

namespace kurz {

namespace {

// Lower-case ASCII copy, cut at a length no real User-Agent reaches.
struct Lowered {
    std::array<char, 1024> text{};
    qsizetype size = 0;

    explicit Lowered(QByteArrayView in)
    {
        size = std::min<qsizetype>(in.size(), qsizetype(text.size() - 1));
        for (qsizetype i = 0; i < size; ++i) {
            const char c = in[i];
            text[i] = (c >= 'A' && c <= 'Z') ? char(c + ('a' - 'A')) : c;
        }
    }
    bool contains(const char *needle) const { return std::strstr(text.data(), needle) != nullptr; }
};

// Substrings of known automated agents. Keep sorted by family; lower case.
constexpr const char *BotTokens[] = {
    // generic words most crawlers carry
    "bot",
    "crawl",
    "spider",
    "slurp",
    "scraper",
    "fetcher",
    "preview",
    "headless",
    // search engines and their helpers
    "mediapartners-google",
    "google-inspectiontool",
    "google-pagerenderer",
    "google-read-aloud",
    "adsbot-google",
    "feedfetcher-google",
    "yandex",
    "baidu",
    "sogou",
    "exabot",
    "qwantify",
    "seznam",
    // chat and social link previews
    "facebookexternalhit",
    "facebookcatalog",
    "meta-externalagent",
    "meta-externalfetcher",
    "slack-imgproxy",
    "slackbot",
    "discordbot",
    "telegrambot",
    "whatsapp",
    "twitterbot",
    "linkedinbot",
    "skypeuripreview",
    "mastodon",
    "pleroma",
    "akkoma",
    "misskey",
    "http.rb/",
    "synapse",
    "mattermost",
    "rocket.chat",
    "viber",
    "kakaotalk-scrap",
    "snapchat",
    "vkshare",
    "pinterest",
    "redditbot",
    "tumblr",
    "embedly",
    "iframely",
    "nuzzel",
    "quora link preview",
    "bitlybot",
    "outbrain",
    "flipboard",
    "line-poker",
    "zoominfo",
    "microsoftpreview",
    // AI and dataset crawlers
    "gptbot",
    "chatgpt-user",
    "oai-searchbot",
    "claudebot",
    "claude-web",
    "anthropic-ai",
    "perplexity",
    "ccbot",
    "bytespider",
    "amazonbot",
    "applebot",
    "cohere-ai",
    "diffbot",
    // archivers, SEO and monitoring
    "ia_archiver",
    "archive.org",
    "semrush",
    "ahrefs",
    "mj12",
    "dotbot",
    "petalbot",
    "blexbot",
    "uptimerobot",
    "pingdom",
    "statuscake",
    "site24x7",
    "lighthouse",
    "validator",
    "python-requests",
    "go-http-client",
    "okhttp",
    "java/",
    "libwww-perl",
    "wget",
    "scrapy",
    "httpclient",
    "axios/",
};

// Words that contain a bot token but are people's devices.
constexpr const char *HumanExceptions[] = {"cubot"};

}  // namespace

bool BotDetector::isBot(QByteArrayView userAgent)
{
    if (userAgent.isEmpty())
        return false;
    const Lowered ua(userAgent);
    for (const char *exception : HumanExceptions) {
        if (ua.contains(exception))
            return false;
    }
    for (const char *token : BotTokens) {
        if (ua.contains(token))
            return true;
    }
    return false;
}

QString BotDetector::browserFamily(QByteArrayView userAgent)
{
    if (userAgent.isEmpty())
        return {};
    const Lowered ua(userAgent);
    // Order matters: Edge, Opera and Samsung also say Chrome and Safari; Chrome also says Safari.
    struct Family {
        const char *token;
        const char16_t *name;
    };
    static constexpr Family families[] = {
        {"edg/", u"Edge"},
        {"edga/", u"Edge"},
        {"edgios/", u"Edge"},
        {"opr/", u"Opera"},
        {"opera", u"Opera"},
        {"samsungbrowser", u"Samsung Internet"},
        {"vivaldi", u"Vivaldi"},
        {"yabrowser", u"Yandex Browser"},
        {"firefox/", u"Firefox"},
        {"fxios/", u"Firefox"},
        {"chrome/", u"Chrome"},
        {"crios/", u"Chrome"},
        {"chromium", u"Chrome"},
        {"safari/", u"Safari"},
        {"msie", u"Internet Explorer"},
        {"trident/", u"Internet Explorer"},
        {"curl/", u"curl"},
        {"wget", u"Wget"},
        {"python", u"Python"},
    };
    for (const Family &family : families) {
        if (!ua.contains(family.token))
            continue;
        // Android's own WebKit browser says Safari (and no Chrome): no Safari runs on Android.
        if (family.name == std::u16string_view(u"Safari") && ua.contains("android"))
            return QStringLiteral("Android Browser");
        return QString::fromUtf16(family.name);
    }
    return QStringLiteral("Other");
}

}  // namespace kurz
