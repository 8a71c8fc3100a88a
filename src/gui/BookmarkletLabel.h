#pragma once

#include <QLabel>

class QMimeData;

namespace kurz {

// The "Shorten with Kurz" link of Settings → General: dragged onto the browser's bookmarks
// bar it becomes the bookmarklet. Browsers take a dropped text/uri-list, Firefox its own
// text/x-moz-url (which carries the bookmark's name too).
class BookmarkletLabel : public QLabel {
    Q_OBJECT

public:
    explicit BookmarkletLabel(QWidget *parent = nullptr);

    void setScript(const QString &script);
    QString script() const { return m_script; }
    // What a drag carries.
    QMimeData *mimeData() const;

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QString m_script;
    QPoint m_pressedAt;
};

}  // namespace kurz
