#include "gui/dbus/KRunnerProvider.h"

#include "gui/AppId.h"
#include "gui/DesktopApp.h"
#include "gui/TargetDisplay.h"
#include "gui/dbus/LauncherSearch.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcBus)

namespace kurz {

KRunnerProvider::KRunnerProvider(DesktopApp &app, const LauncherSearch &search, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_search(search)
{
}

QList<bus::RunnerAction> KRunnerProvider::Actions()
{
    return {
        {u"open"_s, tr("Open the target"), u"internet-web-browser"_s},
        {u"window"_s, tr("Show in Kurz"), AppId},
    };
}

QList<bus::RunnerMatch> KRunnerProvider::Match(const QString &query)
{
    const auto found = m_search.find(query);
    if (!found) {
        // A launcher shows matches, not errors: a refused search finds nothing.
        qCInfo(lcBus).noquote() << "KRunner search refused:" << found.error().message;
        return {};
    }
    QList<bus::RunnerMatch> matches;
    double relevance = 1.0;
    for (const Link &link : *found) {
        const QString shortUrl = m_app.shortUrl(link.code);
        const bool exact = link.code == query.trimmed();
        matches.append(bus::RunnerMatch{link.code, LauncherSearch::name(link), AppId,
            exact ? ExactMatch : PossibleMatch, relevance,
            {{u"subtext"_s, QString(shortUrl + u" → "_s + displayTarget(link.target))},
                {u"urls"_s, QStringList{shortUrl}}}});
        relevance *= 0.95;  // the window's order
    }
    return matches;
}

void KRunnerProvider::Run(const QString &matchId, const QString &actionId)
{
    if (actionId.isEmpty()) {
        m_app.copyToClipboard(m_app.shortUrl(matchId));
    } else if (actionId == u"open") {
        if (const auto opened = m_app.openTarget(matchId); !opened.ok())
            m_app.notify(tr("Cannot open the target"), opened.error().message, true);
    } else if (actionId == u"window") {
        m_app.showSearch(matchId);
    }
}

}  // namespace kurz
