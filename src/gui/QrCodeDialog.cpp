#include "gui/QrCodeDialog.h"

#include "gui/QrCodeView.h"
#include "gui/ScreenFit.h"

#include <QDialogButtonBox>
#include <QHostAddress>
#include <QLabel>
#include <QScreen>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kurz {

QrCodeDialog::QrCodeDialog(const QString &shortUrl, const QString &code, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("QR code for %1").arg(code));
    auto *layout = new QVBoxLayout(this);
    // As large as the screen has room for beside the label and buttons, at most 360 pixels.
    const int side = std::clamp(screenOf(this)->availableGeometry().height() - 180, 160, 360);
    auto *view = new QrCodeView(side, this);
    view->setText(shortUrl, u"kurz-"_s + code);
    layout->addWidget(view);
    auto *label = new QLabel(shortUrl, this);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
    // A phone that scans a code for this computer's own address reaches itself, not Kurz.
    const QString host = QUrl(shortUrl).host();
    const QHostAddress address(host);
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0 || (!address.isNull() && address.isLoopback())) {
        auto *warning
            = new QLabel(tr("This code points at %1, which is this computer only: a phone that scans it cannot "
                            "reach Kurz. Set a base URL (Settings → General) or listen on the local network "
                            "(Settings → Server).")
                             .arg(host),
                this);
        warning->setObjectName(u"loopbackWarning"_s);
        warning->setWordWrap(true);
        warning->setStyleSheet(u"color: #b26a00;"_s);
        layout->addWidget(warning);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fitOntoScreen(this);
}

}  // namespace kurz
