#include "cli/Command.h"

#include "core/links/LinkService.h"
#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/Database.h"
#include "core/store/LinkStore.h"
#include "core/util/SafeText.h"

namespace kurz {

CommandContext::CommandContext(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{
}

CommandContext::~CommandContext() = default;

void CommandContext::setPaths(const QString &databasePath, const QString &configPath)
{
    m_databasePath = databasePath;
    m_configPath = configPath;
}

Settings &CommandContext::settings()
{
    if (!m_settings)
        m_settings = std::make_unique<Settings>(m_configPath);
    return *m_settings;
}

std::shared_ptr<Database> CommandContext::database()
{
    if (m_database)
        return m_database;
    const QString path = keys::databasePath(settings(), m_databasePath);
    auto opened = Database::open(path);
    if (!opened) {
        fail(opened.error().message);
        return nullptr;
    }
    m_database = *opened;
    return m_database;
}

LinkStore *CommandContext::store()
{
    if (!m_store) {
        auto db = database();
        if (!db)
            return nullptr;
        m_store = std::make_unique<LinkStore>(db);
        m_store->setCaseInsensitive(settings().get(keys::CaseInsensitiveCodes));
    }
    return m_store.get();
}

QString CommandContext::baseUrl()
{
    return shortUrlBase(settings());
}

LinkService *CommandContext::links()
{
    if (!m_links) {
        LinkStore *linkStore = store();
        if (!linkStore)
            return nullptr;
        m_links = makeLinkService(*linkStore, linkServiceOptions(settings()));
    }
    return m_links.get();
}

int CommandContext::fail(const QString &message)
{
    m_err << "kurz: " << escapedControls(message, true) << '\n';  // messages quote what was given
    m_err.flush();
    return 1;
}

}  // namespace kurz
