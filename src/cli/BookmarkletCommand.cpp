#include "cli/BookmarkletCommand.h"

#include "core/links/BookmarkletLink.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/Database.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace kurz {

QString BookmarkletCommand::summary() const
{
    return tr("Print the bookmarklet to paste as a bookmark's address: kurz bookmarklet [--new-token]");
}

void BookmarkletCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {u"new-token"_s, tr("Give the bookmarklet a new token first: every bookmarklet made before stops working.")});
}

int BookmarkletCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    auto database = context.database();
    if (!database)
        return 1;
    QString token;
    if (parser.isSet(u"new-token"_s)) {
        const auto renewed = BookmarkletLink::renewToken(*database);
        if (!renewed)
            return context.fail(renewed.error().message);
        token = *renewed;
        context.err() << tr(
            "kurz: the bookmarklet has a new token; the ones made before no longer work. Replace the one in "
            "your browser's bar with this:")
                      << '\n';
    } else {
        token = BookmarkletLink::token(*database);
    }
    context.out() << BookmarkletLink::script(QUrl(u"http://"_s + context.settings().get(keys::ListenAddress)), token)
                  << '\n';
    return 0;
}

}  // namespace kurz
