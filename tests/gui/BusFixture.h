#pragma once

#include "DesktopFixture.h"
#include "OpenedUrls.h"
#include "gui/dbus/BusTypes.h"

#include <QDBusConnection>
#include <QDesktopServices>

namespace kurz::test {

// The window's tests on a private session bus (SESSION_BUS in kurz_add_test): a throw-away home,
// Kurz's D-Bus structures known to the test's own services, and https URLs the window opens
// recorded in m_opened instead of starting a browser.
class BusFixture : protected DesktopFixture {
protected:
    // For initTestCase(): false when the test runs without its private bus.
    bool setUpBus()
    {
        if (!isolateHome() || !QDBusConnection::sessionBus().isConnected()) {
            qWarning("no private session bus: run the test under tests/support/with-session-bus.sh");
            return false;
        }
        bus::registerTypes();
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &m_opened, "open");
        return true;
    }
    void tearDownBus() { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); }

    OpenedUrls m_opened;
};

}  // namespace kurz::test
