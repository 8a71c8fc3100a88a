#include "gui/dbus/BusNames.h"

using namespace Qt::StringLiterals;

namespace kurz::bus {

QString errorName(const Error &error)
{
    QString name;
    if (!error.reason.isEmpty()) {
        // D-Bus names allow letters, digits and '_': "link-not-found" becomes "LinkNotFound".
        bool upper = true;
        for (const QChar c : QString(error.reason)) {
            if (!c.isLetterOrNumber()) {
                upper = true;
                continue;
            }
            name += upper ? c.toUpper() : c;
            upper = false;
        }
    } else {
        switch (error.kind) {
        case Error::Kind::InvalidInput: name = u"InvalidInput"_s; break;
        case Error::Kind::Conflict: name = u"Conflict"_s; break;
        case Error::Kind::NotFound: name = u"NotFound"_s; break;
        case Error::Kind::Storage: name = u"Storage"_s; break;
        case Error::Kind::Exhausted: name = u"Exhausted"_s; break;
        }
    }
    return Service + u".Error."_s + name;
}

}  // namespace kurz::bus
