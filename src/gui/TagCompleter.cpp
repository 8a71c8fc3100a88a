#include "gui/TagCompleter.h"

#include <QLineEdit>
#include <QStringListModel>

namespace kurz {

TagCompleter::TagCompleter(const QStringList &tags, QLineEdit *edit)
    : QCompleter(new QStringListModel(tags, edit), edit)
    , m_edit(edit)
{
    setCaseSensitivity(Qt::CaseInsensitive);
    setFilterMode(Qt::MatchStartsWith);
    setCompletionMode(QCompleter::PopupCompletion);
    edit->setCompleter(this);
}

QStringList TagCompleter::splitPath(const QString &path) const
{
    return {path.section(u',', -1).trimmed()};
}

QString TagCompleter::pathFromIndex(const QModelIndex &index) const
{
    const QString text = m_edit->text();
    const qsizetype comma = text.lastIndexOf(u',');
    const QString before = comma < 0 ? QString() : text.left(comma + 1) + u' ';
    return before + index.data().toString();
}

}  // namespace kurz
