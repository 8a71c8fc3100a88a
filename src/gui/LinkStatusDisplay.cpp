#include "gui/LinkStatusDisplay.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QHash>
#include <QLocale>
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

namespace {

// The day as the table's dates show it, and the minute.
QString checkedWhen(const QDateTime &checked)
{
    const QDateTime local = checked.toLocalTime();
    return QLocale().toString(local.date(), QLocale::ShortFormat) + u' ' + local.time().toString(u"HH:mm");
}

}  // namespace

QString targetHealthText(const std::optional<LinkHealth> &health)
{
    if (!health)
        return QCoreApplication::translate("kurz", "Target never checked");
    const QString when = checkedWhen(health->checked);
    if (health->notChecked())
        return QCoreApplication::translate(
            "kurz", "Target not checked on %1: private address (Settings → General can allow it)")
            .arg(when);
    if (health->status > 0)
        return health->broken()
            ? QCoreApplication::translate("kurz", "Target broken: answered %1 on %2").arg(health->status).arg(when)
            : QCoreApplication::translate("kurz", "Target answered %1 on %2").arg(health->status).arg(when);
    const QString &e = health->error;
    const QString why = e == u"timeout" ? QCoreApplication::translate("kurz", "no answer within 5 seconds (timeout)")
        : e == u"refused"               ? QCoreApplication::translate("kurz", "connection refused")
        : e == u"tls"                   ? QCoreApplication::translate("kurz", "secure connection failed (TLS)")
        : e == u"dns"                   ? QCoreApplication::translate("kurz", "host name not found (DNS)")
        : e == u"redirects"             ? QCoreApplication::translate("kurz", "more than 5 redirects")
                                        : QCoreApplication::translate("kurz", "no answer (%1)").arg(e);
    return QCoreApplication::translate("kurz", "Target broken: %1 on %2").arg(why, when);
}

// A red triangle with a white "!" in the 16×16 square at `left`.
static void paintWarning(QPainter &painter, int left)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xd0, 0x3b, 0x3b));
    painter.drawPolygon(QPolygonF({QPointF(left + 8, 1.5), QPointF(left + 15, 14.5), QPointF(left + 1, 14.5)}));
    painter.setBrush(Qt::white);
    painter.drawRect(QRectF(left + 7.25, 5.5, 1.5, 5));
    painter.drawRect(QRectF(left + 7.25, 11.5, 1.5, 1.5));
}

static QPixmap transparentPixmap(int width)
{
    const qreal ratio = qGuiApp->devicePixelRatio();
    QPixmap pixmap(QSize(width, 16) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    return pixmap;
}

QIcon brokenTargetIcon()
{
    QPixmap pixmap = transparentPixmap(16);
    QPainter painter(&pixmap);
    paintWarning(painter, 0);
    painter.end();
    return QIcon(pixmap);
}

QPixmap brokenTargetPixmap(LinkStatus status)
{
    static QHash<int, QPixmap> cache;
    if (auto it = cache.constFind(int(status)); it != cache.cend())
        return *it;
    QPixmap pixmap = transparentPixmap(32);
    QPainter painter(&pixmap);
    linkStatusIcon(status).paint(&painter, QRect(0, 0, 16, 16));
    paintWarning(painter, 16);
    painter.end();
    return cache.insert(int(status), pixmap).value();
}

}  // namespace kurz
