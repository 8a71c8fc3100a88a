#include "net/LinkUpkeep.h"

#include "core/links/LinkService.h"
#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "core/store/LinkStore.h"
#include "net/CheckRun.h"
#include "net/TitleFiller.h"

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTitles)

namespace kurz {

LinkUpkeep::LinkUpkeep(std::shared_ptr<Database> database, const Settings &settings, DailyChecks daily, QObject *parent)
    : QObject(parent)
    , m_store(std::make_unique<LinkStore>(database))
    , m_links(makeLinkService(*m_store, linkServiceOptions(settings)))
    , m_titles(new TitleFiller(database, settings, this))
    , m_checks(new CheckRun(*m_links, settings, this))
    , m_daily(daily)
{
    connect(m_checks, &CheckRun::saveFailed, this,
        [](const QString &problem) { qCWarning(lcTitles).noquote() << "target checks:" << problem; });
}

LinkUpkeep::~LinkUpkeep()
{
    delete m_checks;  // before the LinkService it saves through
}

void LinkUpkeep::start()
{
    m_titles->start();
    if (m_daily == DailyChecks::Here)
        m_checks->startDailyChecks();
}

}  // namespace kurz
