#pragma once

#include <QObject>
#include <QThread>

#include <memory>

namespace kurz {

class Database;
class LinkUpkeep;
class Settings;

// A LinkUpkeep on a thread of its own, as the window runs it (its daily target checks run in
// the window's TargetChecks, the one CheckRun of the process): fetching and parsing pages and
// saving titles and check results (with the checkpoints of the database's log those commits
// set off) never hold up the thread that owns this object. The results reach the window as
// LinkChanges, like any other writer's.
class UpkeepThread {
public:
    UpkeepThread(std::shared_ptr<Database> database, const Settings &settings);
    // Ends the upkeep on its thread (fetches under way are dropped; their links keep waiting),
    // then the thread.
    ~UpkeepThread();
    UpkeepThread(const UpkeepThread &) = delete;
    UpkeepThread &operator=(const UpkeepThread &) = delete;

    // A new LinkUpkeep with the settings as they are now, started; the old one ends first.
    // Returns at once: the work is done on the upkeep's thread.
    void restart();

private:
    std::shared_ptr<Database> m_database;
    const Settings &m_settings;
    QThread m_thread;
    QObject m_context;  // lives on m_thread: calls go there through it
    std::unique_ptr<LinkUpkeep> m_upkeep;  // made, used and destroyed on m_thread only
};

}  // namespace kurz
