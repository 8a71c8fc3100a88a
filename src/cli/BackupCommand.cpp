#include "cli/BackupCommand.h"

#include "core/store/Database.h"

#include <QFileInfo>

namespace kurz {

QString BackupCommand::summary() const
{
    return QStringLiteral("Write a consistent copy of the database, also while Kurz serves: kurz backup FILE");
}

void BackupCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"file"_qs, u"Where to write the copy."_qs, u"FILE"_qs);
    parser.addOption({u"force"_qs, u"Replace FILE if it exists."_qs});
}

int BackupCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QString path = parser.positionalArguments().value(0);
    if (path.isEmpty())
        return context.fail(u"Name the backup file: kurz backup ~/kurz-backup.db"_qs);
    if (QFileInfo::exists(path) && !parser.isSet(u"force"_qs))
        return context.fail(QStringLiteral("%1 exists. Choose another name, or add --force to replace it.").arg(path));
    auto database = context.database();
    if (!database)
        return 1;
    const auto copied = database->backupTo(path, true);
    if (!copied)
        return context.fail(copied.error().message);
    context.err() << "kurz: backed up " << database->path() << " to " << path << '\n';
    return 0;
}

} // namespace kurz
