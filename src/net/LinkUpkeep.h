#pragma once

#include <QObject>

#include <memory>

namespace kurz {

class CheckRun;
class Database;
class LinkService;
class LinkStore;
class Settings;
class TitleFiller;

// What a running Kurz (the window or kurz serve) does for links in the background: fills in
// page titles and, with health/daily, checks every target once a day through its CheckRun.
class LinkUpkeep : public QObject {
    Q_OBJECT

public:
    // Where the daily checks run: here, or in the window's own CheckRun (one run a process).
    enum class DailyChecks { Here, Elsewhere };

    LinkUpkeep(std::shared_ptr<Database> database, const Settings &settings, DailyChecks daily = DailyChecks::Here,
        QObject *parent = nullptr);
    ~LinkUpkeep() override;

    void start();
    TitleFiller &titles() { return *m_titles; }
    CheckRun &checks() { return *m_checks; }

private:
    std::unique_ptr<LinkStore> m_store;
    std::unique_ptr<LinkService> m_links;
    TitleFiller *m_titles;
    CheckRun *m_checks;
    DailyChecks m_daily;
};

}  // namespace kurz
