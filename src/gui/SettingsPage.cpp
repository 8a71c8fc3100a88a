#include "gui/SettingsPage.h"

#include <QLabel>

using namespace Qt::StringLiterals;

namespace kurz {

QLabel *SettingsPage::noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setEnabled(false);
    return label;
}

QLabel *SettingsPage::problemLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setStyleSheet(u"color: #c62828;"_s);
    label->hide();
    return label;
}

QString SettingsPage::firstProblem(std::initializer_list<std::function<QString()>> steps)
{
    for (const auto &step : steps) {
        if (QString problem = step(); !problem.isEmpty())
            return problem;
    }
    return {};
}

}  // namespace kurz
