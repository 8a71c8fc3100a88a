#pragma once

#include <QString>

namespace kurz {

// Kurz's own translations and Qt's, for the running application.
class Translations {
public:
    // The languages Kurz speaks, as QLocale names ("de", "en").
    static QStringList available();
    // Installs the translations for `language` ("de", "en"); empty: the desktop's languages
    // (LANGUAGE, LC_MESSAGES, LANG). A chosen language also sets the number and date format.
    static void install(const QString &language = {});
};

}  // namespace kurz
