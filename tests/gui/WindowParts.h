#pragma once

#include "gui/DetailPane.h"
#include "gui/LinkListWidget.h"
#include "gui/LinkTableModel.h"
#include "gui/TargetChecks.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QTableView>
#include <QUndoStack>
#include <QWidget>

namespace kurz::test {

// The parts of the main window (or any window) that tests look at, found as a person's tools
// would find them: by object name and type, not through accessors kept for tests.
template<typename T>
T *part(const QObject *window, const QString &name = {})
{
    T *found = window->findChild<T *>(name);
    if (!found)
        qFatal("no %s named '%s'", T::staticMetaObject.className(), qPrintable(name));
    return found;
}

// The table, the detail pane and what works on the selection (selectLink, deleteSelected, ...).
inline LinkListWidget *linkList(const QObject *window)
{
    return part<LinkListWidget>(window);
}
inline QTableView *linkTable(const QObject *window)
{
    return part<QTableView>(window, QStringLiteral("links"));
}
inline LinkTableModel *linkModel(const QObject *window)
{
    return qobject_cast<LinkTableModel *>(linkTable(window)->model());
}
inline QLineEdit *searchField(const QObject *window)
{
    return part<QLineEdit>(window, QStringLiteral("search"));
}
inline QComboBox *statusFilter(const QObject *window)
{
    return part<QComboBox>(window, QStringLiteral("statusFilter"));
}
inline QComboBox *tagFilter(const QObject *window)
{
    return part<QComboBox>(window, QStringLiteral("tagFilter"));
}
inline DetailPane *detailPane(const QObject *window)
{
    return part<DetailPane>(window);
}
inline QLabel *listenerLabel(const QObject *window)
{
    return part<QLabel>(window, QStringLiteral("listenerStatus"));
}
inline QWidget *emptyState(const QObject *window)
{
    return part<QWidget>(window, QStringLiteral("emptyState"));
}
inline QLabel *emptyStateLabel(const QObject *window)
{
    return part<QLabel>(emptyState(window));
}
inline QUndoStack *undoStack(const QObject *window)
{
    return part<QUndoStack>(window);
}
inline TargetChecks *targetChecks(const QObject *window)
{
    return part<TargetChecks>(window);
}
inline QProgressBar *checkProgress(const QObject *window)
{
    return part<QProgressBar>(window, QStringLiteral("checkProgress"));
}

}  // namespace kurz::test
