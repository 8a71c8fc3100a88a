#pragma once

#include <QString>

namespace kurz {

// The one reverse-DNS application id: desktop file, metainfo, icon, setDesktopFileName.
inline const QString AppId = QStringLiteral("app.kurz.Kurz");

}  // namespace kurz
