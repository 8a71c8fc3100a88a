#pragma once

class QScreen;
class QString;
class QScrollArea;
class QWidget;

namespace kurz {

// The screen a window opens on: its own once it has one, else its parent window's, else the
// primary screen.
QScreen *screenOf(const QWidget *window);

// What fitOntoScreen() bounds: dialogs their maximum size too, a main window (which the user
// may still maximise) only its size.
enum class ScreenBound { SizeAndMaximum, Size };

// Bounds a top-level window's size (and its maximum size) to the available part of the screen
// it opens on, less room for the title bar: at twice the scale on a small screen no dialog
// runs off the screen with its buttons.
void fitOntoScreen(QWidget *window, ScreenBound bound = ScreenBound::SizeAndMaximum);

// `content` in a frameless scroll area that resizes it, so that a form taller than the
// screen scrolls instead of running off it. The area is named `objectName`, and
// `accessibleName` for screen readers.
QScrollArea *scrollable(QWidget *content, const char *objectName, const QString &accessibleName);

// The height `scrollArea` needs to show its content without scrolling at its current width.
int naturalHeight(const QScrollArea *scrollArea);

}  // namespace kurz
