#pragma once

#include <QObject>

namespace kurz {

// Called first in a destructor: children are deleted after it, and some say so as they go
// (a QUndoStack clears itself), so no descendant may call back into an object that is no
// longer what its slots expect.
inline void disconnectDescendants(QObject *receiver)
{
    const QList<QObject *> descendants = receiver->findChildren<QObject *>();
    for (QObject *descendant : descendants)
        QObject::disconnect(descendant, nullptr, receiver, nullptr);
}

}  // namespace kurz
