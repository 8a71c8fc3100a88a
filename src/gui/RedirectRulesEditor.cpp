#include "gui/RedirectRulesEditor.h"

#include "core/links/UserAgent.h"

#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

enum Column { TypeColumn, KeyColumn, ValueColumn };

struct TypeChoice {
    const char *type;  // Shlink's name
    const char *label;
    bool hasKey;
};

constexpr TypeChoice TypeChoices[] = {
    {"device", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Device"), false},
    {"browser", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Browser"), false},
    {"language", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Language"), false},
    {"query-param", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Query parameter is"), true},
    {"any-value-query-param", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Query parameter present"), true},
    {"valueless-query-param", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Query parameter without value"), true},
    {"ip-address", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Client address"), false},
    {"before-date", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Before"), false},
    {"after-date", QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "After"), false},
};

const TypeChoice &typeChoice(const QString &type)
{
    for (const TypeChoice &choice : TypeChoices) {
        if (type == QLatin1String(choice.type))
            return choice;
    }
    return TypeChoices[0];
}

struct AgentPreset {
    const char *label;
    const char *header;
};

// Current browsers' headers, to try a rule without typing one.
constexpr AgentPreset AgentPresets[] = {
    {QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Android phone, Chrome"),
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile "
        "Safari/537.36"},
    {QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "iPhone, Safari"),
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/18.1 Mobile/15E148 Safari/604.1"},
    {QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Windows, Edge"),
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 "
        "Safari/537.36 Edg/131.0.0.0"},
    {QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Mac, Safari"),
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 "
        "Safari/605.1.15"},
    {QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Linux, Firefox"),
        "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"},
    {QT_TRANSLATE_NOOP("kurz::RedirectRulesEditor", "Chromebook, Chrome"),
        "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 "
        "Safari/537.36"},
};

}  // namespace

RedirectRulesEditor::RedirectRulesEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Visitors who meet every condition of a rule go to its address instead of the "
                                "link's target. The first rule that matches wins."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(makeRulesBox());
    m_error = new QLabel(this);
    m_error->setObjectName(u"rulesError"_s);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(u"color: #c62828;"_s);
    m_error->hide();
    layout->addWidget(m_error);
    layout->addWidget(makeTryBox());
    layout->addStretch();
    showCurrent();
    updateTry();
}

QWidget *RedirectRulesEditor::makeRulesBox()
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_list = new QListWidget(box);
    m_list->setObjectName(u"rulesList"_s);
    m_list->setAccessibleName(tr("Redirect rules, first wins"));
    // A few rules in view; more scroll, so that the rule and the try box stay on the screen.
    m_list->setMinimumHeight(3 * m_list->fontMetrics().lineSpacing());
    m_list->setMaximumHeight(6 * m_list->fontMetrics().lineSpacing() + 2 * m_list->frameWidth());
    top->addWidget(m_list, 1);
    auto *buttons = new QVBoxLayout;
    const auto button = [&](const QString &text, const char *name, auto slot) {
        auto *b = new QPushButton(text, box);
        b->setObjectName(QString::fromLatin1(name));
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    m_addRule = button(tr("&Add rule"), "addRule", &RedirectRulesEditor::addRule);
    m_removeRule = button(tr("Remo&ve rule"), "removeRule", &RedirectRulesEditor::removeRule);
    m_up = button(tr("Move u&p"), "moveRuleUp", [this] { moveRule(-1); });
    m_down = button(tr("Move do&wn"), "moveRuleDown", [this] { moveRule(1); });
    buttons->addStretch();
    top->addLayout(buttons);
    layout->addLayout(top);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_showing)
            return;
        storeCurrent();
        m_current = row;
        showCurrent();
    });

    m_ruleBox = new QGroupBox(tr("Selected rule"), box);
    auto *form = new QFormLayout(m_ruleBox);
    m_url = new QLineEdit(m_ruleBox);
    m_url->setObjectName(u"ruleUrl"_s);
    m_url->setPlaceholderText(tr("e.g. https://play.google.com/store/apps/details?id=org.example"));
    auto *urlLabel = new QLabel(tr("Send &to:"), m_ruleBox);
    urlLabel->setBuddy(m_url);
    form->addRow(urlLabel, m_url);
    connect(m_url, &QLineEdit::textChanged, this, [this] {
        storeCurrent();
        refreshList();
    });
    m_conditions = new QTableWidget(0, 3, m_ruleBox);
    m_conditions->setObjectName(u"ruleConditions"_s);
    m_conditions->setAccessibleName(tr("Conditions, all must match"));
    m_conditions->setHorizontalHeaderLabels({tr("Condition"), tr("Parameter"), tr("Value")});
    m_conditions->horizontalHeader()->setSectionResizeMode(TypeColumn, QHeaderView::ResizeToContents);
    m_conditions->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    m_conditions->verticalHeader()->hide();
    m_conditions->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_conditions->setSelectionMode(QAbstractItemView::SingleSelection);
    const int conditionRows = m_conditions->verticalHeader()->defaultSectionSize();
    m_conditions->setMinimumHeight(2 * conditionRows + m_conditions->horizontalHeader()->sizeHint().height());
    m_conditions->setMaximumHeight(
        4 * conditionRows + m_conditions->horizontalHeader()->sizeHint().height() + 2 * m_conditions->frameWidth());
    form->addRow(tr("When all of:"), m_conditions);
    auto *conditionButtons = new QHBoxLayout;
    m_addCondition = new QPushButton(tr("Add c&ondition"), m_ruleBox);
    m_addCondition->setObjectName(u"addCondition"_s);
    m_removeCondition = new QPushButton(tr("Re&move condition"), m_ruleBox);
    m_removeCondition->setObjectName(u"removeCondition"_s);
    conditionButtons->addWidget(m_addCondition);
    conditionButtons->addWidget(m_removeCondition);
    conditionButtons->addStretch();
    form->addRow(QString(), conditionButtons);
    connect(m_addCondition, &QPushButton::clicked, this, &RedirectRulesEditor::addCondition);
    connect(m_removeCondition, &QPushButton::clicked, this, &RedirectRulesEditor::removeCondition);
    layout->addWidget(m_ruleBox);
    return box;
}

QWidget *RedirectRulesEditor::makeTryBox()
{
    auto *box = new QGroupBox(tr("Try a visitor"), this);
    box->setObjectName(u"tryVisitor"_s);
    auto *form = new QFormLayout(box);
    m_tryPreset = new QComboBox(box);
    m_tryPreset->setObjectName(u"tryPreset"_s);
    m_tryPreset->setAccessibleName(tr("Browser to try"));
    m_tryPreset->addItem(tr("Choose a browser…"));
    for (const AgentPreset &preset : AgentPresets)
        m_tryPreset->addItem(tr(preset.label), QString::fromLatin1(preset.header));
    m_tryAgent = new QLineEdit(box);
    m_tryAgent->setObjectName(u"tryUserAgent"_s);
    m_tryAgent->setPlaceholderText(tr("a User-Agent header, or choose a browser"));
    auto *agentRow = new QHBoxLayout;
    agentRow->addWidget(m_tryPreset);
    agentRow->addWidget(m_tryAgent, 1);
    auto *agentLabel = new QLabel(tr("&Browser:"), box);
    agentLabel->setBuddy(m_tryAgent);
    form->addRow(agentLabel, agentRow);
    connect(m_tryPreset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            m_tryAgent->setText(m_tryPreset->itemData(index).toString());
    });
    const auto field = [&](QLineEdit *&edit, const char *name, const QString &label, const QString &example) {
        edit = new QLineEdit(box);
        edit->setObjectName(QString::fromLatin1(name));
        edit->setPlaceholderText(example);
        auto *text = new QLabel(label, box);
        text->setBuddy(edit);
        form->addRow(text, edit);
        connect(edit, &QLineEdit::textChanged, this, &RedirectRulesEditor::updateTry);
    };
    field(m_tryLanguage, "tryLanguage", tr("Lan&guages:"), tr("e.g. de-DE,de;q=0.9,en;q=0.8"));
    field(m_tryQuery, "tryQuery", tr("&Query:"), tr("e.g. utm_campaign=spring"));
    field(m_tryAddress, "tryAddress", tr("Add&ress:"), tr("e.g. 192.168.1.20"));
    connect(m_tryAgent, &QLineEdit::textChanged, this, &RedirectRulesEditor::updateTry);
    m_tryTime = new QDateTimeEdit(QDateTime::currentDateTime(), box);
    m_tryTime->setObjectName(u"tryTime"_s);
    m_tryTime->setCalendarPopup(true);
    m_tryTime->setDisplayFormat(u"yyyy-MM-dd HH:mm"_s);
    auto *timeLabel = new QLabel(tr("T&ime:"), box);
    timeLabel->setBuddy(m_tryTime);
    form->addRow(timeLabel, m_tryTime);
    connect(m_tryTime, &QDateTimeEdit::dateTimeChanged, this, &RedirectRulesEditor::updateTry);
    m_tryResult = new QLabel(box);
    m_tryResult->setObjectName(u"tryResult"_s);
    m_tryResult->setWordWrap(true);
    m_tryResult->setTextFormat(Qt::PlainText);
    m_tryResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Goes to:"), m_tryResult);
    return box;
}

void RedirectRulesEditor::setRules(const QList<TargetRule> &rules)
{
    m_rules.clear();
    for (const TargetRule &rule : rules) {
        EditedRule edited{rule.longUrl, {}};
        for (const TargetCondition &condition : rule.conditions)
            edited.conditions.append({TargetCondition::typeName(condition.type), condition.key, condition.value});
        m_rules.append(edited);
    }
    m_current = m_rules.isEmpty() ? -1 : 0;
    refreshList();
    showCurrent();
    updateTry();
}

void RedirectRulesEditor::setDefaultTarget(const QString &url)
{
    m_defaultTarget = url.trimmed();
    updateTry();
}

void RedirectRulesEditor::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

Result<QList<TargetRule>> RedirectRulesEditor::rules()
{
    storeCurrent();
    const auto checked = checkedRules();
    showError(checked ? QString() : checked.error().message);
    if (!checked && checked.error().field.startsWith(u"redirectRules:"_s)) {
        // The rule at fault is shown, so that the message's field is in view.
        m_list->setCurrentRow(checked.error().field.mid(14).toInt());
    }
    if (!checked) {
        Error error = checked.error();
        error.field = u"redirectRules"_s;
        return error;
    }
    return checked;
}

Result<QList<TargetRule>> RedirectRulesEditor::checkedRules() const
{
    QList<TargetRule> rules;
    for (qsizetype i = 0; i < m_rules.size(); ++i) {
        const EditedRule &edited = m_rules[i];
        const QString where = u"redirectRules:"_s + QString::number(i);
        if (edited.url.trimmed().isEmpty())
            return invalidInput(
                tr("Rule %1 has no address. Enter where it sends visitors, or remove the rule.").arg(i + 1), where);
        if (edited.conditions.isEmpty())
            return invalidInput(
                tr("Rule %1 has no condition, so it would take every visitor. Add a condition, or remove the rule.")
                    .arg(i + 1),
                where);
        TargetRule rule;
        rule.longUrl = edited.url.trimmed();
        for (qsizetype c = 0; c < edited.conditions.size(); ++c) {
            const EditedCondition &condition = edited.conditions[c];
            auto made = TargetCondition::make(condition.type, condition.key.trimmed(), condition.value.trimmed());
            if (!made)
                return invalidInput(
                    tr("Rule %1, condition %2: %3").arg(i + 1).arg(c + 1).arg(made.error().message), where);
            rule.conditions.append(*made);
        }
        rules.append(rule);
    }
    return rules;
}

void RedirectRulesEditor::addRule()
{
    storeCurrent();
    if (m_rules.size() >= targetrules::MaxRules) {
        showError(tr("A link has at most %1 redirect rules.").arg(targetrules::MaxRules));
        return;
    }
    m_rules.append(EditedRule{QString(), {EditedCondition{u"device"_s, QString(), u"android"_s}}});
    m_current = int(m_rules.size() - 1);
    refreshList();
    showCurrent();
    m_url->setFocus();
    updateTry();
}

void RedirectRulesEditor::removeRule()
{
    if (m_current < 0)
        return;
    m_rules.removeAt(m_current);
    m_current = std::min(m_current, int(m_rules.size()) - 1);
    refreshList();
    showCurrent();
    updateTry();
}

void RedirectRulesEditor::moveRule(int by)
{
    storeCurrent();
    const int to = m_current + by;
    if (m_current < 0 || to < 0 || to >= m_rules.size())
        return;
    m_rules.swapItemsAt(m_current, to);
    m_current = to;
    refreshList();
    showCurrent();
    updateTry();
}

void RedirectRulesEditor::addCondition()
{
    if (m_current < 0)
        return;
    if (m_conditions->rowCount() >= targetrules::MaxConditions) {
        showError(tr("A rule has at most %1 conditions.").arg(targetrules::MaxConditions));
        return;
    }
    addConditionRow(EditedCondition{u"language"_s, QString(), QString()});
    m_conditions->setCurrentCell(m_conditions->rowCount() - 1, TypeColumn);
    m_conditions->cellWidget(m_conditions->rowCount() - 1, TypeColumn)->setFocus();
    storeCurrent();
    refreshList();
}

void RedirectRulesEditor::removeCondition()
{
    const int row = m_conditions->currentRow();
    if (row < 0)
        return;
    m_conditions->removeRow(row);
    storeCurrent();
    refreshList();
}

void RedirectRulesEditor::addConditionRow(const EditedCondition &condition)
{
    const int row = m_conditions->rowCount();
    m_conditions->insertRow(row);
    auto *type = new QComboBox(m_conditions);
    type->setObjectName(u"conditionType"_s);
    type->setAccessibleName(tr("Condition %1").arg(row + 1));
    for (const TypeChoice &choice : TypeChoices)
        type->addItem(tr(choice.label), QString::fromLatin1(choice.type));
    type->setCurrentIndex(std::max(0, type->findData(condition.type)));
    // As wide as most type names, so that the value keeps room; the list shows them whole.
    type->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    type->setMinimumContentsLength(14);
    auto *key = new QLineEdit(condition.key, m_conditions);
    key->setObjectName(u"conditionKey"_s);
    key->setAccessibleName(tr("Parameter of condition %1").arg(row + 1));
    key->setPlaceholderText(tr("name"));
    auto *value = new QComboBox(m_conditions);
    value->setObjectName(u"conditionValue"_s);
    value->setAccessibleName(tr("Value of condition %1").arg(row + 1));
    value->setEditable(true);
    value->setInsertPolicy(QComboBox::NoInsert);
    value->lineEdit()->setAccessibleName(value->accessibleName());
    m_conditions->setCellWidget(row, TypeColumn, type);
    m_conditions->setCellWidget(row, KeyColumn, key);
    m_conditions->setCellWidget(row, ValueColumn, value);
    fillValueChoices(row);
    value->setCurrentText(condition.value);
    const auto changed = [this] {
        storeCurrent();
        refreshList();
        updateTry();
    };
    connect(type, &QComboBox::currentIndexChanged, this, [this, type, changed] {
        for (int r = 0; r < m_conditions->rowCount(); ++r) {
            if (m_conditions->cellWidget(r, TypeColumn) == type)
                fillValueChoices(r);
        }
        changed();
    });
    connect(key, &QLineEdit::textChanged, this, changed);
    connect(value, &QComboBox::currentTextChanged, this, changed);
}

// The values the condition's type takes, to pick from (device and browser), or an example.
void RedirectRulesEditor::fillValueChoices(int row)
{
    const auto *type = qobject_cast<QComboBox *>(m_conditions->cellWidget(row, TypeColumn));
    auto *key = qobject_cast<QLineEdit *>(m_conditions->cellWidget(row, KeyColumn));
    auto *value = qobject_cast<QComboBox *>(m_conditions->cellWidget(row, ValueColumn));
    const QString name = type->currentData().toString();
    key->setEnabled(typeChoice(name).hasKey);
    const QString kept = value->currentText();
    const QSignalBlocker blocker(value);
    value->clear();
    QStringList choices;
    if (name == u"device")
        choices = targetrules::deviceValues();
    else if (name == u"browser")
        choices = targetrules::browserValues();
    value->addItems(choices);
    value->setEnabled(name != u"any-value-query-param" && name != u"valueless-query-param");
    const QString example = name == u"language" ? tr("e.g. de or de-AT")
        : name == u"query-param"                ? tr("e.g. spring")
        : name == u"ip-address"                 ? tr("e.g. 192.168.1.0/24 or 10.0.*.*")
        : name.endsWith(u"-date")               ? QDateTime::currentDateTime()
                                        .toOffsetFromUtc(QDateTime::currentDateTime().offsetFromUtc())
                                        .toString(Qt::ISODate)
                                  : QString();
    value->lineEdit()->setPlaceholderText(example);
    value->setCurrentText(choices.isEmpty() || choices.contains(kept) ? kept : choices.first());
    if (!value->isEnabled())
        value->setCurrentText(QString());
}

void RedirectRulesEditor::storeCurrent()
{
    if (m_showing || m_current < 0 || m_current >= m_rules.size())
        return;
    EditedRule &rule = m_rules[m_current];
    rule.url = m_url->text();
    rule.conditions.clear();
    for (int row = 0; row < m_conditions->rowCount(); ++row) {
        const auto *type = qobject_cast<QComboBox *>(m_conditions->cellWidget(row, TypeColumn));
        const auto *key = qobject_cast<QLineEdit *>(m_conditions->cellWidget(row, KeyColumn));
        const auto *value = qobject_cast<QComboBox *>(m_conditions->cellWidget(row, ValueColumn));
        rule.conditions.append({type->currentData().toString(), key->isEnabled() ? key->text() : QString(),
            value->isEnabled() ? value->currentText() : QString()});
    }
}

void RedirectRulesEditor::showCurrent()
{
    m_showing = true;
    m_conditions->setRowCount(0);
    const bool any = m_current >= 0 && m_current < m_rules.size();
    m_url->setText(any ? m_rules[m_current].url : QString());
    if (any) {
        for (const EditedCondition &condition : m_rules[m_current].conditions)
            addConditionRow(condition);
    }
    m_list->setCurrentRow(m_current);
    m_ruleBox->setEnabled(any);
    m_showing = false;
    updateButtons();
}

void RedirectRulesEditor::refreshList()
{
    m_showing = true;
    while (m_list->count() > m_rules.size())
        delete m_list->takeItem(m_list->count() - 1);
    while (m_list->count() < m_rules.size())
        m_list->addItem(QString());
    for (qsizetype i = 0; i < m_rules.size(); ++i) {
        const EditedRule &rule = m_rules[i];
        QStringList conditions;
        for (const EditedCondition &condition : rule.conditions) {
            const auto made = TargetCondition::make(condition.type, condition.key, condition.value);
            conditions.append(made ? made->describe() : tr(typeChoice(condition.type).label));
        }
        m_list->item(int(i))->setText(
            tr("%1. %2 → %3")
                .arg(i + 1)
                .arg(conditions.isEmpty() ? tr("(no condition)") : conditions.join(tr(" and ")),
                    rule.url.trimmed().isEmpty() ? tr("(no address)") : rule.url.trimmed()));
    }
    m_list->setCurrentRow(m_current);
    m_showing = false;
    updateButtons();
}

void RedirectRulesEditor::updateButtons()
{
    m_removeRule->setEnabled(m_current >= 0);
    m_up->setEnabled(m_current > 0);
    m_down->setEnabled(m_current >= 0 && m_current + 1 < m_rules.size());
    m_removeCondition->setEnabled(m_conditions->rowCount() > 0);
}

void RedirectRulesEditor::updateTry()
{
    if (!m_tryResult)
        return;
    const auto rules = checkedRules();
    if (!rules) {
        m_tryResult->setText(tr("Fix the rules first: %1").arg(rules.error().message));
        return;
    }
    Visitor visitor;
    const QByteArray agent = m_tryAgent->text().trimmed().toUtf8();
    if (targetrules::needsUserAgent(*rules))
        visitor.agent = UserAgent::parse(agent);
    visitor.acceptLanguage = m_tryLanguage->text().trimmed().toUtf8();
    QString query = m_tryQuery->text().trimmed();
    if (query.startsWith(u'?'))
        query.remove(0, 1);
    visitor.query = query.toUtf8();
    visitor.address = QHostAddress(m_tryAddress->text().trimmed());
    visitor.nowMs = m_tryTime->dateTime().toMSecsSinceEpoch();
    const QString fallback = m_defaultTarget.isEmpty() ? tr("the link's target") : m_defaultTarget;
    const TargetChoice choice = targetrules::choose(*rules, fallback, visitor);
    m_tryResult->setText(tr("%1\n(%2)").arg(choice.url, choice.why));
}

}  // namespace kurz
