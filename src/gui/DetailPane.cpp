#include "gui/DetailPane.h"

#include "gui/DesktopApp.h"
#include "gui/HitsChart.h"
#include "gui/LinkStatusDisplay.h"
#include "gui/QrCodeView.h"
#include "gui/TargetDisplay.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

#include <QVBoxLayout>
#include <limits>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString timeText(const QDateTime &t, const QString &otherwise)
{
    return t.isValid() ? QLocale().toString(
               t.toLocalTime(), DetailPane::tr("ddd d MMM yyyy, HH:mm", "date format, see QDateTime::toString"))
                       : otherwise;
}

}  // namespace

DetailPane::DetailPane(DesktopApp &app, QWidget *parent)
    : QScrollArea(parent)
    , m_app(app)
    , m_visits(app.database())
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_placeholder = new QLabel(tr("Select a link to see its QR code, visits and details."), page);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setEnabled(false);
    layout->addWidget(m_placeholder);

    m_content = new QWidget(page);
    auto *content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 0, 0);
    m_heading = new QLabel(m_content);
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.4);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    content->addWidget(m_heading);
    m_qr = new QrCodeView(148, m_content);
    content->addWidget(m_qr);
    auto *chartTitle = new QLabel(tr("<b>Visits, last %1 days</b>").arg(ChartDays), m_content);
    content->addWidget(chartTitle);
    m_chart = new HitsChart(m_content);
    content->addWidget(m_chart);
    auto *clear = new QPushButton(tr("C&lear visits…"), m_content);
    clear->setObjectName(u"clearVisitsButton"_s);
    clear->setToolTip(tr("Deletes the link's visits and sets its hit counts to zero; Ctrl+Z brings them back"));
    connect(clear, &QPushButton::clicked, this, &DetailPane::clearVisitsRequested);
    content->addWidget(clear, 0, Qt::AlignLeft);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    content->addLayout(m_form);
    m_shortUrl = addField(tr("Short URL:"));
    m_target = addField(tr("Target:"));
    m_title = addField(tr("Title:"));
    m_tags = addField(tr("Tags:"));
    m_notes = addField(tr("Notes:"));
    m_status = addField(tr("Status:"));
    m_health = addField(tr("Last check:"));
    m_hits = addField(tr("Hits:"));
    m_lastHit = addField(tr("Last hit:"));
    m_created = addField(tr("Created:"));
    m_validFrom = addField(tr("Valid from:"));
    m_expires = addField(tr("Expires:"));
    m_limit = addField(tr("Visit limit:"));
    m_redirect = addField(tr("Redirect:"));
    m_behaviour = addField(tr("Query, path:"));
    m_target->setObjectName(u"target"_s);
    m_status->setObjectName(u"status"_s);
    m_target->setTextFormat(Qt::RichText);
    m_target->setOpenExternalLinks(true);
    m_target->setTextInteractionFlags(Qt::TextBrowserInteraction);
    // One line, elided: a long target would otherwise fill the pane.
    m_target->setWordWrap(false);
    m_target->installEventFilter(this);
    layout->addWidget(m_content);
    layout->addStretch();
    setWidget(page);
    setMinimumWidth(300);
    setLink(std::nullopt);
}

QLabel *DetailPane::addField(const QString &label)
{
    auto *value = new QLabel(m_content);
    value->setWordWrap(true);
    value->setTextFormat(Qt::PlainText);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_form->addRow(label, value);
    return value;
}

void DetailPane::setLink(const std::optional<Link> &link)
{
    m_link = link;
    m_placeholder->setVisible(!link);
    m_placeholder->setText(tr("Select a link to see its QR code, visits and details."));
    m_content->setVisible(link.has_value());
    if (!link)
        return;
    const QLocale locale;
    const QString shortUrl = m_app.shortUrl(link->code);
    m_heading->setText(link->code);
    m_qr->setText(shortUrl, u"kurz-"_s + link->code);
    const auto days = m_visits.perDay(link->id, QDate::currentDate(), ChartDays);
    m_chart->setDays(days ? *days : QList<DayVisits>());
    m_shortUrl->setText(shortUrl);
    showTarget();
    m_title->setText(link->title.isEmpty() ? tr("—") : link->title);
    m_tags->setText(link->tags.isEmpty() ? tr("—") : link->tags.join(u", "_s));
    m_notes->setText(link->notes.isEmpty() ? tr("—") : link->notes);
    const QString status = linkStatusText(link->status(QDateTime::currentDateTimeUtc()));
    QString shown = link->isProtected() ? tr("%1, protected by a password").arg(status) : status;
    if (!link->networks.isEmpty())
        shown = tr("%1, only for %2").arg(shown, link->networks);
    m_status->setText(shown);
    m_health->setText(targetHealthText(link->health));
    m_hits->setText(tr("%1 by people, %2 by bots").arg(locale.toString(link->hits), locale.toString(link->botHits)));
    m_lastHit->setText(timeText(link->lastHitAt, tr("never")));
    m_created->setText(timeText(link->createdAt, {}));
    m_validFrom->setText(timeText(link->validFrom, tr("from creation")));
    m_expires->setText(timeText(link->expiresAt, tr("never")));
    m_limit->setText(link->maxVisits
            ? tr("%Ln visit(s)", nullptr, int(std::min<qint64>(*link->maxVisits, std::numeric_limits<int>::max())))
            : tr("none"));
    m_redirect->setText(link->redirectStatus == 0 ? tr("default status") : QString::number(link->redirectStatus));
    m_behaviour->setText(tr("%1; extra path %2")
                             .arg(link->forwardQuery ? tr("query forwarded") : tr("query dropped"),
                                 link->pathMode == PathMode::Append ? tr("appended") : tr("not found")));
}

void DetailPane::showTarget()
{
    if (!m_link)
        return;
    const QString shown = displayTarget(m_link->target);
    const QString elided = m_target->fontMetrics().elidedText(shown, Qt::ElideMiddle, std::max(m_target->width(), 40));
    m_target->setText(
        QStringLiteral("<a href=\"%1\">%2</a>").arg(m_link->target.toHtmlEscaped(), elided.toHtmlEscaped()));
    m_target->setToolTip(elided == shown ? QString() : shown);
}

bool DetailPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_target && event->type() == QEvent::Resize)
        showTarget();
    return QScrollArea::eventFilter(watched, event);
}

void DetailPane::showCount(int selected)
{
    setLink(std::nullopt);
    if (selected > 1)
        m_placeholder->setText(
            tr("%Ln link(s) selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them "
               "all at once.",
                nullptr, selected));
}

QString DetailPane::placeholderText() const
{
    return m_content->isHidden() ? m_placeholder->text() : QString();
}

void DetailPane::refresh()
{
    if (!m_link)
        return;
    // A link deleted meanwhile leaves the pane; one that cannot be read now stays as it was.
    const auto fresh = m_app.store().getById(m_link->id);
    if (fresh)
        setLink(*fresh);
    else if (fresh.error().kind == Error::Kind::NotFound)
        setLink(std::nullopt);
}

}  // namespace kurz
