#include "gui/LinkColumns.h"

#include "gui/LinkStatusDisplay.h"
#include "gui/LinkTableModel.h"

#include <QDateTime>
#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QScopedValueRollback>
#include <QStyle>
#include <QTableView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

LinkColumns::LinkColumns(QTableView *table, QWidget *parent)
    : QObject(parent)
    , m_table(table)
{
    QHeaderView *header = table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    letTargetTakeTheSlack();
    // The code column and Copy short URL stand in for the short URL column until it is shown.
    header->hideSection(LinkTableModel::ShortUrlColumn);
    // Shown once a link has a short domain of its own (LinkListWidget).
    header->hideSection(LinkTableModel::DomainColumn);
    header->setSortIndicator(LinkTableModel::CreatedColumn, Qt::DescendingOrder);
    table->setSortingEnabled(true);
    setFirstWidths(parent);
    // A column the user sizes keeps its width; from then on no column follows the window.
    connect(header, &QHeaderView::sectionResized, this, [this] {
        if (!m_sizing)
            m_sizedByUser = true;
    });
    createMenu(parent);
    table->viewport()->installEventFilter(this);
}

// Code, Hits, Expires and Status fit their longest usual content: a 12-character alias, a
// count in the millions with bots, a date with its minute, "limit reached" beside its dot and
// a broken target's sign; every column at least as wide as its heading and sort indicator, in
// whatever language.
void LinkColumns::setFirstWidths(QWidget *measure)
{
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics = measure->fontMetrics();
    QFont bold = measure->font();
    bold.setBold(true);
    const int padding = 2 * measure->style()->pixelMetric(QStyle::PM_HeaderMargin) + 16;
    // Expires shows the minute when a link does not end at midnight.
    const QDateTime late(QDate(2026, 12, 28), QTime(23, 58));
    const QString expiryExample = QLocale().toString(late.date(), QLocale::ShortFormat) + u' '
        + QLocale().toString(late.time(), QLocale::ShortFormat);
    int statusWidth = 0;
    for (LinkStatus status : LinkStatuses)
        statusWidth = std::max(statusWidth, metrics.horizontalAdvance(linkStatusText(status)));
    int widths[LinkTableModel::ColumnCount] = {QFontMetrics(bold).horizontalAdvance(u"release-2026"_s) + padding, 175,
        190, 140, 88, metrics.horizontalAdvance(u"1,644,039 / 99,999"_s) + padding, 78, 92,
        metrics.horizontalAdvance(expiryExample) + padding,
        statusWidth + 2 * measure->style()->pixelMetric(QStyle::PM_SmallIconSize) + padding,
        metrics.horizontalAdvance(u"go.example.com"_s) + padding};
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column)
        header->resizeSection(column, std::max(widths[column], header->sectionSizeHint(column)));
}

void LinkColumns::createMenu(QWidget *parent)
{
    QHeaderView *header = m_table->horizontalHeader();
    m_menu = new QMenu(tr("&Columns"), parent);
    m_menu->setObjectName(u"columnsMenu"_s);
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
        QAction *action = m_menu->addAction(m_table->model()->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setEnabled(column != LinkTableModel::CodeColumn);
        connect(m_menu, &QMenu::aboutToShow, action,
            [action, header, column] { action->setChecked(!header->isSectionHidden(column)); });
        connect(action, &QAction::triggered, header,
            [header, column](bool shown) { header->setSectionHidden(column, !shown); });
    }
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, m_menu,
        [this, header](const QPoint &pos) { m_menu->exec(header->mapToGlobal(pos)); });
}

QByteArray LinkColumns::saveState() const
{
    return m_table->horizontalHeader()->saveState();
}

void LinkColumns::restoreState(const QByteArray &state)
{
    const QScopedValueRollback restoring(m_sizing, true);
    QHeaderView *header = m_table->horizontalHeader();
    if (!state.isEmpty())
        header->restoreState(state);
    // Widths saved in another language may be narrower than this one's headings ("Last hit",
    // "Letzter Aufruf"): no heading is clipped.
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
        if (!header->isSectionHidden(column) && header->sectionSize(column) < header->sectionSizeHint(column))
            header->resizeSection(column, header->sectionSizeHint(column));
    }
    letTargetTakeTheSlack();  // a layout saved by an older Kurz had the last column stretch
}

// The user sizes every column. Until they do, Target and Title share what the other columns
// leave of the table's width, Target the larger part (they elide, and the detail pane shows
// them whole), so that the other columns, Status last, stay in view without scrolling
// sideways in any language.
void LinkColumns::letTargetTakeTheSlack()
{
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    fitColumns();
}

void LinkColumns::fitColumns()
{
    if (m_sizedByUser || !m_table->viewport()->width())
        return;
    QHeaderView *header = m_table->horizontalHeader();
    int others = 0;
    for (int column = 0; column < LinkTableModel::ColumnCount; ++column) {
        if (column != LinkTableModel::TargetColumn && column != LinkTableModel::TitleColumn
            && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    }
    const int slack = m_table->viewport()->width() - others;
    // Title a third, Target the rest: where room is short, Target gives way first.
    const int title = std::max(header->sectionSizeHint(LinkTableModel::TitleColumn), slack / 3);
    const int target = std::max(header->sectionSizeHint(LinkTableModel::TargetColumn), slack - title);
    const QScopedValueRollback fitting(m_sizing, true);
    header->resizeSection(LinkTableModel::TargetColumn, target);
    header->resizeSection(LinkTableModel::TitleColumn, title);
}

bool LinkColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QObject::eventFilter(watched, event);
}

}  // namespace kurz
