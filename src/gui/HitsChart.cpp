#include "gui/HitsChart.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

HitsChart::HitsChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void HitsChart::setDays(const QList<DayVisits> &days)
{
    m_days = days;
    qint64 human = 0, bots = 0;
    for (const DayVisits &d : days) {
        human += d.human;
        bots += d.bots;
    }
    setToolTip(tr("Last %n day(s): %1 human and %2 bot visits", nullptr, int(days.size())).arg(human).arg(bots));
    update();
}

QString HitsChart::axisLabel(qint64 count)
{
    const QLocale locale;
    if (count < 100000)
        return locale.toString(count);
    if (count < 1000000)
        return locale.toString(count / 1000) + u'k';
    if (count < 1000000000)
        return locale.toString(double(count) / 1e6, 'g', 3) + u'M';
    return locale.toString(double(count) / 1e9, 'g', 3) + u'G';
}

void HitsChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QPalette pal = palette();
    const QFontMetrics fm(font());
    const int legendHeight = fm.height() + 4;
    qint64 peak = 1;
    for (const DayVisits &d : m_days)
        peak = std::max(peak, d.human + d.bots);
    const QString peakText = axisLabel(peak);
    // The margin fits the label, however large the count.
    const QRect plot = rect().adjusted(fm.horizontalAdvance(peakText) + 8, 4, -4, -legendHeight - fm.height());
    if (m_days.isEmpty() || plot.width() < 10 || plot.height() < 10)
        return;

    const QColor humanColor = pal.color(QPalette::Highlight);
    const QColor botColor = pal.color(QPalette::Mid);
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.setPen(pal.color(QPalette::Text));
    painter.drawText(QRect(0, plot.top() - 2, plot.left() - 4, fm.height()), Qt::AlignRight, peakText);
    painter.drawText(QRect(0, plot.bottom() - fm.height() + 2, plot.left() - 4, fm.height()), Qt::AlignRight, u"0"_s);

    const double slot = double(plot.width()) / m_days.size();
    const int barWidth = std::max(1, int(slot * 0.7));
    for (int i = 0; i < m_days.size(); ++i) {
        const DayVisits &d = m_days.at(i);
        const int x = plot.left() + int(i * slot + (slot - barWidth) / 2);
        const int humanHeight = int(double(d.human) / peak * plot.height());
        const int botHeight = int(double(d.bots) / peak * plot.height());
        painter.fillRect(x, plot.bottom() - humanHeight, barWidth, humanHeight, humanColor);
        painter.fillRect(x, plot.bottom() - humanHeight - botHeight, barWidth, botHeight, botColor);
    }

    painter.setPen(pal.color(QPalette::Text));
    const int labelsTop = plot.bottom() + 2;
    painter.drawText(QRect(plot.left(), labelsTop, plot.width() / 2, fm.height()), Qt::AlignLeft,
        QLocale().toString(m_days.first().day, tr("d MMM", "date format, see QDate::toString")));
    painter.drawText(QRect(plot.center().x(), labelsTop, plot.width() / 2, fm.height()), Qt::AlignRight,
        QLocale().toString(m_days.last().day, tr("d MMM", "date format, see QDate::toString")));

    const int legendTop = labelsTop + fm.height() + 2;
    int x = plot.left();
    for (const auto &[color, label] : {std::pair{humanColor, tr("people")}, std::pair{botColor, tr("bots")}}) {
        painter.fillRect(x, legendTop + 3, fm.height() - 6, fm.height() - 6, color);
        x += fm.height();
        painter.drawText(x, legendTop + fm.ascent(), label);
        x += fm.horizontalAdvance(label) + 12;
    }
}

}  // namespace kurz
