#pragma once

#include "core/util/Result.h"

#include <QWidget>

#include <functional>
#include <initializer_list>

class QLabel;

namespace kurz {

// One page of Settings. The dialog loads every page when it opens; on OK or Apply it asks each
// page to validate what it shows and then to apply it, inside one Settings::Batch, and shows
// a page's problem on that page.
class SettingsPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // Shows the stored values.
    virtual void load() = 0;
    // What the page's own rules refuse before anything is stored.
    virtual Result<void> validate() const { return {}; }
    // Stores the values shown, in order; the first one refused stops the page: its reason.
    virtual Result<void> apply() = 0;

    // A greyed, wrapping note under a field, and a red problem, hidden until it has one.
    static QLabel *noteLabel(const QString &text, QWidget *parent);
    static QLabel *problemLabel(QWidget *parent);

protected:
    // Runs the steps in order until one fails: that failure, else success.
    static Result<void> firstFailure(std::initializer_list<std::function<Result<void>()>> steps);
};

}  // namespace kurz
