#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace kurz {

// A short URL's QR code with buttons to copy it and save it as PNG or SVG.
class QrCodeView : public QWidget {
    Q_OBJECT

public:
    explicit QrCodeView(int pixels, QWidget *parent = nullptr);

    void setText(const QString &text, const QString &fileBaseName);
    QString text() const { return m_text; }

    void copyImage();
    // Writes the code to `path`: SVG when the name ends in .svg, else PNG. Empty on success.
    QString saveTo(const QString &path) const;

private:
    void saveAs();

    int m_pixels;
    QString m_text;
    QString m_fileBaseName;
    QLabel *m_image = nullptr;
    QToolButton *m_copyButton = nullptr;
    QToolButton *m_saveButton = nullptr;
};

}  // namespace kurz
