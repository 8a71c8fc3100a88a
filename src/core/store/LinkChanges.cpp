#include "core/store/LinkChanges.h"

#include <optional>

namespace kurz {

LinkChanges::LinkChanges()
{
    qRegisterMetaType<LinkChange>();
}

void LinkChanges::observe(qint64 generation, qint64 newestId, Cause cause)
{
    std::optional<LinkChange::Kind> kind;
    {
        QMutexLocker lock(&m_mutex);
        if (m_generation >= 0 && generation != m_generation)
            kind = LinkChange::Kind::External;
        else if (m_newestId >= 0 && (newestId != m_newestId || cause == Cause::Notified))
            kind = LinkChange::Kind::Created;
        m_generation = generation;
        m_newestId = newestId;
    }
    if (kind)
        publish(LinkChange{*kind, {}, {}});
}

void LinkChanges::noteOwnWrite(qint64 before, qint64 after)
{
    QMutexLocker lock(&m_mutex);
    if (before == m_generation)
        m_generation = after;
}

}  // namespace kurz
