#pragma once

#include <QCompleter>

class QLineEdit;

namespace kurz {

// Completes the tag being typed in a comma-separated list ("docs, wo" offers "work"), from
// the tags links already have; what comes before the last comma stays as typed.
class TagCompleter : public QCompleter {
    Q_OBJECT

public:
    TagCompleter(const QStringList &tags, QLineEdit *edit);

    QStringList splitPath(const QString &path) const override;
    QString pathFromIndex(const QModelIndex &index) const override;

private:
    QLineEdit *m_edit;
};

}  // namespace kurz
