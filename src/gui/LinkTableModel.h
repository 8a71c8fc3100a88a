#pragma once

#include "core/store/LinkStore.h"

#include <QAbstractTableModel>
#include <QHash>

class QThread;

#include <memory>

namespace kurz {

// The links as a table, fetched from SQL one page at a time: the model knows the number of
// matching rows and keeps a bounded cache of pages, so a million links cost a few hundred
// rows of memory. Searching and sorting are done by the database.
// Size (about 700 lines, 40 public functions): most of its public face is
// QAbstractTableModel's own (data, headerData, sort, fetchMore, canFetchMore and the rest),
// and the page cache, the background refresh and the row lookup share one state (the pages
// held, the generation they were read at) that a split would have to hand between classes.
class LinkTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        CodeColumn,
        ShortUrlColumn,
        TargetColumn,
        TitleColumn,
        TagsColumn,
        HitsColumn,
        LastHitColumn,
        CreatedColumn,
        ExpiresColumn,
        StatusColumn,
        DomainColumn,  // last: layouts saved before it keep their columns' places
        ColumnCount
    };
    enum Role { LinkIdRole = Qt::UserRole + 1, CodeRole, ShortUrlRole, TargetRole, StatusRole, TargetBrokenRole };

    static constexpr int PageSize = 200;
    static constexpr int MaxCachedPages = 32;
    // A search counts its matches up to here at first, ten times further at each fetchMore.
    static constexpr int SearchCountStep = 10000;
    // refresh() reads again the pages the view used last, this many (the visible rows and
    // the selection's, usually), and looks up at most this many links beyond them.
    static constexpr int RefreshedPages = 3;
    static constexpr int MaxRowLookups = 50;
    // ...and reads the pages of at most this many of those links again with them.
    static constexpr int MaxSelectionPages = 2;
    // A background read the database did not answer is tried again after this long.
    static constexpr int RetryAfterMs = 1000;

    explicit LinkTableModel(std::shared_ptr<Database> database, QObject *parent = nullptr);
    ~LinkTableModel() override;

    void setShortUrlBase(const QString &base);
    QString shortUrlBase() const { return m_shortUrlBase; }
    QString shortUrl(const Link &link) const { return link.shortUrl(m_shortUrlBase); }

    // The search field's text: words, plus `tag:NAME` and `status:NAME` (live, scheduled,
    // expired, limit-reached, disabled, or broken: the target's last check failed) filters.
    QString search() const { return m_searchText; }
    void setSearch(const QString &text);
    // The filter bar's choices, combined with the search's; brokenOnly: links whose target's
    // last check failed.
    void setStatusFilter(std::optional<LinkStatus> status, bool brokenOnly = false);
    void setTagFilter(const QString &tag);  // empty: any
    // What the rows are: the search's and the filters' conditions, and the order.
    const LinkQuery &query() const { return m_query; }
    bool isFiltered() const
    {
        return !m_query.search.isEmpty() || !m_query.tags.isEmpty() || m_query.status || m_query.brokenOnly;
    }
    // Counts every match of a broad search (Ctrl+End, the row count).
    void countAll();
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_query.descending ? Qt::DescendingOrder : Qt::AscendingOrder; }

    // Recounts and drops the cache, resetting the model: the search, filters or order changed.
    void reload();
    // Links came or went (this process's or another's): recounts, adds or removes rows at the
    // end and re-reads the pages the view last used, without a reset. Rows that persistent
    // indexes (the selection, the current row) point at follow their links to their new
    // places, or become invalid when their links are gone; the view's scroll position stays.
    void refresh();
    // The same, read on the model's reader thread with a connection of its own: the GUI thread
    // only applies what was read, when it arrives. Changes that come while a read is under way
    // are read once it is done; a reload or refresh() meanwhile makes the read stale, and it is
    // dropped.
    void refreshInBackground();
    bool isReadingInBackground() const { return m_reading; }
    // Re-reads the loaded rows of these links (after a hit flush); rows keep their places.
    void refreshLinks(const QList<qint64> &ids);

    std::optional<Link> linkAt(int row) const;
    int loadedRowOf(qint64 id) const;  // -1 when the link is not in a loaded page
    // The link's row under the current sort and filters, loading its page (and counting further
    // rows of a search) as needed; -1 when it is not among them.
    int rowOf(qint64 id);
    qint64 totalLinks();  // all links, whatever the search

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    bool canFetchMore(const QModelIndex &parent) const override;
    // The row count stops at a counting step: there may be more matches ("10,000+").
    bool mayHaveMore() const { return m_countLimit > 0; }
    void fetchMore(const QModelIndex &parent) override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    // The search or the order changed (and the rows were reloaded).
    void queryChanged();
    // Around a refresh's changes to the rows, whether from refresh() or refreshInBackground().
    void refreshAboutToBeApplied();
    void refreshApplied();

private:
    struct RefreshRead;
    static RefreshRead readRefresh(LinkStore &store, const LinkQuery &query, qint64 countLimit, const QList<int> &pages,
        const QList<qint64> &ids, quint64 generation);
    static void readInto(RefreshRead &read, LinkStore &store, const LinkQuery &query, qint64 countLimit,
        const QList<int> &pages, const QList<qint64> &ids);
    static int rowIn(const QHash<int, QList<Link>> &pages, qint64 id);
    QList<qint64> persistentLinkIds() const;
    QList<int> recentPages() const;
    void applyRefresh(const RefreshRead &read);
    bool placesPersistentLinks(const RefreshRead &read) const;
    qint64 loadedIdAt(int row) const;
    const Link *linkPtr(int row) const;
    QList<Link> readPage(int page) const;
    // A page read for `generation`'s rows ended at `rows`: the row count follows.
    void endRowsAt(quint64 generation, int rows);
    int countRows(qint64 limit);
    void applyQuery();
    QVariant displayData(const Link &link, int column) const;

    std::unique_ptr<LinkStore> m_store;
    LinkQuery m_query;
    QString m_searchText;
    std::optional<LinkStatus> m_statusFilter;
    bool m_brokenFilter = false;
    QString m_tagFilter;
    int m_sortColumn = CreatedColumn;
    int m_rowCount = 0;
    qint64 m_countLimit = 0;  // 0: m_rowCount is exact; else there may be more rows
    bool m_resetting = false;
    quint64 m_generation = 0;  // counts reloads, so that a correction meant for older rows is dropped
    QString m_shortUrlBase;
    mutable QHash<int, QList<Link>> m_pages;  // page index -> rows
    mutable QList<int> m_pageUse;  // least recently used first
    // refreshInBackground(): the reader thread, its store (made and used there only), and
    // whether a read is under way or changes wait for the next one.
    QThread *m_reader = nullptr;
    QObject *m_readerContext = nullptr;
    std::unique_ptr<LinkStore> m_readerStore;
    bool m_reading = false;
    bool m_readAgain = false;
};

}  // namespace kurz
