#include "net/LinkUpkeep.h"

#include "core/links/LinkService.h"
#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "net/HealthChecker.h"
#include "net/TitleFiller.h"

#include <QLoggingCategory>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcTitles)

namespace kurz {

LinkUpkeep::LinkUpkeep(std::shared_ptr<Database> database, const Settings &settings, QObject *parent)
    : QObject(parent)
    , m_store(std::make_unique<LinkStore>(database))
    , m_upkeep(std::make_unique<UpkeepStore>(database))
    , m_links(makeLinkService(*m_store, linkServiceOptions(settings)))
    , m_titles(new TitleFiller(database, settings, this))
    , m_checker(new HealthChecker(settings, this))
{
    connect(m_checker, &HealthChecker::checked, this, [this](const LinkTarget &target, const LinkHealth &health) {
        if (const auto saved = m_links->recordHealth({{target.id, health}}); !saved)
            qCWarning(lcTitles) << "cannot save a check's result:" << saved.error().message;
        Q_EMIT checked(target, health);
    });
    connect(m_checker, &HealthChecker::finished, this, &LinkUpkeep::checksFinished);
    if (settings.get(keys::HealthDaily)) {
        m_daily = new QTimer(this);
        connect(m_daily, &QTimer::timeout, this, &LinkUpkeep::checkDue);
    }
}

LinkUpkeep::~LinkUpkeep() = default;

void LinkUpkeep::start()
{
    m_titles->start();
    if (m_daily) {
        m_daily->start(60 * 60 * 1000);  // hourly: whatever was last checked a day ago is due
        checkDue();
    }
}

void LinkUpkeep::checkDue()
{
    if (!m_checker->isBusy())
        checkTargets(m_upkeep->dueForCheck(QDateTime::currentDateTimeUtc().addDays(-1), 0));
}

void LinkUpkeep::checkNow(const QList<LinkTarget> &targets)
{
    if (!targets.isEmpty())
        m_checker->check(targets);
    else
        checkTargets(m_upkeep->dueForCheck(QDateTime::currentDateTimeUtc().addSecs(1), 0));
}

void LinkUpkeep::checkTargets(const Result<QList<LinkTarget>> &due)
{
    if (due)
        m_checker->check(*due);
    else
        qCWarning(lcTitles).noquote() << due.error().message;
}

bool LinkUpkeep::isChecking() const
{
    return m_checker->isBusy();
}

}  // namespace kurz
