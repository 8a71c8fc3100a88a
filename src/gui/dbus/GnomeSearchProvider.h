#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantMap>

namespace kurz {

class DesktopApp;
class LauncherSearch;

// GNOME Shell's overview finds links through this search provider,
// org.gnome.Shell.SearchProvider2 at /app/kurz/SearchProvider
// (packaging/app.kurz.Kurz.search-provider.ini tells the Shell where): the results are the
// window's search for the typed terms; activating one copies its short URL, and "search in
// Kurz" (LaunchSearch) shows the window with the terms in its search field.
class GnomeSearchProvider : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.gnome.Shell.SearchProvider2")

public:
    GnomeSearchProvider(DesktopApp &app, const LauncherSearch &search, QObject *parent = nullptr);

    // D-Bus methods are named as D-Bus names them.
public Q_SLOTS:
    QStringList GetInitialResultSet(const QStringList &terms);
    // Searched afresh: the window's search is as fast as narrowing the earlier results.
    QStringList GetSubsearchResultSet(const QStringList &previousResults, const QStringList &terms);
    QList<QVariantMap> GetResultMetas(const QStringList &identifiers);
    void ActivateResult(const QString &identifier, const QStringList &terms, uint timestamp);
    void LaunchSearch(const QStringList &terms, uint timestamp);

private:
    DesktopApp &m_app;
    const LauncherSearch &m_search;
};

}  // namespace kurz
