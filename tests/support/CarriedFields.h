#pragma once

#include "core/store/LinkStore.h"

#include <QTest>

namespace kurz::test {

enum class BotHits { Compared, NotCarried };

// Every link of `before` is in `after` under its code, with the fields an export or a
// migration carries (bot hits only where the format has them); stops at the first difference.
inline void compareCarriedFields(LinkStore &before, LinkStore &after, BotHits bots)
{
    before.pages().forEachLink([&](const Link &original) {
        const auto copy = after.get(original.code);
        [&] {
            QVERIFY2(copy, qPrintable(original.code));
            QCOMPARE(copy->target, original.target);
            QCOMPARE(copy->title, original.title);
            QCOMPARE(copy->tags, original.tags);
            QCOMPARE(copy->hits, original.hits);
            if (bots == BotHits::Compared)
                QCOMPARE(copy->botHits, original.botHits);
            QCOMPARE(copy->createdAt.toSecsSinceEpoch(), original.createdAt.toSecsSinceEpoch());
        }();
        return !QTest::currentTestFailed();
    });
}

}  // namespace kurz::test
