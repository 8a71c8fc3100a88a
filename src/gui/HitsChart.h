#pragma once

#include "core/store/VisitStore.h"

#include <QWidget>

namespace kurz {

// Stacked bars of human and bot visits per day.
class HitsChart : public QWidget {
    Q_OBJECT

public:
    explicit HitsChart(QWidget *parent = nullptr);

    // A count short enough for the y axis: 12,345, 1.64M.
    static QString axisLabel(qint64 count);
    void setDays(const QList<DayVisits> &days);
    const QList<DayVisits> &days() const { return m_days; }

    QSize sizeHint() const override { return {320, 120}; }
    QSize minimumSizeHint() const override { return {160, 80}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<DayVisits> m_days;
};

}  // namespace kurz
