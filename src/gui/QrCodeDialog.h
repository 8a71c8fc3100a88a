#pragma once

#include <QDialog>

namespace kurz {

// A short URL's QR code (copy, save as PNG or SVG) with the URL to select below it.
class QrCodeDialog : public QDialog {
    Q_OBJECT

public:
    QrCodeDialog(const QString &shortUrl, const QString &code, QWidget *parent = nullptr);
};

}  // namespace kurz
