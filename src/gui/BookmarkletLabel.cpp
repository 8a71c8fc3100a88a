#include "gui/BookmarkletLabel.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz {

BookmarkletLabel::BookmarkletLabel(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(u"bookmarklet"_s);
    setTextFormat(Qt::RichText);
    // Clicking a javascript: link here would do nothing useful: it is only dragged.
    setTextInteractionFlags(Qt::NoTextInteraction);
    setCursor(Qt::OpenHandCursor);
    setToolTip(tr("Drag this link to your browser's bookmarks bar"));
}

void BookmarkletLabel::setScript(const QString &script)
{
    m_script = script;
    setText(
        QStringLiteral("<a href=\"%1\">%2</a>").arg(script.toHtmlEscaped(), tr("Shorten with Kurz").toHtmlEscaped()));
}

QMimeData *BookmarkletLabel::mimeData() const
{
    auto *mime = new QMimeData;
    mime->setUrls({QUrl(m_script)});
    mime->setText(m_script);
    const QString mozUrl = m_script + u'\n' + tr("Shorten with Kurz");
    mime->setData(u"text/x-moz-url"_s,
        QByteArray(reinterpret_cast<const char *>(mozUrl.utf16()), mozUrl.size() * qsizetype(sizeof(char16_t))));
    return mime;
}

void BookmarkletLabel::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        m_pressedAt = event->position().toPoint();
    QLabel::mousePressEvent(event);
}

void BookmarkletLabel::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_script.isEmpty()
        || (event->position().toPoint() - m_pressedAt).manhattanLength() < QApplication::startDragDistance())
        return QLabel::mouseMoveEvent(event);
    auto *drag = new QDrag(this);
    drag->setMimeData(mimeData());
    drag->exec(Qt::CopyAction | Qt::LinkAction);
}

}  // namespace kurz
