#include "net/UpkeepThread.h"

#include "core/store/Database.h"
#include "net/LinkUpkeep.h"

using namespace Qt::StringLiterals;

namespace kurz {

UpkeepThread::UpkeepThread(std::shared_ptr<Database> database, const Settings &settings)
    : m_database(std::move(database))
    , m_settings(settings)
{
    m_thread.setObjectName(u"upkeep"_s);
    m_context.moveToThread(&m_thread);
    m_thread.start();
}

UpkeepThread::~UpkeepThread()
{
    QMetaObject::invokeMethod(
        &m_context,
        [this] {
            m_upkeep.reset();
            m_database->closeThreadConnection();  // before the thread ends
        },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void UpkeepThread::restart()
{
    QMetaObject::invokeMethod(&m_context, [this] {
        m_upkeep.reset();
        m_upkeep = std::make_unique<LinkUpkeep>(m_database, m_settings, LinkUpkeep::DailyChecks::Elsewhere);
        m_upkeep->start();
    });
}

}  // namespace kurz
