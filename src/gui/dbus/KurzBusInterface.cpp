#include "gui/dbus/KurzBusInterface.h"

#include "gui/DesktopApp.h"
#include "gui/dbus/BusNames.h"
#include "gui/dbus/LauncherSearch.h"

#include <QDesktopServices>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcBus)

namespace kurz {

KurzBusInterface::KurzBusInterface(DesktopApp &app, const LauncherSearch &search, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_search(search)
{
}

QString KurzBusInterface::ShortenClipboard()
{
    const auto created = m_app.shortenClipboardAndNotify();
    if (!created) {
        fail(created.error());
        return {};
    }
    return m_app.shortUrl(created->link.code);
}

QString KurzBusInterface::Shorten(const QString &url)
{
    const auto created = m_app.shortenText(url);
    if (!created) {
        fail(created.error());
        return {};
    }
    return m_app.shortUrl(created->link.code);
}

void KurzBusInterface::ShowWindow()
{
    m_app.showWindow();
}

QList<bus::LinkHit> KurzBusInterface::Search(const QString &text)
{
    const auto found = m_search.find(text);
    if (!found) {
        fail(found.error());
        return {};
    }
    QList<bus::LinkHit> hits;
    for (const Link &link : *found)
        hits.append({link.code, LauncherSearch::name(link)});
    return hits;
}

void KurzBusInterface::Open(const QString &code)
{
    if (const auto opened = m_app.openTarget(code); !opened.ok())
        fail(opened.error());
}

void KurzBusInterface::fail(const Error &error)
{
    qCInfo(lcBus).noquote() << "refused over D-Bus:" << error.message;
    if (calledFromDBus())
        sendErrorReply(bus::errorName(error), error.message);
}

}  // namespace kurz
