#pragma once

#include <QBitArray>
#include <QImage>
#include <QString>

#include <optional>

namespace kurz {

// A QR code (libqrencode, error correction M) and its renderings: the window's and the
// bookmarklet page's.
class QrCode {
public:
    static std::optional<QrCode> encode(const QString &text);

    int size() const { return m_size; }  // modules per side, without the quiet zone
    bool isDark(int x, int y) const { return m_modules.testBit(y * m_size + x); }

    // Black on white with a four-module quiet zone, `moduleSize` pixels per module.
    QImage toImage(int moduleSize) const;
    QString toSvg() const;

    static constexpr int QuietZone = 4;

private:
    int m_size = 0;
    QBitArray m_modules;
};

}  // namespace kurz
