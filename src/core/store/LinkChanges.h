#pragma once

#include <QList>
#include <QMetaType>
#include <QMutex>
#include <QObject>
#include <QStringList>

namespace kurz {

// What one call of LinkService changed.
struct LinkChange {
    enum class Kind {
        Created,  // new links: cached "no such code" answers for these codes are stale
        Changed,  // fields of existing links (edit, enable/disable, retag)
        Removed,
        External,  // another process changed the database; any link may have changed
    };
    Kind kind = Kind::Changed;
    QStringList codes;  // as stored; empty for External
    QList<qint64> ids;
};

// One per database and process: LinkService publishes every change here, once per call, and
// whatever caches or shows links subscribes (the listener's caches directly, from any thread;
// the window queued, on its own thread). Nobody else invalidates anything.
class LinkChanges : public QObject {
    Q_OBJECT

public:
    LinkChanges();

    void publish(const LinkChange &change) { Q_EMIT changed(change); }

    // Watchers of the database (for other processes' changes) report its links generation
    // (edits and deletes) and newest link id; a difference from what this process knows is
    // published as External, a newer id alone as Created without codes. The first report
    // only sets what is known. Notified: another connection said it changed links (PostgreSQL's
    // NOTIFY), which is Created even when neither moved: a link whose id was taken before the
    // newest one's may commit after it.
    enum class Cause { Polled, Notified };
    void observe(qint64 generation, qint64 newestId, Cause cause = Cause::Polled);
    // LinkService: its own write moved the generation from `before` to `after`. Known only if
    // nobody else's change came between, so that watchers still report those.
    void noteOwnWrite(qint64 before, qint64 after);

private:
    QMutex m_mutex;
    qint64 m_generation = -1;  // -1: not known yet
    qint64 m_newestId = -1;

Q_SIGNALS:
    void changed(const kurz::LinkChange &change);
};

}  // namespace kurz

Q_DECLARE_METATYPE(kurz::LinkChange)
