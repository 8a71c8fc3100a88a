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

Result<void> SettingsPage::firstFailure(std::initializer_list<std::function<Result<void>()>> steps)
{
    for (const auto &step : steps) {
        if (Result<void> done = step(); !done.ok())
            return done;
    }
    return {};
}

}  // namespace kurz
