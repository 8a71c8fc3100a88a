#pragma once

#include <QHash>
#include <QObject>

#include <memory>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
QT_END_NAMESPACE

namespace kurz {

class Database;
class LinkService;
class LinkStore;
class Settings;
class TargetFetch;
class UpkeepStore;
struct LinkChange;

// Gives links made without a title the title of their page, in the background: whenever links
// are created (here or by another process, such as the command line), it fetches the pages of
// those waiting, at most four at a time, and saves each title through LinkService. While
// titles/fetch is off it fetches nothing: turning it off stops the fetches under way at once,
// and the links keep waiting until it is on again.
class TitleFiller : public QObject {
    Q_OBJECT

public:
    static constexpr int AtOnce = 4;

    TitleFiller(std::shared_ptr<Database> database, const Settings &settings, QObject *parent = nullptr);
    ~TitleFiller() override;

    // Looks for links waiting now, and again whenever links are created.
    void start();
    bool isBusy() const { return !m_running.isEmpty(); }
    bool isFetching() const { return m_fetching; }

Q_SIGNALS:
    void idle();  // no fetch under way and none waiting that could start

private:
    void poll();
    void setFetching(bool on);

    std::shared_ptr<Database> m_database;
    std::unique_ptr<LinkStore> m_store;
    std::unique_ptr<UpkeepStore> m_upkeep;
    std::unique_ptr<LinkService> m_links;
    QNetworkAccessManager *m_network;
    bool m_allowPrivate;
    bool m_fetching;
    QHash<qint64, TargetFetch *> m_running;  // by link id
};

}  // namespace kurz
