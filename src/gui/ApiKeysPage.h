#pragma once

#include "core/store/ApiKeyScope.h"
#include "gui/SettingsPage.h"

#include <memory>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace kurz {

class ApiKeyStore;
class Database;

// Settings → API keys: make a key (shown once, with a copy button), read-only, for its own
// links or until a day if asked, list them with what each may do, revoke one, show a key's
// YOURLS signature token. Keys are made and revoked at once: nothing waits for OK.
class ApiKeysPage : public SettingsPage {
    Q_OBJECT

public:
    explicit ApiKeysPage(std::shared_ptr<Database> database, QWidget *parent = nullptr);
    ~ApiKeysPage() override;

    // Lists the keys.
    void load() override;
    Result<void> apply() override { return {}; }

    // Makes a key named `name` with the scope the page's boxes choose; returns the key, or
    // empty with the problem shown.
    QString createKey(const QString &name);
    // What the page's boxes choose for the next key.
    ApiKeyScope chosenScope() const;
    // "read only, own links, until 31.01.27": the table's "May do" text of a key.
    static QString scopeText(const ApiKeyScope &scope, const QDateTime &now);
    bool revokeKey(const QString &name);
    // Shows the signature token of the key `name` (the key itself stays hidden).
    bool showToken(const QString &name);
    QTableWidget *table() const { return m_table; }
    QString shownKey() const;
    QString shownToken() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showProblem(const QString &problem);
    // The box with the new key (hidden when empty) and its signature token.
    void showSecrets(const QString &key, const QString &token);

    std::unique_ptr<ApiKeyStore> m_store;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_name = nullptr;
    QCheckBox *m_readOnly = nullptr;
    QCheckBox *m_ownLinks = nullptr;
    QCheckBox *m_expires = nullptr;
    QDateEdit *m_expiresOn = nullptr;
    QLineEdit *m_domain = nullptr;
    QPushButton *m_revoke = nullptr;
    QPushButton *m_showToken = nullptr;
    QWidget *m_newKeyBox = nullptr;
    QWidget *m_keyRow = nullptr;
    QLineEdit *m_newKey = nullptr;
    QLineEdit *m_token = nullptr;
    QLabel *m_problem = nullptr;
};

}  // namespace kurz
