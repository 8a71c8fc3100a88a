#pragma once

#include <QObject>

class QMenu;
class QTableView;

namespace kurz {

// The link table's columns: movable, each at first as wide as its usual content and its heading
// in any language, the short URL column hidden; until the user sizes a column, Target and Title
// share what the others leave of the table's width. View → Columns (also the header's context
// menu, "columnsMenu") shows and hides them.
class LinkColumns : public QObject {
    Q_OBJECT

public:
    // Measures with `parent`'s font and style; the table's model is a LinkTableModel.
    LinkColumns(QTableView *table, QWidget *parent);

    QMenu *menu() const { return m_menu; }
    // The header's state, for the window's saved layout.
    QByteArray saveState() const;
    void restoreState(const QByteArray &state);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setFirstWidths(QWidget *measure);
    void createMenu(QWidget *parent);
    void letTargetTakeTheSlack();
    void fitColumns();

    QTableView *m_table;
    QMenu *m_menu = nullptr;
    bool m_sizedByUser = false;
    bool m_sizing = false;  // Kurz sizes them (fitting, restoring), not the user
};

}  // namespace kurz
