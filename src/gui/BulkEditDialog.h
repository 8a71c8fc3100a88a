#pragma once

#include "core/links/LinkService.h"

#include <QDialog>

class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;

namespace kurz {

// One change for many selected links: tags to add and remove, a new expiry, enable/disable.
// Fields left alone change nothing.
class BulkEditDialog : public QDialog {
    Q_OBJECT

public:
    enum ExpiryChoice { KeepExpiry, NeverExpire, ExpireAt };
    enum StateChoice { KeepState, Enable, Disable };

    // `usedTags`: the tags links have, which the tag fields complete.
    BulkEditDialog(int links, const QStringList &usedTags, QWidget *parent = nullptr);

    QLineEdit *addTagsEdit() const { return m_addTags; }
    QLineEdit *removeTagsEdit() const { return m_removeTags; }
    QComboBox *expiryBox() const { return m_expiry; }
    QDateTimeEdit *expiryAtEdit() const { return m_expiryAt; }
    QComboBox *stateBox() const { return m_state; }
    // The edit the fields describe.
    LinkEdit edit() const;

public Q_SLOTS:
    void accept() override;

private:
    QLineEdit *m_addTags;
    QLineEdit *m_removeTags;
    QComboBox *m_expiry;
    QDateTimeEdit *m_expiryAt;
    QComboBox *m_state;
    QLabel *m_problem;
};

}  // namespace kurz
