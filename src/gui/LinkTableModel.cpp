#include "gui/LinkTableModel.h"

#include "core/store/Database.h"
#include "core/store/LinkChangeWatch.h"
#include "gui/LinkStatusDisplay.h"
#include "gui/TargetDisplay.h"

#include <QFont>
#include <QLocale>
#include <QLoggingCategory>
#include <QMimeData>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <limits>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcModel, "kurz.model", QtWarningMsg)

#include <algorithm>

namespace kurz {

namespace {

std::optional<LinkQuery::Sort> sortOf(int column)
{
    switch (column) {
    case LinkTableModel::CodeColumn:
    case LinkTableModel::ShortUrlColumn: return LinkQuery::Sort::Code;
    case LinkTableModel::TargetColumn: return LinkQuery::Sort::Target;
    case LinkTableModel::TitleColumn: return LinkQuery::Sort::Title;
    case LinkTableModel::TagsColumn: return LinkQuery::Sort::Tags;
    case LinkTableModel::HitsColumn: return LinkQuery::Sort::Hits;
    case LinkTableModel::LastHitColumn: return LinkQuery::Sort::LastHit;
    case LinkTableModel::CreatedColumn: return LinkQuery::Sort::Created;
    case LinkTableModel::ExpiresColumn: return LinkQuery::Sort::Expires;
    case LinkTableModel::StatusColumn: return LinkQuery::Sort::Status;
    default: return std::nullopt;
    }
}

QString shortDate(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime().date(), QLocale::ShortFormat) : QString();
}

// The date, and the minute too unless the link expires at midnight: a link that expires
// within the hour must not read as one that lasts the day.
QString expiryDate(const QDateTime &t)
{
    if (!t.isValid())
        return {};
    const QDateTime local = t.toLocalTime();
    if (local.time() == QTime(0, 0))
        return shortDate(t);
    return shortDate(t) + u' ' + QLocale().toString(local.time(), QLocale::ShortFormat);
}

// "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", else the date.
QString relativeTime(const QDateTime &t)
{
    if (!t.isValid())
        return {};
    const qint64 seconds = t.secsTo(QDateTime::currentDateTimeUtc());
    if (seconds < 60)
        return LinkTableModel::tr("just now");
    if (seconds < 3600)
        return LinkTableModel::tr("%1 min ago").arg(seconds / 60);
    if (seconds < 86400)
        return LinkTableModel::tr("%1 h ago").arg(seconds / 3600);
    const qint64 days = t.toLocalTime().date().daysTo(QDate::currentDate());
    if (days <= 1)
        return LinkTableModel::tr("yesterday");
    if (days < 30)
        return LinkTableModel::tr("%1 days ago").arg(days);
    return shortDate(t);
}

QString fullTime(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::LongFormat) : QString();
}

}  // namespace

// What refresh() reads: the rows counted as far as before, the pages the view used last read
// again, and where the links that persistent indexes pointed at are now. Made on the GUI
// thread (refresh()) or the model's reader thread (refreshInBackground()), each with its own
// LinkStore.
struct LinkTableModel::RefreshRead {
    quint64 generation = 0;
    int rows = 0;
    qint64 countLimit = 0;
    QHash<int, QList<Link>> pages;
    QList<int> pageUse;  // least recently used first
    QHash<qint64, int> rowOf;  // -1: gone, or not found within MaxRowLookups
    bool failed = false;  // the database did not answer: the rows stay as they are
};

LinkTableModel::RefreshRead LinkTableModel::readRefresh(LinkStore &store, const LinkQuery &query, qint64 countLimit,
    const QList<int> &pages, const QList<qint64> &ids, quint64 generation)
{
    RefreshRead read;
    read.generation = generation;
    // One snapshot: the count, the pages and the rows found agree, whoever writes meanwhile.
    store.pages().inSnapshot([&] { readInto(read, store, query, countLimit, pages, ids); });
    return read;
}

void LinkTableModel::readInto(RefreshRead &read, LinkStore &store, const LinkQuery &query, qint64 countLimit,
    const QList<int> &pages, const QList<qint64> &ids)
{
    LinkQuery counting = query;
    counting.countLimit = countLimit;
    const auto counted = store.pages().count(counting);
    if (!counted) {
        qCWarning(lcModel).noquote() << counted.error().message;
        read.failed = true;
        return;
    }
    const qint64 n = std::min<qint64>(counted ? *counted : 0, std::numeric_limits<int>::max());
    read.countLimit = countLimit > 0 && n >= countLimit ? countLimit : 0;
    read.rows = int(n);
    const auto readPage = [&](int page) {
        if (qint64(page) * PageSize >= read.rows || read.pages.contains(page))
            return;
        LinkQuery paged = query;
        paged.offset = qint64(page) * PageSize;
        paged.limit = PageSize;
        paged.expectedRows = read.countLimit > 0 ? std::numeric_limits<qint64>::max() : read.rows;
        const auto links = store.pages().page(paged);
        if (!links) {
            qCWarning(lcModel).noquote() << "page" << page << "could not be read again:" << links.error().message;
            read.failed = true;
            return;
        }
        // A short page ends the rows, whatever the count said.
        if (links->size() < PageSize && paged.offset + links->size() < read.rows) {
            read.rows = int(paged.offset + links->size());
            read.countLimit = 0;
        }
        read.pages.insert(page, *links);
    };
    QList<int> ascending = pages;
    std::sort(ascending.begin(), ascending.end());
    for (int page : std::as_const(ascending))
        readPage(page);
    for (int page : pages) {
        if (read.pages.contains(page))
            read.pageUse.append(page);
    }
    int lookups = 0;
    for (qint64 id : ids) {
        if (read.rowOf.contains(id))
            continue;
        int at = rowIn(read.pages, id);
        // A link that moved beyond the pages read again is looked for, a few of them.
        if (at < 0 && lookups++ < MaxRowLookups) {
            const auto position = store.pages().rowOf(query, id);
            at = position && *position < read.rows ? int(*position) : -1;
        }
        read.rowOf.insert(id, at);
        // The selected links' pages come from this snapshot too, a few of them: read later, they
        // would show other links in those rows, and the selection would follow those.
        if (at >= 0 && !read.pages.contains(at / PageSize)
            && read.pageUse.size() < RefreshedPages + MaxSelectionPages) {
            readPage(at / PageSize);
            if (read.pages.contains(at / PageSize))
                read.pageUse.append(at / PageSize);
        }
    }
}

int LinkTableModel::rowIn(const QHash<int, QList<Link>> &pages, qint64 id)
{
    for (auto it = pages.cbegin(); it != pages.cend(); ++it) {
        for (qsizetype i = 0; i < it->size(); ++i) {
            if (it->at(i).id == id)
                return it.key() * PageSize + int(i);
        }
    }
    return -1;
}

LinkTableModel::LinkTableModel(std::shared_ptr<Database> database, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(std::make_unique<LinkStore>(std::move(database)))
{
    m_query.limit = PageSize;
    m_rowCount = countRows(0);
}

// Counts the matching rows, at most `limit` (0: all); remembers whether there may be more.
int LinkTableModel::countRows(qint64 limit)
{
    LinkQuery query = m_query;
    query.countLimit = limit;
    const auto counted = m_store->pages().count(query);
    if (!counted)
        qCWarning(lcModel).noquote() << counted.error().message;
    const qint64 n = std::min<qint64>(counted ? *counted : 0, std::numeric_limits<int>::max());
    m_countLimit = limit > 0 && n >= limit ? limit : 0;
    return int(n);
}

LinkTableModel::~LinkTableModel()
{
    if (!m_reader)
        return;
    QMetaObject::invokeMethod(
        m_readerContext,
        [this] {
            m_readerStore.reset();
            m_store->database()->closeThreadConnection();  // before the thread ends
        },
        Qt::BlockingQueuedConnection);
    m_reader->quit();
    m_reader->wait();
    delete m_readerContext;
}

void LinkTableModel::setShortUrlBase(const QString &base)
{
    if (base == m_shortUrlBase)
        return;
    m_shortUrlBase = base;
    if (m_rowCount > 0)
        Q_EMIT dataChanged(index(0, ShortUrlColumn), index(m_rowCount - 1, ShortUrlColumn));
}

void LinkTableModel::setSearch(const QString &text)
{
    m_searchText = text;
    applyQuery();
}

void LinkTableModel::setStatusFilter(std::optional<LinkStatus> status, bool brokenOnly)
{
    m_statusFilter = status;
    m_brokenFilter = brokenOnly;
    applyQuery();
}

void LinkTableModel::setTagFilter(const QString &tag)
{
    m_tagFilter = tag;
    applyQuery();
}

void LinkTableModel::applyQuery()
{
    LinkQuery next;
    if (!m_tagFilter.isEmpty())
        next.tags << m_tagFilter;
    next.status = m_statusFilter;
    next.brokenOnly = m_brokenFilter;
    next.setSearchText(m_searchText);
    if (next.search == m_query.search && next.tags == m_query.tags && next.status == m_query.status
        && next.brokenOnly == m_query.brokenOnly)
        return;
    m_query.search = next.search;
    m_query.tags = next.tags;
    m_query.allTags = next.tags.size() > 1;  // the side panel's tag and the search's: all of them
    m_query.status = next.status;
    m_query.brokenOnly = next.brokenOnly;
    reload();
    Q_EMIT queryChanged();
}

void LinkTableModel::countAll()
{
    if (m_countLimit == 0)
        return;
    const int rows = countRows(0);
    if (rows <= m_rowCount)
        return;
    beginInsertRows({}, m_rowCount, rows - 1);
    m_rowCount = rows;
    endInsertRows();
}

void LinkTableModel::endRowsAt(quint64 generation, int rows)
{
    if (generation != m_generation || rows >= m_rowCount)
        return;
    beginRemoveRows({}, rows, m_rowCount - 1);
    m_rowCount = rows;
    m_countLimit = 0;
    endRemoveRows();
}

void LinkTableModel::reload()
{
    ++m_generation;
    beginResetModel();
    m_pages.clear();
    m_pageUse.clear();
    m_query.offset = 0;
    // Everything is counted exactly and fast; a broad search is counted a step at a time.
    m_rowCount = countRows(isFiltered() ? SearchCountStep : 0);
    // Views may ask for more while the reset is announced; not before it is over.
    m_resetting = true;
    endResetModel();
    m_resetting = false;
}

// The links persistent indexes point at, where their rows are loaded.
QList<qint64> LinkTableModel::persistentLinkIds() const
{
    QList<qint64> ids;
    for (const QModelIndex &index : persistentIndexList()) {
        if (const qint64 id = loadedIdAt(index.row()); id >= 0)
            ids.append(id);
    }
    return ids;
}

// The link in a loaded row, without reading a page; -1 where the row is not loaded.
qint64 LinkTableModel::loadedIdAt(int row) const
{
    if (auto page = m_pages.constFind(row / PageSize); page != m_pages.cend() && row % PageSize < page->size())
        return page->at(row % PageSize).id;
    return -1;
}

// Whether a read can place every link persistent indexes point at now. A page read on demand
// after the read was asked for (a row the view painted, a row selected meanwhile) holds links
// the read did not look for; placed by position instead, the selection would move to other links.
bool LinkTableModel::placesPersistentLinks(const RefreshRead &read) const
{
    for (const QModelIndex &index : persistentIndexList()) {
        const qint64 id = loadedIdAt(index.row());
        if (id >= 0 && !read.rowOf.contains(id) && rowIn(read.pages, id) < 0)
            return false;
    }
    return true;
}

// The pages the view used last are read again, the others when asked for.
QList<int> LinkTableModel::recentPages() const
{
    return m_pageUse.mid(std::max<qsizetype>(0, m_pageUse.size() - RefreshedPages));
}

void LinkTableModel::refresh()
{
    // Counted as far as before: exactly when it was exact, else to the same step.
    const RefreshRead read
        = readRefresh(*m_store, m_query, m_countLimit, recentPages(), persistentLinkIds(), m_generation);
    if (!read.failed)
        applyRefresh(read);
}

void LinkTableModel::refreshInBackground()
{
    if (m_reading) {
        m_readAgain = true;  // read once the read under way is done: it may have missed these
        return;
    }
    if (!m_reader) {
        m_reader = new QThread(this);
        m_reader->setObjectName(u"table reader"_s);
        m_readerContext = new QObject;
        m_readerContext->moveToThread(m_reader);
        m_reader->start();
    }
    m_reading = true;
    QMetaObject::invokeMethod(m_readerContext,
        [this, query = m_query, countLimit = m_countLimit, pages = recentPages(), ids = persistentLinkIds(),
            generation = m_generation, database = m_store->database()] {
            if (!m_readerStore)
                m_readerStore = std::make_unique<LinkStore>(database);
            RefreshRead read = readRefresh(*m_readerStore, query, countLimit, pages, ids, generation);
            // A shared database that ended this thread's connection: it is opened again (with
            // back-off), and the read is tried again a while later.
            if (read.failed)
                database->linkWatch().recoverConnection();
            QMetaObject::invokeMethod(this, [this, read = std::move(read)] {
                m_reading = false;
                if (read.failed) {
                    QTimer::singleShot(RetryAfterMs, this, [this] { refreshInBackground(); });
                    return;
                }
                // A reload or a refresh of the GUI thread's own came between: this read is stale.
                // So is one that does not know where the selected links are now: it is read again.
                if (read.generation == m_generation) {
                    if (placesPersistentLinks(read))
                        applyRefresh(read);
                    else
                        m_readAgain = true;
                }
                if (std::exchange(m_readAgain, false))
                    refreshInBackground();
            });
        });
}

// The rows follow the read without a reset: rows that persistent indexes (the selection, the
// current row) point at follow their links to their new places, or become invalid when their
// links are gone; the view's scroll position stays.
void LinkTableModel::applyRefresh(const RefreshRead &read)
{
    Q_EMIT refreshAboutToBeApplied();
    ++m_generation;
    m_countLimit = read.countLimit;
    if (read.rows > m_rowCount) {
        beginInsertRows({}, m_rowCount, read.rows - 1);
        m_rowCount = read.rows;
        endInsertRows();
    }
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex &index : before) {
        int row = index.row();
        if (const qint64 id = loadedIdAt(row); id >= 0) {
            const auto known = read.rowOf.constFind(id);
            // A link selected after a background read began is found among the pages read.
            row = known != read.rowOf.cend() ? *known : rowIn(read.pages, id);
        }
        after.append(row >= 0 && row < read.rows ? createIndex(row, index.column()) : QModelIndex());
    }
    m_pages = read.pages;
    m_pageUse = read.pageUse;
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    if (read.rows < m_rowCount) {
        beginRemoveRows({}, read.rows, m_rowCount - 1);
        m_rowCount = read.rows;
        endRemoveRows();
    }
    Q_EMIT refreshApplied();
}

void LinkTableModel::refreshLinks(const QList<qint64> &ids)
{
    const QSet<qint64> wanted(ids.cbegin(), ids.cend());
    for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
        for (int i = 0; i < it->size(); ++i) {
            Link &link = (*it)[i];
            if (!wanted.contains(link.id))
                continue;
            if (const auto fresh = m_store->getById(link.id)) {
                link = *fresh;
                const int row = it.key() * PageSize + i;
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            }
        }
    }
}

const Link *LinkTableModel::linkPtr(int row) const
{
    if (row < 0 || row >= m_rowCount)
        return nullptr;
    const int page = row / PageSize;
    auto it = m_pages.find(page);
    if (it == m_pages.end()) {
        // Evict first: erasing from a QHash may move its other entries, and so `it`.
        if (m_pages.size() >= MaxCachedPages)
            m_pages.remove(m_pageUse.takeFirst());
        it = m_pages.insert(page, readPage(page));
    } else {
        m_pageUse.removeOne(page);
    }
    m_pageUse.append(page);
    const int inPage = row % PageSize;
    return inPage < it->size() ? &it->at(inPage) : nullptr;
}

QList<Link> LinkTableModel::readPage(int page) const
{
    LinkQuery query = m_query;
    query.offset = qint64(page) * PageSize;
    query.limit = PageSize;
    query.expectedRows = m_countLimit > 0 ? std::numeric_limits<qint64>::max() : m_rowCount;
    const auto links = m_store->pages().page(query);
    if (!links) {
        qCWarning(lcModel).noquote() << "page" << page << "of" << m_rowCount
                                     << "rows could not be read:" << links.error().message;
        return {};
    }
    // A short page ends the rows, whatever the count said: the view must not show rows that
    // have no link (the count is corrected once the view is done asking).
    if (links->size() < PageSize && query.offset + links->size() < m_rowCount) {
        auto *self = const_cast<LinkTableModel *>(this);
        const int rows = int(query.offset + links->size());
        QMetaObject::invokeMethod(
            self, [self, generation = m_generation, rows] { self->endRowsAt(generation, rows); }, Qt::QueuedConnection);
    }
    return *links;
}

std::optional<Link> LinkTableModel::linkAt(int row) const
{
    if (const Link *link = linkPtr(row))
        return *link;
    return std::nullopt;
}

int LinkTableModel::loadedRowOf(qint64 id) const
{
    return rowIn(m_pages, id);
}

int LinkTableModel::rowOf(qint64 id)
{
    if (const int loaded = loadedRowOf(id); loaded >= 0)
        return loaded;
    const auto position = m_store->pages().rowOf(m_query, id);
    if (!position || *position > std::numeric_limits<int>::max())
        return -1;
    const int row = int(*position);
    while (row >= m_rowCount && canFetchMore({})) {
        const int before = m_rowCount;
        fetchMore({});
        if (m_rowCount == before)
            break;
    }
    const std::optional<Link> link = row < m_rowCount ? linkAt(row) : std::nullopt;
    return link && link->id == id ? row : -1;
}

qint64 LinkTableModel::totalLinks()
{
    if (!isFiltered())
        return m_rowCount;
    const auto all = m_store->pages().countAll();
    return all ? *all : m_rowCount;
}

int LinkTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int LinkTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LinkTableModel::displayData(const Link &link, int column) const
{
    switch (column) {
    case CodeColumn: return link.code;
    case ShortUrlColumn: return shortUrl(link);
    case DomainColumn: return link.domain;
    case TargetColumn: return displayTarget(link.target);
    case TitleColumn: return link.title;
    case TagsColumn: return link.tags.join(u", "_s);
    case HitsColumn:
        return link.botHits > 0
            ? QStringLiteral("%1 / %2").arg(QLocale().toString(link.hits), QLocale().toString(link.botHits))
            : QLocale().toString(link.hits);
    case LastHitColumn: return relativeTime(link.lastHitAt);
    case CreatedColumn: return shortDate(link.createdAt);
    case ExpiresColumn: return expiryDate(link.expiresAt);
    case StatusColumn: {
        const QString status = linkStatusText(link.status(QDateTime::currentDateTimeUtc()));
        return link.isProtected() ? tr("%1, protected").arg(status) : status;
    }
    default: return {};
    }
}

QVariant LinkTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Link *link = linkPtr(index.row());
    if (!link)
        return {};
    switch (role) {
    case Qt::DisplayRole: return displayData(*link, index.column());
    case Qt::ToolTipRole:
        if (index.column() == TargetColumn || index.column() == TitleColumn)
            return displayData(*link, index.column());
        if (index.column() == HitsColumn)
            return tr("Visits: %1 by people, %2 by bots")
                .arg(QLocale().toString(link->hits), QLocale().toString(link->botHits));
        if (index.column() == ExpiresColumn && link->maxVisits)
            return tr("Stops after %Ln visit(s)", nullptr,
                int(std::min<qint64>(*link->maxVisits, std::numeric_limits<int>::max())));
        if (index.column() == LastHitColumn)
            return fullTime(link->lastHitAt);
        if (index.column() == CreatedColumn)
            return fullTime(link->createdAt);
        if (index.column() == ExpiresColumn)
            return fullTime(link->expiresAt);
        if (index.column() == StatusColumn)
            return targetHealthText(link->health);
        return {};
    case Qt::DecorationRole:
        if (index.column() != StatusColumn)
            return {};
        if (link->health && link->health->broken())
            return brokenTargetPixmap(link->status(QDateTime::currentDateTimeUtc()));
        return linkStatusIcon(link->status(QDateTime::currentDateTimeUtc()));
    case Qt::AccessibleTextRole:
        if (index.column() == StatusColumn && link->health && link->health->broken())
            return tr("%1, target broken").arg(displayData(*link, StatusColumn).toString());
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == HitsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (index.column() == CodeColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case LinkIdRole: return link->id;
    case CodeRole: return link->code;
    case ShortUrlRole: return shortUrl(*link);
    case TargetRole: return link->target;
    case StatusRole: return int(link->status(QDateTime::currentDateTimeUtc()));
    case TargetBrokenRole: return link->health && link->health->broken();
    default: return {};
    }
}

QVariant LinkTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section == HitsColumn)
        return tr("Visits by people / by bots");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CodeColumn: return tr("Code");
    case ShortUrlColumn: return tr("Short URL");
    case TargetColumn: return tr("Target");
    case TitleColumn: return tr("Title");
    case TagsColumn: return tr("Tags");
    case HitsColumn: return tr("Hits");
    case LastHitColumn: return tr("Last hit");
    case CreatedColumn: return tr("Created");
    case ExpiresColumn: return tr("Expires");
    case StatusColumn: return tr("Status");
    case DomainColumn: return tr("Domain");
    default: return {};
    }
}

void LinkTableModel::sort(int column, Qt::SortOrder order)
{
    const auto sort = sortOf(column);
    if (!sort)
        return;
    const bool descending = order == Qt::DescendingOrder;
    if (column == m_sortColumn && descending == m_query.descending)
        return;
    m_sortColumn = column;
    m_query.sort = *sort;
    m_query.descending = descending;
    reload();
    Q_EMIT queryChanged();
}

bool LinkTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_countLimit > 0 && !m_resetting;
}

void LinkTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const int rows = countRows(m_countLimit * 10);
    if (rows <= m_rowCount)
        return;
    beginInsertRows({}, m_rowCount, rows - 1);
    m_rowCount = rows;
    endInsertRows();
}

QStringList LinkTableModel::mimeTypes() const
{
    return {u"text/uri-list"_s, u"text/plain"_s};
}

QMimeData *LinkTableModel::mimeData(const QModelIndexList &indexes) const
{
    QList<QUrl> urls;
    QStringList lines;
    QSet<int> rows;
    for (const QModelIndex &index : indexes) {
        if (rows.contains(index.row()))
            continue;
        rows.insert(index.row());
        const QString url = index.data(ShortUrlRole).toString();
        urls.append(QUrl(url));
        lines.append(url);
    }
    auto *mime = new QMimeData;
    mime->setUrls(urls);
    mime->setText(lines.join(u'\n'));
    return mime;
}

Qt::ItemFlags LinkTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
}

}  // namespace kurz
