#include "gui/QrCodeView.h"

#include "net/QrCode.h"

#include <QClipboard>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSaveFile>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace kurz {

QrCodeView::QrCodeView(int pixels, QWidget *parent)
    : QWidget(parent)
    , m_pixels(pixels)
    , m_image(new QLabel(this))
    , m_copyButton(new QToolButton(this))
    , m_saveButton(new QToolButton(this))
{
    m_image->setFixedSize(pixels, pixels);
    m_image->setAlignment(Qt::AlignCenter);
    m_copyButton->setText(tr("Copy image"));
    m_copyButton->setIcon(QIcon::fromTheme(u"edit-copy"_s));
    m_copyButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_saveButton->setText(tr("Save…"));
    m_saveButton->setToolTip(tr("Save the QR code as PNG or SVG"));
    m_saveButton->setIcon(QIcon::fromTheme(u"document-save"_s));
    m_saveButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_copyButton, &QToolButton::clicked, this, &QrCodeView::copyImage);
    connect(m_saveButton, &QToolButton::clicked, this, &QrCodeView::saveAs);

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_saveButton);
    buttons->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_image);
    layout->addLayout(buttons);
    layout->addStretch();
    setText({}, {});
}

void QrCodeView::setText(const QString &text, const QString &fileBaseName)
{
    m_text = text;
    m_fileBaseName = fileBaseName;
    const auto code = text.isEmpty() ? std::nullopt : QrCode::encode(text);
    m_copyButton->setEnabled(code.has_value());
    m_saveButton->setEnabled(code.has_value());
    if (!code) {
        m_image->clear();
        return;
    }
    const int modules = code->size() + 2 * QrCode::QuietZone;
    const int moduleSize = std::max(1, m_pixels / modules);
    m_image->setPixmap(QPixmap::fromImage(code->toImage(moduleSize)));
    m_image->setToolTip(text);
}

void QrCodeView::copyImage()
{
    if (const auto code = QrCode::encode(m_text))
        QGuiApplication::clipboard()->setImage(code->toImage(8));
}

QString QrCodeView::saveTo(const QString &path) const
{
    const auto code = QrCode::encode(m_text);
    if (!code)
        return tr("There is no QR code to save.");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2. Choose another folder.").arg(path, file.errorString());
    if (path.endsWith(u".svg"_s, Qt::CaseInsensitive))
        file.write(code->toSvg().toUtf8());
    else
        code->toImage(10).save(&file, "PNG");
    if (!file.commit())
        return tr("Cannot write %1: %2. Choose another folder.").arg(path, file.errorString());
    return {};
}

void QrCodeView::saveAs()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save QR code"),
        folder + u'/' + m_fileBaseName + u".png"_s, tr("PNG image (*.png);;SVG image (*.svg)"), &selectedFilter);
    if (path.isEmpty())
        return;
    const QString problem = saveTo(path);
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("QR code not saved"), problem);
}

}  // namespace kurz
