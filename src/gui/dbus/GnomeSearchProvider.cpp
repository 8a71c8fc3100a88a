#include "gui/dbus/GnomeSearchProvider.h"

#include "core/store/LinkStore.h"
#include "gui/AppId.h"
#include "gui/DesktopApp.h"
#include "gui/TargetDisplay.h"
#include "gui/dbus/LauncherSearch.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcBus)

namespace kurz {

GnomeSearchProvider::GnomeSearchProvider(DesktopApp &app, const LauncherSearch &search, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_search(search)
{
}

QStringList GnomeSearchProvider::GetInitialResultSet(const QStringList &terms)
{
    const auto found = m_search.find(terms.join(u' '));
    if (!found) {
        qCInfo(lcBus).noquote() << "GNOME Shell search refused:" << found.error().message;
        return {};
    }
    QStringList codes;
    for (const Link &link : *found)
        codes << link.code;
    return codes;
}

QStringList GnomeSearchProvider::GetSubsearchResultSet(const QStringList &, const QStringList &terms)
{
    return GetInitialResultSet(terms);
}

QList<QVariantMap> GnomeSearchProvider::GetResultMetas(const QStringList &identifiers)
{
    QList<QVariantMap> metas;
    for (const QString &code : identifiers) {
        const auto link = m_app.store().get(code);
        if (!link)
            continue;  // deleted since it was found
        const QString shortUrl = m_app.shortUrl(code);
        metas.append(QVariantMap{
            {u"id"_s, code},
            {u"name"_s, LauncherSearch::name(*link)},
            {u"description"_s, QString(shortUrl + u" → "_s + displayTarget(link->target))},
            {u"gicon"_s, AppId},
            {u"clipboardText"_s, shortUrl},
        });
    }
    return metas;
}

void GnomeSearchProvider::ActivateResult(const QString &identifier, const QStringList &, uint)
{
    m_app.copyToClipboard(m_app.shortUrl(identifier));
}

void GnomeSearchProvider::LaunchSearch(const QStringList &terms, uint)
{
    m_app.showSearch(terms.join(u' '));
}

}  // namespace kurz
