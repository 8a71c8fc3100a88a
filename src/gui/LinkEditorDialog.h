#pragma once

#include "core/links/Link.h"
#include "core/util/Result.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QDateTimeEdit;
class QLabel;
class QTabWidget;

namespace Ui {
class LinkEditorDialog;
}

namespace kurz {

class DesktopApp;
class RedirectRulesEditor;

// Creates a link (through Shortener::create) or edits one. Problems show next to the field
// they concern, in plain words, and nothing is stored until they are fixed.
class LinkEditorDialog : public QDialog {
    Q_OBJECT

public:
    // Without `existing`: a new link, with `initialUrl` as its target.
    LinkEditorDialog(
        DesktopApp &app, std::optional<Link> existing, const QString &initialUrl = {}, QWidget *parent = nullptr);
    ~LinkEditorDialog() override;

    Ui::LinkEditorDialog &ui() { return *m_ui; }
    QComboBox *validFromMode() const { return m_validFromMode; }
    QDateTimeEdit *validFromAt() const { return m_validFromAt; }
    // The link as stored, once the dialog was accepted.
    const std::optional<Link> &savedLink() const { return m_saved; }

public Q_SLOTS:
    void accept() override;

private:
    void loadLink(const Link &link);
    void validateTarget();
    void validateAlias();
    void updateExpiryWidgets();
    QDateTime expiry() const;
    Link linkFromFields() const;
    void showError(const Error &error);
    QLabel *errorLabelFor(const QString &field) const;
    void clearErrors();

    DesktopApp &m_app;
    std::unique_ptr<Ui::LinkEditorDialog> m_ui;
    std::optional<Link> m_existing;
    QString m_shownTarget;  // the existing link's target as the field shows it
    std::optional<Link> m_saved;
    QComboBox *m_validFromMode = nullptr;
    QDateTimeEdit *m_validFromAt = nullptr;
    // The password row: a new password (empty: unchanged, or none for a new link), shown or
    // hidden, and for a protected link a way to remove it. The password itself is never loaded:
    // only its hash is stored.
    QLineEdit *m_password = nullptr;
    QCheckBox *m_removePassword = nullptr;
    QLabel *m_passwordError = nullptr;
    // The client networks the link answers (LinkNetworks); empty: every client.
    QLineEdit *m_networks = nullptr;
    QLabel *m_networksError = nullptr;
    // Where visitors go while the link is expired, used up or disabled; empty: the server's default.
    QLineEdit *m_expiredUrl = nullptr;
    QComboBox *m_domain = nullptr;
    QLabel *m_expiredUrlError = nullptr;
    // The Link and Rules tabs; the rules as edited (Link::targetRules).
    QTabWidget *m_tabs = nullptr;
    RedirectRulesEditor *m_rules = nullptr;
};

}  // namespace kurz
