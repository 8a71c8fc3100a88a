// The window at a million links: generates the database once (one transaction, one prepared
// insert), then measures launch to the first painted rows, a search keystroke to updated
// rows, sorting by every column, scrolling deep, a burst of 1,000 changes made elsewhere,
// deleting every link and undoing it (with the GUI thread's longest stall during each), and the
// peak memory. Prints figures; asserts nothing.
//
//   bench_window [DATABASE [LINKS]]    (default: a temporary database with 1,000,000 links)
#include "app/ServerListener.h"
#include "core/links/LinkServiceSetup.h"
#include "core/links/SettingsReaders.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "core/store/VisitStore.h"
#include "gui/DesktopApp.h"
#include "gui/LinkListWidget.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <functional>
#include <sys/resource.h>
#include <thread>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

QElapsedTimer g_sinceStart;

// Reports when the table's viewport has painted rows.
class PaintWatch : public QObject {
public:
    PaintWatch(QTableView *table)
        : m_table(table)
    {
        table->viewport()->installEventFilter(this);
    }
    qint64 firstPaintMs = -1;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && firstPaintMs < 0 && m_table->model()->rowCount() > 0)
            firstPaintMs = g_sinceStart.elapsed();
        return false;
    }

private:
    QTableView *m_table;
};

bool generate(const QString &path, qint64 count)
{
    auto db = Database::open(path);
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return false;
    }
    LinkStore store(*db);
    const QStringList hosts
        = {u"docs.example.org"_s, u"blog.example.com"_s, u"shop.example.net"_s, u"news.example.org"_s,
            u"wiki.example.com"_s, u"photos.example.net"_s, u"video.example.org"_s, u"git.example.com"_s};
    const QStringList words = {u"release"_s, u"notes"_s, u"guide"_s, u"summer"_s, u"sale"_s, u"report"_s, u"team"_s,
        u"meeting"_s, u"photo"_s, u"album"_s, u"recipe"_s, u"travel"_s, u"budget"_s, u"draft"_s, u"invoice"_s,
        u"launch"_s, u"roadmap"_s, u"design"_s, u"survey"_s, u"webinar"_s};
    const QStringList tags = {u"work"_s, u"personal"_s, u"docs"_s, u"social"_s, u"campaign"_s};
    const qint64 start = QDateTime::currentMSecsSinceEpoch() - 3LL * 365 * 86400000;
    QRandomGenerator random(42);
    QElapsedTimer timer;
    timer.start();
    const auto inserted = store.bulkLoad(count, [&](qint64 i) {
        Link link;
        link.code = QString::number(quint64(i) * 2654435761ULL % 56800235584ULL + 1000000, 36);
        const QString a = words.at(random.bounded(int(words.size())));
        const QString b = words.at(random.bounded(int(words.size())));
        link.target
            = QStringLiteral("https://%1/%2/%3-%4").arg(hosts.at(random.bounded(int(hosts.size()))), a, b).arg(i);
        link.title = QStringLiteral("%1 %2 %3").arg(a, b).arg(i);
        if (i % 3 == 0)
            link.tags = {tags.at(random.bounded(int(tags.size())))};
        link.createdAt = QDateTime::fromMSecsSinceEpoch(start + i * (3LL * 365 * 86400000 / count), Qt::UTC);
        // Hits follow a long tail: most links a few, some thousands.
        link.hits = qint64(std::pow(random.generateDouble(), 6) * 20000);
        link.botHits = link.hits / 10;
        if (link.hits > 0)
            link.lastHitAt = link.createdAt.addSecs(random.bounded(86400 * 30));
        // One link in ten expires a year after it was made: some have, some will.
        if (i % 10 == 0)
            link.expiresAt = link.createdAt.addDays(365);
        return link;
    });
    if (!inserted) {
        std::fprintf(stderr, "%s\n", qPrintable(inserted.error().message));
        return false;
    }
    const double insertSeconds = timer.nsecsElapsed() / 1e9;
    timer.start();
    SearchIndex(store.database()).catchUp();
    std::printf("generated %lld links in %.1f s (%.0f links/s), search index in %.1f s, file %.0f MB\n",
        static_cast<long long>(*inserted), insertSeconds, *inserted / insertSeconds, timer.nsecsElapsed() / 1e9,
        QFileInfo(path).size() / 1e6);
    return true;
}

double repaintMs(QTableView *table, const std::function<void()> &action)
{
    QElapsedTimer timer;
    timer.start();
    action();
    table->viewport()->repaint();
    return timer.nsecsElapsed() / 1e6;
}

// The longest gap between the ticks of a 10 ms timer on the GUI thread while `action` runs
// (its nested event loops included): how long the window could not repaint or take input.
struct Stall {
    double seconds = 0;
    double longestMs = 0;
};

Stall measureStall(const std::function<void()> &action)
{
    QElapsedTimer total, tick;
    double longest = 0;
    QTimer timer;
    timer.setInterval(10);
    QObject::connect(&timer, &QTimer::timeout, &timer, [&] {
        longest = std::max(longest, tick.nsecsElapsed() / 1e6);
        tick.start();
    });
    total.start();
    tick.start();
    timer.start();
    action();
    longest = std::max(longest, tick.nsecsElapsed() / 1e6);
    return {total.nsecsElapsed() / 1e9, longest};
}

}  // namespace

int main(int argc, char *argv[])
{
    g_sinceStart.start();
    QTemporaryDir dir;
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : dir.filePath(u"million.db"_s);
    const qint64 count = argc > 2 ? QString::fromLocal8Bit(argv[2]).toLongLong() : 1000000;
    if (!QFileInfo::exists(path)) {
        if (!generate(path, count))
            return 1;
        // Generating is not part of a launch: measure the window in a fresh process.
        std::printf("run again with the same DATABASE to measure a launch: %s %s\n", argv[0], qPrintable(path));
        if (argc > 1)
            return 0;
        g_sinceStart.start();
    }

    QApplication app(argc, argv);
    Settings settings(dir.filePath(u"bench.conf"_s));
    settings.set(keys::ListenAddress, u"127.0.0.1:0"_s);
    auto db = Database::open(path);
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 1;
    }
    DesktopApp desktop(settings, *db, std::make_unique<ServerListener>(*db, settings));
    QTableView *table = desktop.window()->findChild<QTableView *>(u"links"_s);
    PaintWatch watch(table);
    desktop.start();
    while (watch.firstPaintMs < 0 && g_sinceStart.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    auto *model = qobject_cast<LinkTableModel *>(table->model());
    std::printf("links: %d\nlaunch to first painted rows: %lld ms\n", model->rowCount(),
        static_cast<long long>(watch.firstPaintMs));

    QLineEdit *search = desktop.window()->findChild<QLineEdit *>(u"search"_s);
    for (const QString &term :
        {u"rec"_s, u"reci"_s, u"recip"_s, u"recipe"_s, u"recipe 12345"_s, u"xyz"_s, u"example"_s}) {
        const double ms = repaintMs(table, [&, term] { search->setText(term); });
        std::printf(
            "search keystroke '%s' to updated rows: %.1f ms (%d rows)\n", qPrintable(term), ms, model->rowCount());
    }
    std::printf("sort the 'example' matches by hits: %.1f ms\n",
        repaintMs(table, [&] { table->sortByColumn(LinkTableModel::HitsColumn, Qt::DescendingOrder); }));
    const int firstCount = model->rowCount();
    const double further = repaintMs(table, [&] { model->fetchMore({}); });
    std::printf("count further ('example', as the view does at the end of %d rows): %.1f ms, now %d rows\n", firstCount,
        further, model->rowCount());
    const double toEnd
        = repaintMs(table, [&] { table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum()); });
    std::printf("scroll to the end of all 'example' matches (the view counts on to the end): %.1f ms, %d rows\n", toEnd,
        model->rowCount());
    std::printf("clear search: %.1f ms\n", repaintMs(table, [&] { search->clear(); }));
    // Filters (the bar, or tag:/status: in the search) are conditions of the same query.
    for (const QString &term : {u"status:expired"_s, u"status:disabled"_s, u"status:live"_s, u"tag:work"_s,
             u"status:expired recipe"_s, u"tag:work status:live"_s}) {
        const double ms = repaintMs(table, [&, term] { search->setText(term); });
        std::printf("filter '%s' to updated rows: %.1f ms (%d%s rows)\n", qPrintable(term), ms, model->rowCount(),
            model->canFetchMore({}) ? "+" : "");
    }
    search->clear();
    // Every column's sort, each way, as a person sorts: a link in the middle of the table is
    // selected, and the sort keeps it selected and in view, wherever it lands.
    for (const int column : {int(LinkTableModel::CodeColumn), int(LinkTableModel::TargetColumn),
             int(LinkTableModel::TitleColumn), int(LinkTableModel::TagsColumn), int(LinkTableModel::HitsColumn),
             int(LinkTableModel::LastHitColumn), int(LinkTableModel::CreatedColumn), int(LinkTableModel::ExpiresColumn),
             int(LinkTableModel::StatusColumn)}) {
        const QString name = model->headerData(column, Qt::Horizontal).toString();
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            table->selectRow(model->rowCount() / 2);
            const double ms = repaintMs(table, [&] { table->sortByColumn(column, order); });
            std::printf("sort by %s (%s), a link in the middle selected: %.1f ms, the link now row %d\n",
                qPrintable(name.toLower()), order == Qt::AscendingOrder ? "ascending" : "descending", ms,
                table->selectionModel()->currentIndex().row());
        }
    }
    table->sortByColumn(LinkTableModel::CreatedColumn, Qt::DescendingOrder);
    std::printf("scroll to the middle: %.1f ms\n",
        repaintMs(table, [&] { table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum() / 2); }));
    std::printf("scroll to the end: %.1f ms\n",
        repaintMs(table, [&] { table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum()); }));
    std::printf("refresh 500 flushed links: %.1f ms\n", repaintMs(table, [&] {
        QList<qint64> ids;
        for (qint64 id = 1; id <= 500; ++id)
            ids << id;
        model->refreshLinks(ids);
    }));
    // A burst of 1,000 changes made on another connection, as the listener's API, the title
    // filler or a second process make them (500 titles edited, 500 links created), while the
    // user looks at the middle of the table with a link selected there.
    {
        QScrollBar *scroll = table->verticalScrollBar();
        scroll->setValue(scroll->maximum() / 2);
        table->selectRow(table->rowAt(table->viewport()->height() / 2));
        const qint64 selectedId = table->selectionModel()->currentIndex().data(LinkTableModel::LinkIdRole).toLongLong();
        const auto topLink = [table] {
            return table->model()->index(table->rowAt(0), 0).data(LinkTableModel::LinkIdRole).toLongLong();
        };
        const qint64 top = topLink();
        const int rowsBefore = model->rowCount();
        QStringList edited;
        for (qint64 id = 1; edited.size() < 500; ++id) {
            if (const auto link = desktop.store().getById(id))
                edited << link->code;
        }
        int resets = 0, layouts = 0;
        const auto resetSeen = QObject::connect(model, &QAbstractItemModel::modelReset, model, [&] { ++resets; });
        const auto layoutSeen = QObject::connect(model, &QAbstractItemModel::layoutChanged, model, [&] { ++layouts; });
        const LinkServiceOptions options = linkServiceOptions(settings);
        std::atomic<bool> written{false};
        QElapsedTimer shown;
        const Stall burst = measureStall([&] {
            shown.start();
            std::thread writer([&] {
                {
                    LinkStore store(*db);
                    const auto links = makeLinkService(store, options);
                    for (int i = 0; i < 1000; ++i) {
                        if (i % 2 == 0) {
                            LinkEdit edit;
                            edit.title = QStringLiteral("Burst title %1").arg(i);
                            links->edit(edited.at(i / 2), edit);
                        } else {
                            CreateRequest request;
                            request.url = QStringLiteral("https://example.org/burst/%1").arg(i);
                            request.title = u"Burst"_s;
                            links->create(request);
                        }
                    }
                }
                (*db)->closeThreadConnection();
                written = true;
            });
            while (!(written && model->rowCount() == rowsBefore + 500 && !model->isReadingInBackground())
                && shown.elapsed() < 120000)
                QApplication::processEvents(QEventLoop::AllEvents, 10);
            writer.join();
        });
        QObject::disconnect(resetSeen);
        QObject::disconnect(layoutSeen);
        const qint64 stillSelected
            = table->selectionModel()->currentIndex().data(LinkTableModel::LinkIdRole).toLongLong();
        std::printf(
            "burst of 1,000 changes on another connection: all shown after %.2f s, %d model resets, %d layout changes, "
            "longest GUI stall %.0f ms, the links in view %s, selection %s\n",
            shown.nsecsElapsed() / 1e9, resets, layouts, burst.longestMs, topLink() == top ? "kept" : "moved",
            stillSelected == selectedId ? "kept" : "moved");
    }
    // Every link selected and deleted (Ctrl+A, Del, the confirmation answered), then undone.
    // The links carry visits, as a used database's do (added once): three rows for every
    // fourth link.
    const auto visitsBefore = VisitStore(*db).count(VisitQuery{});
    if (visitsBefore && *visitsBefore == 0) {
        HitBatch visits;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        desktop.store().pages().forEachLink([&](const Link &link) {
            if (link.id % 4 == 0) {
                visits.counts[link.id] = {3, 0, now * 1000};
                for (int i = 1; i <= 3; ++i)
                    visits.visits[VisitKey{link.id, now - 3600 * i, false, u"example.org"_s, u"Firefox"_s}] = 1;
            }
            return true;
        });
        VisitStore(*db).applyHits(visits);
    }
    const auto visitCount = VisitStore(*db).count(VisitQuery{});
    std::printf("visits of the links: %lld\n", static_cast<long long>(visitCount ? *visitCount : -1));
    rusage before = {};
    getrusage(RUSAGE_SELF, &before);
    std::printf("peak memory before the delete (max RSS): %.1f MB\n", before.ru_maxrss / 1024.0);
    auto *list = desktop.window()->findChild<LinkListWidget *>();
    int selected = 0;
    const double selectMs = repaintMs(table, [&] {
        table->selectAll();
        selected = list->selectedCount();
    });
    std::printf("select all and count them (what the confirmation says): %.1f ms, %d links\n", selectMs, selected);
    int deleted = 0;
    const Stall deleting = measureStall([&] { deleted = list->deleteSelected(false); });
    std::printf("delete %d links: %.1f s, longest GUI stall %.0f ms, %d rows left\n", deleted, deleting.seconds,
        deleting.longestMs, model->rowCount());
    const Stall undoing = measureStall([&] { list->undoStack()->undo(); });
    std::printf(
        "undo it: %.1f s, longest GUI stall %.0f ms, %d rows\n", undoing.seconds, undoing.longestMs, model->rowCount());
    rusage usage = {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("peak memory (max RSS): %.1f MB\n", usage.ru_maxrss / 1024.0);
    return 0;
}
