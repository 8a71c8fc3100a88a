#pragma once

#include "core/store/UpkeepStore.h"

#include <QObject>

#include <memory>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace kurz {

class Database;
class HealthChecker;
class LinkService;
class LinkStore;
class Settings;
class TitleFiller;
struct LinkHealth;

// What a running Kurz (the window or kurz serve) does for links in the background: fills in
// page titles, checks targets on demand and, with health/daily, every target once a day.
// Check results are saved through LinkService as they come.
class LinkUpkeep : public QObject {
    Q_OBJECT

public:
    LinkUpkeep(std::shared_ptr<Database> database, const Settings &settings, QObject *parent = nullptr);
    ~LinkUpkeep() override;

    void start();
    // Checks these targets now (all links when empty).
    void checkNow(const QList<LinkTarget> &targets = {});
    bool isChecking() const;
    TitleFiller &titles() { return *m_titles; }

Q_SIGNALS:
    void checked(const kurz::LinkTarget &target, const kurz::LinkHealth &health);
    void checksFinished();

private:
    void checkTargets(const Result<QList<LinkTarget>> &due);
    void checkDue();

    std::unique_ptr<LinkStore> m_store;
    std::unique_ptr<UpkeepStore> m_upkeep;
    std::unique_ptr<LinkService> m_links;
    TitleFiller *m_titles;
    HealthChecker *m_checker;
    QTimer *m_daily = nullptr;
};

}  // namespace kurz
