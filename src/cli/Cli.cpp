#include "cli/Cli.h"
#include "core/util/Version.h"

#include "cli/ApiKeyCommand.h"
#include "cli/BackupCommand.h"
#include "cli/BookmarkletCommand.h"
#include "cli/CodesCommand.h"
#include "cli/DomainsCommand.h"
#include "cli/ExportCommand.h"
#include "cli/ImportCommand.h"
#include "cli/LinkCommands.h"
#include "cli/RulesCommand.h"
#include "cli/StatusCommand.h"
#include "cli/VisitsCommand.h"

using namespace Qt::StringLiterals;

namespace kurz {

Cli::Cli()
{
    addCommand(std::make_unique<ShortenCommand>());
    addCommand(std::make_unique<ListCommand>());
    addCommand(std::make_unique<ShowCommand>());
    addCommand(std::make_unique<EditCommand>());
    addCommand(std::make_unique<RulesCommand>());
    addCommand(std::make_unique<DomainsCommand>());
    addCommand(std::make_unique<DeleteCommand>());
    addCommand(std::make_unique<VisitsCommand>());
    addCommand(std::make_unique<CodesCommand>());
    addCommand(std::make_unique<ApiKeyCommand>());
    addCommand(std::make_unique<ImportCommand>());
    addCommand(std::make_unique<ExportCommand>());
    addCommand(std::make_unique<BackupCommand>());
    addCommand(std::make_unique<BookmarkletCommand>());
    addCommand(std::make_unique<StatusCommand>());
}

void Cli::addCommand(std::unique_ptr<Command> command)
{
    m_commands.push_back(std::move(command));
}

Command *Cli::find(const QString &name) const
{
    for (const auto &command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

QList<QCommandLineOption> Cli::commonOptions()
{
    return {
        {u"db"_s, tr("Link database: a file, or a shared one at postgresql://USER@HOST[:PORT]/DATABASE."), u"PATH"_s},
        {u"config"_s, tr("Settings file."), u"PATH"_s},
        {u"json"_s, tr("Print JSON for scripts.")},
        {{u"h"_s, u"help"_s}, tr("Show this help.")},
    };
}

QList<QCommandLineOption> Cli::windowOptions()
{
    return {
        {u"db"_s, tr("Link database: a file, or a shared one at postgresql://USER@HOST[:PORT]/DATABASE."), u"PATH"_s},
        {u"config"_s, tr("Settings file."), u"PATH"_s},
        {u"shorten-clipboard"_s, tr("Shorten the URL on the clipboard (in the running Kurz).")},
    };
}

QString Cli::usage() const
{
    QString text = tr("Usage: kurz [GLOBAL OPTIONS] [COMMAND] [OPTIONS]\n\n"
                      "Without a command Kurz opens its window (options: --db, --config, --shorten-clipboard).\n\n"
                      "Global options, before or after the command:\n"
                      "  --db PATH      Link database file.\n"
                      "  --config PATH  Settings file.\n"
                      "  --json         Print JSON for scripts.\n"
                      "  -h, --help     Show this help, or a command's: kurz COMMAND --help.\n"
                      "  --version      Show the version.\n\n"
                      "Commands:\n");
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1%2\n").arg(command->name(), -12).arg(command->summary());
    text += tr("\nRun 'kurz COMMAND --help' for a command's options.\n");
    return text;
}

qsizetype Cli::commandPosition(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (!argument.startsWith(u'-'))
            return i;
        // --db and --config take the next word as their value (single dash: QCommandLineParser's long form).
        const QString name = argument.mid(argument.startsWith(u"--") ? 2 : 1);
        if (name == u"db" || name == u"config")
            ++i;
    }
    return -1;
}

int Cli::run(const QStringList &arguments, QTextStream &out, QTextStream &err,
    const std::function<void(CommandContext &)> &prepare)
{
    const qsizetype position = commandPosition(arguments);
    const QString name = position < 0 ? QString() : arguments.at(position);
    const QStringList before = arguments.mid(1, position < 0 ? -1 : position - 1);
    const bool askedForHelp = before.contains(u"--help"_s) || before.contains(u"-h"_s);
    if (name == u"help" || (name.isEmpty() && (before.isEmpty() || askedForHelp))) {
        out << usage();
        out.flush();
        return before.isEmpty() && name.isEmpty() ? 2 : 0;
    }
    if (name.isEmpty() && before.contains(u"--version"_s)) {
        out << "kurz " << versionText() << '\n';
        out.flush();
        return 0;
    }
    if (name.isEmpty()) {
        err << tr("kurz: no command after '%1'. Run 'kurz --help' for the list of commands.").arg(before.join(u' '))
            << '\n';
        err.flush();
        return 2;
    }
    Command *command = find(name);
    if (!command) {
        err << tr("kurz: unknown command '%1'. Run 'kurz --help' for the list of commands.").arg(name) << '\n';
        err.flush();
        return 2;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(command->summary());
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(commonOptions());
    command->addOptions(parser);

    // The global options before the command word are parsed with those after it.
    const QStringList commandArguments = QStringList{u"kurz "_s + name} + before + arguments.mid(position + 1);
    if (!parser.parse(commandArguments)) {
        err << tr("kurz %1: %2. Run 'kurz %1 --help' for its options.").arg(name, parser.errorText()) << '\n';
        err.flush();
        return 2;
    }
    if (parser.isSet(u"help"_s)) {
        // Qt names the executable's path in the first line; users type `kurz NAME`.
        QString help = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        if (const qsizetype at = help.indexOf(program); !program.isEmpty() && at >= 0 && at < help.indexOf(u'\n'))
            help.replace(at, program.size(), u"kurz "_s + name);
        out << help;
        out.flush();
        return 0;
    }

    CommandContext context(out, err);
    context.setPaths(parser.value(u"db"_s), parser.value(u"config"_s));
    context.json = parser.isSet(u"json"_s);
    if (prepare)
        prepare(context);
    const int status = command->run(context, parser);
    out.flush();
    err.flush();
    return status;
}

}  // namespace kurz
