#include "gui/LinkFilterBar.h"

#include "gui/LinkStatusDisplay.h"
#include "gui/LinkTableModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

// The status filter's "Target broken", after the link statuses.
constexpr int BrokenTargetFilter = -1;

}  // namespace

LinkFilterBar::LinkFilterBar(LinkStore &store, LinkTableModel &model, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_model(model)
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"search"_s);
    m_search->setAccessibleName(tr("Search links"));
    m_search->setPlaceholderText(tr("Search, or tag:name status:expired (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(160);
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, &m_model, &LinkTableModel::setSearch);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    m_statusFilter = new QComboBox(this);
    m_statusFilter->setObjectName(u"statusFilter"_s);
    m_statusFilter->setAccessibleName(tr("Filter by status"));
    m_statusFilter->addItem(tr("Any status"));
    for (LinkStatus status : LinkStatuses)
        m_statusFilter->addItem(linkStatusIcon(status), linkStatusText(status), int(status));
    m_statusFilter->addItem(brokenTargetIcon(), tr("Target broken"), BrokenTargetFilter);
    m_tagFilter = new QComboBox(this);
    m_tagFilter->setObjectName(u"tagFilter"_s);
    m_tagFilter->setAccessibleName(tr("Filter by tag"));
    m_tagFilter->setMinimumContentsLength(12);
    m_tagFilter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto *statusLabel = new QLabel(tr("S&tatus:"), this);
    statusLabel->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    statusLabel->setBuddy(m_statusFilter);
    auto *tagLabel = new QLabel(tr("T&ag:"), this);
    tagLabel->setBuddy(m_tagFilter);
    m_filterControls = new QWidget(this);
    auto *filters = new QHBoxLayout(m_filterControls);
    filters->setContentsMargins(12, 0, 0, 0);
    filters->addWidget(statusLabel);
    filters->addWidget(m_statusFilter);
    filters->addSpacing(12);
    filters->addWidget(tagLabel);
    filters->addWidget(m_tagFilter);
    layout->addWidget(m_search, 1);
    layout->addWidget(m_filterControls);
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant status = m_statusFilter->currentData();
        const bool broken = status == BrokenTargetFilter;
        m_model.setStatusFilter(
            status.isValid() && !broken ? std::optional(LinkStatus(status.toInt())) : std::nullopt, broken);
    });
    connect(m_tagFilter, &QComboBox::currentIndexChanged, this,
        [this] { m_model.setTagFilter(m_tagFilter->currentData().toString()); });
    updateTags();
}

void LinkFilterBar::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void LinkFilterBar::clear()
{
    m_search->clear();
    m_statusFilter->setCurrentIndex(0);
    m_tagFilter->setCurrentIndex(0);
}

void LinkFilterBar::setFiltersVisible(bool visible)
{
    m_filterControls->setVisible(visible);
}

void LinkFilterBar::updateTags()
{
    const QString current = m_tagFilter->currentData().toString();
    const QSignalBlocker blocker(m_tagFilter);
    m_tagFilter->clear();
    m_tagFilter->addItem(tr("Any tag"), QString());
    const auto tags = m_store.pages().usedTags();
    for (const QString &tag : tags ? *tags : QStringList())
        m_tagFilter->addItem(tag, tag);
    m_tagFilter->setCurrentIndex(std::max(0, m_tagFilter->findData(current)));
}

bool LinkFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down && m_model.rowCount() > 0) {
            Q_EMIT downToLinks();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace kurz
