#pragma once

#include "core/codes/RandomStrategy.h"
#include "core/links/LinkService.h"
#include "core/store/LinkStore.h"
#include "support/TempDatabase.h"

#include <QSignalSpy>

namespace kurz::test {

// A LinkService on a throw-away database (random 7-character codes), with a spy on the
// changes it publishes: what the tests of link changes start from.
struct ServiceFixture {
    TempDatabase temp;
    LinkStore store{temp.db};
    LinkService links{store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7)};
    QSignalSpy changes{&temp.db->linkChanges(), &LinkChanges::changed};

    // https://example.org/CODE under the alias CODE.
    Link add(const QString &code, const QStringList &tags = {}, const QString &title = {})
    {
        CreateRequest request;
        request.url = QStringLiteral("https://example.org/") + code;
        request.alias = code;
        request.tags = tags;
        request.title = title;
        auto created = links.create(request);
        if (!created)
            qFatal("cannot create %s: %s", qPrintable(code), qPrintable(created.error().message));
        return created->link;
    }
    LinkChange change(int i) const { return changes.at(i).first().value<LinkChange>(); }
};

}  // namespace kurz::test
