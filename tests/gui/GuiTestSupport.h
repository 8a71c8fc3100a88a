#pragma once

#include "core/links/Link.h"
#include "core/store/LinkStore.h"
#include "support/InsertLink.h"

#include <QTest>

namespace kurz::test {

// Adds `human` and `bots` visits to a link, spread over the last days, as a hit flush would.
inline void addHits(LinkStore &store, qint64 linkId, int human, int bots = 0)
{
    HitBatch batch;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto &counts = batch.counts[linkId];
    counts.hits = human;
    counts.botHits = bots;
    counts.lastHitMs = now.toMSecsSinceEpoch();
    for (int i = 0; i < human + bots; ++i)
        ++batch.visits[VisitKey{linkId, now.addDays(-(i % 5)).toSecsSinceEpoch(), i >= human, {}, {}}];
    if (const auto written = VisitStore(store.database()).applyHits(batch); !written.ok())
        qFatal("cannot add hits: %s", qPrintable(written.error().message));
}

}  // namespace kurz::test
