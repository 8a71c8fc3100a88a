#include "gui/LinkStatusDisplay.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace kurz {

QString linkStatusText(LinkStatus status)
{
    switch (status) {
    case LinkStatus::Live: return QCoreApplication::translate("kurz", "live");
    case LinkStatus::Scheduled: return QCoreApplication::translate("kurz", "scheduled");
    case LinkStatus::Expired: return QCoreApplication::translate("kurz", "expired");
    case LinkStatus::LimitReached: return QCoreApplication::translate("kurz", "limit reached");
    case LinkStatus::Disabled: return QCoreApplication::translate("kurz", "disabled");
    }
    return {};
}

static QColor statusColor(LinkStatus status)
{
    switch (status) {
    case LinkStatus::Live: return QColor(0x2e, 0xa0, 0x43);
    case LinkStatus::Scheduled: return QColor(0x2f, 0x80, 0xed);
    case LinkStatus::Expired: return QColor(0x9a, 0x9a, 0x9a);
    case LinkStatus::LimitReached: return QColor(0xe0, 0x8a, 0x00);
    case LinkStatus::Disabled: return QColor(0xd0, 0x3b, 0x3b);
    }
    return Qt::black;
}

QIcon linkStatusIcon(LinkStatus status)
{
    static QHash<int, QIcon> cache;
    auto it = cache.find(int(status));
    if (it != cache.end())
        return *it;
    QIcon icon;
    for (int side : {16, 32}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(statusColor(status));
        const double inset = side * 0.22;
        if (status == LinkStatus::Disabled || status == LinkStatus::Expired)
            painter.drawRoundedRect(QRectF(inset, inset, side - 2 * inset, side - 2 * inset), side * 0.08, side * 0.08);
        else
            painter.drawEllipse(QRectF(inset, inset, side - 2 * inset, side - 2 * inset));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return cache.insert(int(status), icon).value();
}

} // namespace kurz
