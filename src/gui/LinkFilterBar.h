#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace kurz {

class LinkStore;
class LinkTableModel;

// The row above the link table: the search ("search": words, tag:NAME, status:NAME) and the
// status and tag filters ("statusFilter", "tagFilter"), which set the model's query.
class LinkFilterBar : public QWidget {
    Q_OBJECT

public:
    LinkFilterBar(LinkStore &store, LinkTableModel &model, QWidget *parent = nullptr);

    QLineEdit *searchField() const { return m_search; }
    void focusSearch();
    // Empties the search and sets both filters to "any".
    void clear();
    // View → Filters: the filters come and go; the search stays.
    void setFiltersVisible(bool visible);
    // The tag filter offers the tags in use now, keeping its choice where the tag still is.
    void updateTags();

Q_SIGNALS:
    // Down in the search, with links to move to.
    void downToLinks();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    LinkStore &m_store;
    LinkTableModel &m_model;
    QLineEdit *m_search = nullptr;
    QComboBox *m_statusFilter = nullptr;
    QComboBox *m_tagFilter = nullptr;
    QWidget *m_filterControls = nullptr;
};

}  // namespace kurz
