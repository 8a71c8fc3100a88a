#include "net/QrCode.h"

#include <QPainter>

#include <qrencode.h>

namespace kurz {

std::optional<QrCode> QrCode::encode(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    QRcode *raw = QRcode_encodeString8bit(utf8.constData(), 0, QR_ECLEVEL_M);
    if (!raw)
        return std::nullopt;
    QrCode code;
    code.m_size = raw->width;
    code.m_modules.resize(raw->width * raw->width);
    for (int i = 0; i < raw->width * raw->width; ++i)
        code.m_modules.setBit(i, raw->data[i] & 1);
    QRcode_free(raw);
    return code;
}

QImage QrCode::toImage(int moduleSize) const
{
    const int side = (m_size + 2 * QuietZone) * moduleSize;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            if (isDark(x, y))
                painter.fillRect(
                    (x + QuietZone) * moduleSize, (y + QuietZone) * moduleSize, moduleSize, moduleSize, Qt::black);
        }
    }
    return image;
}

QString QrCode::toSvg() const
{
    const int side = m_size + 2 * QuietZone;
    QString path;
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            if (isDark(x, y))
                path += QStringLiteral("M%1 %2h1v1h-1z").arg(x + QuietZone).arg(y + QuietZone);
        }
    }
    return QStringLiteral(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %1 %1\" shape-rendering=\"crispEdges\">\n"
        "<rect width=\"%1\" height=\"%1\" fill=\"#fff\"/>\n<path fill=\"#000\" d=\"%2\"/>\n</svg>\n")
        .arg(side)
        .arg(path);
}

}  // namespace kurz
