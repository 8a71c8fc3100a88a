#include "server/shlink/TagsController.h"

#include "server/ApiContext.h"
#include "server/ApiRequest.h"
#include "server/shlink/FieldReader.h"
#include "server/shlink/Paging.h"
#include "server/shlink/ShlinkJson.h"

#include <QJsonArray>

namespace kurz::shlink {

TagsController::TagsController(ApiContext &context)
    : ShlinkController(context)
{
    addRoute(Method::Get, u"tags"_qs, [this](const ShlinkCall &call) {
        return list(FieldReader::isTrue(call.request.param(u"withStats"_qs)));
    });
    addRoute(Method::Put, u"tags"_qs, [this](const ShlinkCall &call) { return rename(call); });
    addRoute(Method::Delete, u"tags"_qs, [this](const ShlinkCall &call) { return remove(call); });
    addRoute(Method::Get, u"tags/stats"_qs, [this](const ShlinkCall &) { return list(true); });
}

HttpReply TagsController::list(bool withStats)
{
    QJsonArray data;
    if (withStats) {
        const auto stats = m_context.store().tagStats();
        if (!stats)
            return errorReply(stats.error());
        for (const TagStats &tag : *stats)
            data.append(QJsonObject{{u"tag"_qs, tag.name},
                                    {u"shortUrlsCount"_qs, tag.links},
                                    {u"visitsSummary"_qs, visitsSummary(tag.visits)},
                                    {u"visitsCount"_qs, tag.visits.humans + tag.visits.bots}});
    } else {
        const auto names = m_context.store().usedTags();
        if (!names)
            return errorReply(names.error());
        data = QJsonArray::fromStringList(*names);
    }
    const Paging all{1, -1};
    return json(200, {{u"tags"_qs, QJsonObject{{u"data"_qs, data}, {u"pagination"_qs, all.json(data.size(), data.size())}}}});
}

HttpReply TagsController::rename(const ShlinkCall &call)
{
    const QJsonObject body = FieldReader::body(call.request);
    const QString from = body.value(u"oldName"_qs).toString().trimmed();
    const QString to = body.value(u"newName"_qs).toString().trimmed();
    QStringList invalid;
    if (from.isEmpty())
        invalid << u"oldName"_qs;
    if (to.isEmpty() || to.size() > 64 || to.contains(u','))
        invalid << u"newName"_qs;
    if (!invalid.isEmpty())
        return invalidData(u"Give the tag's oldName and a newName of 1 to 64 characters without commas."_qs, invalid);
    const auto used = m_context.store().usedTags();
    if (!used)
        return errorReply(used.error());
    if (!used->contains(from))
        return problem(404, u"tag-not-found"_qs, u"Tag not found"_qs, QStringLiteral("Tag with name \"%1\" could not be found").arg(from),
                       {{u"tag"_qs, from}});
    if (used->contains(to) && to != from)
        return problem(409, u"tag-conflict"_qs, u"Tag conflict"_qs,
                       QStringLiteral("You cannot rename tag %1 to %2, because it already exists").arg(from, to),
                       {{u"oldName"_qs, from}, {u"newName"_qs, to}});
    if (const auto renamed = m_context.links(call.request).retag({from}, to); !renamed)
        return errorReply(renamed.error());
    return noContent();
}

HttpReply TagsController::remove(const ShlinkCall &call)
{
    if (const auto removed = m_context.links(call.request).retag(call.request.params(u"tags"_qs), {}); !removed)
        return errorReply(removed.error());
    return noContent();
}

} // namespace kurz::shlink
