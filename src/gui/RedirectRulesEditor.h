#pragma once

#include "core/links/TargetRules.h"
#include "core/util/Result.h"

#include <QList>
#include <QString>
#include <QWidget>

class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace kurz {

// The link editor's Rules tab: a link's redirect rules in priority order (add, remove, move
// up and down; each rule's address and its conditions, with pickers for the values a type
// takes), and a "Try a visitor" box that says which address a visitor described by its
// User-Agent, languages, query, address and time would get, and why. Edits stay here until
// rules() is read; nothing is stored by this widget.
class RedirectRulesEditor : public QWidget {
    Q_OBJECT

public:
    explicit RedirectRulesEditor(QWidget *parent = nullptr);

    void setRules(const QList<TargetRule> &rules);
    // The rules as edited, checked as the service checks them; InvalidInput (field
    // "redirectRules") naming the rule that is wrong, which is then selected.
    Result<QList<TargetRule>> rules();
    // The link's own target, which visitors get when no rule matches (for the try box).
    void setDefaultTarget(const QString &url);
    void showError(const QString &message);

private:
    struct EditedCondition {
        QString type;  // Shlink's type name
        QString key;
        QString value;
    };
    struct EditedRule {
        QString url;
        QList<EditedCondition> conditions;
    };

    QWidget *makeRulesBox();
    QWidget *makeTryBox();
    void addRule();
    void removeRule();
    void moveRule(int by);
    void addCondition();
    void removeCondition();
    void addConditionRow(const EditedCondition &condition);
    void fillValueChoices(int row);
    void storeCurrent();
    void showCurrent();
    void refreshList();
    void updateButtons();
    void updateTry();
    Result<QList<TargetRule>> checkedRules() const;

    QList<EditedRule> m_rules;
    int m_current = -1;
    bool m_showing = false;  // showCurrent() fills the fields: their signals store nothing
    QString m_defaultTarget;

    QListWidget *m_list = nullptr;
    QPushButton *m_addRule = nullptr;
    QPushButton *m_removeRule = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QWidget *m_ruleBox = nullptr;
    QLineEdit *m_url = nullptr;
    QTableWidget *m_conditions = nullptr;
    QPushButton *m_addCondition = nullptr;
    QPushButton *m_removeCondition = nullptr;
    QLabel *m_error = nullptr;

    QComboBox *m_tryPreset = nullptr;
    QLineEdit *m_tryAgent = nullptr;
    QLineEdit *m_tryLanguage = nullptr;
    QLineEdit *m_tryQuery = nullptr;
    QLineEdit *m_tryAddress = nullptr;
    QDateTimeEdit *m_tryTime = nullptr;
    QLabel *m_tryResult = nullptr;
};

}  // namespace kurz
