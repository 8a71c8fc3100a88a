#pragma once

#include "core/links/Link.h"
#include "core/store/LinkStore.h"

#include <QTest>
#include <QTemporaryDir>

namespace kurz::test {

// Autostart entries and the like go to a throw-away folder, never the user's.
inline void useThrowAwayHome(const QTemporaryDir &home)
{
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
}

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
    if (const auto written = VisitStore(store.database()).applyHits(batch); !written)
        qFatal("cannot add hits: %s", qPrintable(written.error().message));
}

inline Link insertLink(LinkStore &store, const QString &code, const QString &target, const QString &title = {})
{
    Link link;
    link.code = code;
    link.target = target;
    link.title = title;
    auto inserted = store.insert(link);
    if (!inserted)
        qFatal("cannot insert %s: %s", qPrintable(code), qPrintable(inserted.error().message));
    return *inserted;
}

} // namespace kurz::test
