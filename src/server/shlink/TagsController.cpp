#include "server/shlink/TagsController.h"

#include "server/ApiContext.h"
#include "server/ApiRequest.h"
#include "server/shlink/FieldReader.h"
#include "server/shlink/Paging.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace kurz::shlink {

TagsController::TagsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"tags"_s, ApiAccess::Read,
        [this](const ShlinkCall &call) { return list(FieldReader::isTrue(call.request.param(u"withStats"_s))); });
    addRoute(Method::Put, u"tags"_s, ApiAccess::ChangeAll, [this](const ShlinkCall &call) { return rename(call); });
    addRoute(Method::Delete, u"tags"_s, ApiAccess::ChangeAll, [this](const ShlinkCall &call) { return remove(call); });
    addRoute(Method::Get, u"tags/stats"_s, ApiAccess::Read, [this](const ShlinkCall &) { return list(true); });
}

HttpReply TagsController::list(bool withStats)
{
    QJsonArray data;
    if (withStats) {
        const auto stats = m_context.store().pages().tagStats();
        if (!stats)
            return errorReply(stats.error());
        for (const TagStats &tag : *stats)
            data.append(QJsonObject{{u"tag"_s, tag.name}, {u"shortUrlsCount"_s, tag.links},
                {u"visitsSummary"_s, visitsSummary(tag.visits)},
                {u"visitsCount"_s, tag.visits.humans + tag.visits.bots}});
    } else {
        const auto names = m_context.store().pages().usedTags();
        if (!names)
            return errorReply(names.error());
        data = QJsonArray::fromStringList(*names);
    }
    const Paging all{1, -1};
    return json(
        200, {{u"tags"_s, QJsonObject{{u"data"_s, data}, {u"pagination"_s, all.json(data.size(), data.size())}}}});
}

HttpReply TagsController::rename(const ShlinkCall &call)
{
    const QJsonObject body = FieldReader::body(call.request);
    const QString from = body.value(u"oldName"_s).toString().trimmed();
    const QString to = body.value(u"newName"_s).toString().trimmed();
    QStringList invalid;
    if (from.isEmpty())
        invalid << u"oldName"_s;
    if (to.isEmpty() || to.size() > 64 || to.contains(u','))
        invalid << u"newName"_s;
    if (!invalid.isEmpty())
        return invalidData(u"Give the tag's oldName and a newName of 1 to 64 characters without commas."_s, invalid);
    const auto used = m_context.store().pages().usedTags();
    if (!used)
        return errorReply(used.error());
    if (!used->contains(from))
        return tagNotFound(from);
    if (used->contains(to) && to != from)
        return problem(409, u"tag-conflict"_s, u"Tag conflict"_s,
            QStringLiteral("You cannot rename tag %1 to %2, because it already exists").arg(from, to),
            {{u"oldName"_s, from}, {u"newName"_s, to}});
    if (const auto renamed = m_context.links(call.request).retag({from}, to); !renamed)
        return errorReply(renamed.error());
    return noContent();
}

HttpReply TagsController::remove(const ShlinkCall &call)
{
    if (const auto removed = m_context.links(call.request).retag(call.request.params(u"tags"_s), {}); !removed)
        return errorReply(removed.error());
    return noContent();
}

}  // namespace kurz::shlink
