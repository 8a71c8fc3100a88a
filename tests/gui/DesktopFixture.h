#pragma once

#include "app/ServerListener.h"
#include "core/settings/Settings.h"
#include "gui/DesktopApp.h"
#include "gui/MainWindow.h"
#include "gui/Translations.h"
#include "support/TempDatabase.h"
#include "support/TempHome.h"

#include <QTest>

#include <memory>

namespace kurz::test {

// The window's tests: a DesktopApp with its listener on a throw-away database and settings
// file, per test; autostart entries and the like go to a throw-away home, never the user's.
class DesktopFixture {
protected:
    bool isolateHome()
    {
        if (!m_home.dir.isValid())
            return false;
        m_home.useForThisProcess();
        Translations::install(QStringLiteral("en"));  // English with its plural forms, whatever the machine's language
        return true;
    }

    void openApp()
    {
        m_db = std::make_unique<TempDatabase>();
        m_settings = std::make_unique<Settings>(m_db->file(QStringLiteral("kurz.conf")));
        m_app = std::make_unique<DesktopApp>(
            *m_settings, m_db->db, std::make_unique<ServerListener>(m_db->db, *m_settings));
    }

    // openApp(), then its window shown and active, as a person has it.
    bool openShownApp()
    {
        openApp();
        m_app->window()->show();
        return QTest::qWaitForWindowActive(m_app->window());
    }

    void closeApp()
    {
        m_app.reset();
        m_settings.reset();
        m_db.reset();
    }

    TempHome m_home;
    std::unique_ptr<TempDatabase> m_db;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<DesktopApp> m_app;
};

}  // namespace kurz::test
