#include "gui/ScreenFit.h"

#include <QGuiApplication>
#include <QLayout>
#include <QScreen>
#include <QScrollArea>
#include <QWidget>
#include <QWindow>

namespace kurz {

namespace {

// What a window manager's title bar and frame take around a window, about.
const QSize FrameAllowance(8, 40);

}  // namespace

QScreen *screenOf(const QWidget *window)
{
    if (const QWindow *handle = window->windowHandle(); handle && handle->screen())
        return handle->screen();
    if (const QWidget *parent = window->parentWidget()) {
        if (const QWindow *handle = parent->window()->windowHandle(); handle && handle->screen())
            return handle->screen();
    }
    if (QScreen *screen = QGuiApplication::screenAt(window->geometry().center()))
        return screen;
    return QGuiApplication::primaryScreen();
}

void fitOntoScreen(QWidget *window, ScreenBound bound)
{
    const QScreen *screen = screenOf(window);
    if (!screen)
        return;
    const QSize available = screen->availableGeometry().size() - FrameAllowance;
    if (bound == ScreenBound::SizeAndMaximum)
        window->setMaximumSize(available.expandedTo(window->minimumSize()));
    const QSize size = window->size().boundedTo(available);
    if (size != window->size())
        window->resize(size);
}

QScrollArea *scrollable(QWidget *content, const char *objectName, const QString &accessibleName)
{
    auto *area = new QScrollArea;
    area->setObjectName(QString::fromLatin1(objectName));
    area->setAccessibleName(accessibleName);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(content);
    return area;
}

int naturalHeight(const QScrollArea *scrollArea)
{
    const QWidget *content = scrollArea->widget();
    if (!content)
        return 0;
    const int width = scrollArea->viewport()->width();
    const int height
        = content->hasHeightForWidth() && width > 0 ? content->heightForWidth(width) : content->sizeHint().height();
    return height + 2 * scrollArea->frameWidth();
}

}  // namespace kurz
