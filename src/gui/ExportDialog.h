#pragma once

#include "core/io/LinkFormat.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QRadioButton;

namespace kurz {

// File → Export…: which links (all of them, those the search and filters show, or the
// selected ones) in which format. The file is chosen after it.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    enum class Scope { All, Shown, Selected };

    // Counts for the choices; `shown` < 0: no search or filter is on (the choice is hidden);
    // `shownMayHaveMore`: `shown` is a lower bound.
    ExportDialog(qint64 all, qint64 shown, bool shownMayHaveMore, qint64 selected, QWidget *parent = nullptr);

    // A file dialog's filter for the format's files, and their usual suffix.
    static QString fileFilter(LinkFormat format);
    static QString suffix(LinkFormat format);

    Scope scope() const;
    LinkFormat format() const;
    bool safeForSpreadsheets() const;

private:
    QRadioButton *addChoice(Scope scope, const QString &text, const QString &name);

    QButtonGroup *m_scopes = nullptr;
    QComboBox *m_format = nullptr;
    QCheckBox *m_safe = nullptr;
};

}  // namespace kurz
