#include "gui/PluralForms.h"

#include <QCoreApplication>
#include <QTranslator>

namespace kurz {

void installEnglishPluralForms()
{
    static QTranslator *installed = nullptr;
    if (installed || !QCoreApplication::instance())
        return;
    installed = new QTranslator(QCoreApplication::instance());
    if (installed->load(u":/i18n/kurz_en.qm"_qs))
        QCoreApplication::installTranslator(installed);
}

} // namespace kurz
