#include "net/TitleFiller.h"

#include "core/links/LinkService.h"
#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "core/store/UpkeepStore.h"
#include "net/HealthChecker.h"
#include "net/TargetFetch.h"
#include "net/TitleParser.h"

#include <QLoggingCategory>
#include <QNetworkAccessManager>

Q_LOGGING_CATEGORY(lcTitles, "kurz.titles", QtWarningMsg)

namespace kurz {

TitleFiller::TitleFiller(std::shared_ptr<Database> database, const Settings &settings, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database))
    , m_store(std::make_unique<LinkStore>(m_database))
    , m_upkeep(std::make_unique<UpkeepStore>(m_database))
    , m_links(makeLinkService(*m_store, linkServiceOptions(settings)))
    , m_network(new QNetworkAccessManager(this))
    , m_allowPrivate(settings.get(keys::AllowPrivateTargets))
    , m_fetching(settings.get(keys::FetchTitles))
{
    connect(&settings, &Settings::changed, this, [this, &settings](const QStringList &changed, SettingScopes) {
        if (changed.contains(keys::FetchTitles.key))
            setFetching(settings.get(keys::FetchTitles));
    });
}

TitleFiller::~TitleFiller() = default;

void TitleFiller::start()
{
    connect(
        &m_database->linkChanges(), &LinkChanges::changed, this,
        [this](const LinkChange &change) {
            if (change.kind == LinkChange::Kind::Created || change.kind == LinkChange::Kind::External)
                poll();
        },
        Qt::QueuedConnection);
    poll();
}

void TitleFiller::setFetching(bool on)
{
    if (on == m_fetching)
        return;
    m_fetching = on;
    if (on)
        return poll();
    // A fetch deleted is stopped, its connection closed; its link keeps waiting.
    const QList<TargetFetch *> running = m_running.values();
    m_running.clear();
    qDeleteAll(running);
    Q_EMIT idle();
}

void TitleFiller::poll()
{
    if (!m_fetching)
        return;
    const int room = AtOnce - int(m_running.size());
    if (room <= 0)
        return;
    // Those under way are still marked: ask for enough to find `room` others.
    const auto waiting = m_upkeep->awaitingTitle(AtOnce + room);
    if (!waiting) {
        qCWarning(lcTitles).noquote() << waiting.error().message;
        return;
    }
    for (const LinkTarget &link : *waiting) {
        if (m_running.size() >= AtOnce)
            break;
        if (m_running.contains(link.id))
            continue;
        FetchOptions options;
        options.allowPrivate = m_allowPrivate;
        options.userAgent = HealthChecker::userAgent();
        auto *fetch = new TargetFetch(*m_network, QUrl(link.target), options, this);
        m_running.insert(link.id, fetch);
        connect(fetch, &TargetFetch::finished, this, [this, id = link.id](const FetchResult &result) {
            // A page that cannot be had ends the wait too: no link waits forever.
            const QString title = result.status >= 200 && result.status < 300
                ? TitleParser::parse(result.contentType, result.body)
                : QString();
            if (const auto saved = m_links->fillTitle(id, title); !saved)
                qCWarning(lcTitles) << "cannot save a page title:" << saved.error().message;
            m_running.remove(id);
            poll();
            if (m_running.isEmpty())
                Q_EMIT idle();
        });
        fetch->start();
    }
    if (m_running.isEmpty())
        Q_EMIT idle();
}

}  // namespace kurz
