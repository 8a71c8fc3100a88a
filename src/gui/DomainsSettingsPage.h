#pragma once

#include "core/store/DomainStore.h"
#include "gui/SettingsPage.h"

class QLineEdit;
class QTableWidget;

namespace kurz {

class DesktopApp;

// Settings → Domains: the default short domain (the base URL's host) and every domain that has
// links or redirects, each with its not-found redirects (docs/server.md), editable in the table
// "domainsTable"; "newDomain" and "addDomain" add a row for a domain that has no link yet.
class DomainsSettingsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit DomainsSettingsPage(DesktopApp &app, QWidget *parent = nullptr);

    void load() override;
    Result<void> apply() override;

    enum Column { DomainColumn, BaseUrlColumn, Regular404Column, InvalidShortUrlColumn, ColumnCount };

private:
    void addRow(const ShortDomain &domain);
    void addDomain();
    DomainRedirects redirectsOf(int row) const;

    DesktopApp &m_app;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_newDomain = nullptr;
    QList<ShortDomain> m_loaded;  // as stored, by row: only changed rows are written
};

}  // namespace kurz
