#include "cli/Cli.h"

#include "cli/ApiKeyCommand.h"
#include "cli/CodesCommand.h"
#include "cli/LinkCommands.h"

namespace kurz {

Cli::Cli()
{
    addCommand(std::make_unique<ShortenCommand>());
    addCommand(std::make_unique<ListCommand>());
    addCommand(std::make_unique<ShowCommand>());
    addCommand(std::make_unique<EditCommand>());
    addCommand(std::make_unique<DeleteCommand>());
    addCommand(std::make_unique<CodesCommand>());
    addCommand(std::make_unique<ApiKeyCommand>());
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
        {u"db"_qs, tr("Link database file."), u"PATH"_qs},
        {u"config"_qs, tr("Settings file."), u"PATH"_qs},
        {u"json"_qs, tr("Print JSON for scripts.")},
        {{u"h"_qs, u"help"_qs}, tr("Show this help.")},
    };
}

QList<QCommandLineOption> Cli::windowOptions()
{
    return {
        {u"db"_qs, tr("Link database file."), u"PATH"_qs},
        {u"config"_qs, tr("Settings file."), u"PATH"_qs},
        {u"shorten-clipboard"_qs, tr("Shorten the URL on the clipboard (in the running Kurz).")},
    };
}

QString Cli::usage() const
{
    QString text = tr("Usage: kurz [COMMAND] [OPTIONS]\n\nWithout a command, Kurz opens its window.\n\nCommands:\n");
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1%2\n").arg(command->name(), -12).arg(command->summary());
    text += tr("\nRun 'kurz COMMAND --help' for a command's options.\n");
    return text;
}

int Cli::run(const QStringList &arguments, QTextStream &out, QTextStream &err,
             const std::function<void(CommandContext &)> &prepare)
{
    const QString name = arguments.value(1);
    if (name.isEmpty() || name == u"--help" || name == u"-h" || name == u"help") {
        out << usage();
        out.flush();
        return name.isEmpty() ? 2 : 0;
    }
    if (name == u"--version") {
        out << "kurz " << KURZ_VERSION << '\n';
        out.flush();
        return 0;
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

    QStringList commandArguments = arguments.mid(2);
    commandArguments.prepend(arguments.value(0) + u' ' + name);
    if (!parser.parse(commandArguments)) {
        err << tr("kurz %1: %2. Run 'kurz %1 --help' for its options.").arg(name, parser.errorText()) << '\n';
        err.flush();
        return 2;
    }
    if (parser.isSet(u"help"_qs)) {
        out << parser.helpText();
        out.flush();
        return 0;
    }

    CommandContext context(out, err);
    context.setPaths(parser.value(u"db"_qs), parser.value(u"config"_qs));
    context.json = parser.isSet(u"json"_qs);
    if (prepare)
        prepare(context);
    const int status = command->run(context, parser);
    out.flush();
    err.flush();
    return status;
}

} // namespace kurz
