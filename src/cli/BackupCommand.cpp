#include "cli/BackupCommand.h"

#include "core/store/Database.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace kurz {

QString BackupCommand::summary() const
{
    return tr("Write a consistent copy of the database, also while Kurz serves: kurz backup FILE");
}

void BackupCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(u"file"_s, tr("Where to write the copy."), u"FILE"_s);
    parser.addOption({u"force"_s, tr("Replace FILE if it exists.")});
}

int BackupCommand::run(CommandContext &context, const QCommandLineParser &parser)
{
    const QString path = parser.positionalArguments().value(0);
    if (path.isEmpty())
        return context.fail(tr("Name the backup file: kurz backup ~/kurz-backup.db"));
    if (QFileInfo::exists(path) && !parser.isSet(u"force"_s))
        return context.fail(tr("%1 exists. Choose another name, or add --force to replace it.").arg(path));
    auto database = context.database();
    if (!database)
        return 1;
    const auto copied = database->backupTo(path, DatabaseMaintenance::Existing::Replace);
    if (!copied.ok())
        return context.fail(copied.error().message);
    context.err() << tr("kurz: backed up %1 to %2").arg(database->path(), path) << '\n';
    return 0;
}

}  // namespace kurz
