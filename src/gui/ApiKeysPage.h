#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace kurz {

class ApiKeyStore;
class Database;

// Settings → API keys: make a key (shown once, with a copy button), list them, revoke one.
class ApiKeysPage : public QWidget
{
    Q_OBJECT

public:
    explicit ApiKeysPage(std::shared_ptr<Database> database, QWidget *parent = nullptr);
    ~ApiKeysPage() override;

    // Makes a key named `name`; returns the key, or empty with the problem shown.
    QString createKey(const QString &name);
    bool revokeKey(const QString &name);
    QTableWidget *table() const { return m_table; }
    QString shownKey() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void reload();
    void showProblem(const QString &problem);

    std::unique_ptr<ApiKeyStore> m_store;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_name = nullptr;
    QPushButton *m_revoke = nullptr;
    QWidget *m_newKeyBox = nullptr;
    QLineEdit *m_newKey = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace kurz
