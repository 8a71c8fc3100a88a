#pragma once

#include "gui/dbus/BusTypes.h"

#include <QDBusContext>
#include <QObject>

namespace kurz {

class DesktopApp;
class LauncherSearch;
struct Error;

// app.kurz.Kurz at /app/kurz/Kurz: what a key binding, a script or another program asks of
// the running window (docs/gui.md has `gdbus call` lines for each method). Failures are D-Bus
// errors named app.kurz.Kurz.Error.REASON with the message the window shows.
class KurzBusInterface
    : public QObject
    , protected QDBusContext {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "app.kurz.Kurz")

public:
    KurzBusInterface(DesktopApp &app, const LauncherSearch &search, QObject *parent = nullptr);

    // D-Bus methods are named as D-Bus names them.
public Q_SLOTS:
    // Shortens the URL on the clipboard, puts the short URL there, says so in a notification
    // and answers the short URL.
    QString ShortenClipboard();
    // Shortens `url` (stored at once) and answers its short URL; the clipboard is left alone.
    QString Shorten(const QString &url);
    void ShowWindow();
    // The links the window's search finds for `text`, a(ss) of code and title.
    QList<kurz::bus::LinkHit> Search(const QString &text);
    // Opens the target of the link with this code in the web browser.
    void Open(const QString &code);

private:
    void fail(const Error &error);

    DesktopApp &m_app;
    const LauncherSearch &m_search;
};

}  // namespace kurz
