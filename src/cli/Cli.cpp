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

QString Cli::usage() const
{
    QString text = QStringLiteral(
        "Usage: kurz [GLOBAL OPTIONS] [COMMAND] [OPTIONS]\n\n"
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
    text += QStringLiteral("\nRun 'kurz COMMAND --help' for a command's options.\n");
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
    const bool askedForHelp = before.contains(u"--help"_qs) || before.contains(u"-h"_qs);
    if (name == u"help" || (name.isEmpty() && (before.isEmpty() || askedForHelp))) {
        out << usage();
        out.flush();
        return before.isEmpty() && name.isEmpty() ? 2 : 0;
    }
    if (name.isEmpty() && before.contains(u"--version"_qs)) {
        out << "kurz " << KURZ_VERSION << '\n';
        out.flush();
        return 0;
    }
    if (name.isEmpty()) {
        err << "kurz: no command after '" << before.join(u' ') << "'. Run 'kurz --help' for the list of commands.\n";
        err.flush();
        return 2;
    }
    Command *command = find(name);
    if (!command) {
        err << "kurz: unknown command '" << name << "'. Run 'kurz --help' for the list of commands.\n";
        err.flush();
        return 2;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(command->summary());
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption dbOption(u"db"_qs, u"Link database file."_qs, u"PATH"_qs);
    const QCommandLineOption configOption(u"config"_qs, u"Settings file."_qs, u"PATH"_qs);
    const QCommandLineOption jsonOption(u"json"_qs, u"Print JSON for scripts."_qs);
    const QCommandLineOption helpOption({u"h"_qs, u"help"_qs}, u"Show this help."_qs);
    parser.addOptions({dbOption, configOption, jsonOption, helpOption});
    command->addOptions(parser);

    // The global options before the command word are parsed with those after it.
    const QStringList commandArguments = QStringList{u"kurz "_qs + name} + before + arguments.mid(position + 1);
    if (!parser.parse(commandArguments)) {
        err << "kurz " << name << ": " << parser.errorText() << ". Run 'kurz " << name << " --help' for its options.\n";
        err.flush();
        return 2;
    }
    if (parser.isSet(helpOption)) {
        // Qt names the executable's path in the first line; users type `kurz NAME`.
        QString help = parser.helpText();
        help.replace(0, help.indexOf(u" [options]"), u"Usage: kurz "_qs + name);
        out << help;
        out.flush();
        return 0;
    }

    CommandContext context(out, err);
    context.setPaths(parser.value(dbOption), parser.value(configOption));
    context.json = parser.isSet(jsonOption);
    if (prepare)
        prepare(context);
    const int status = command->run(context, parser);
    out.flush();
    err.flush();
    return status;
}

} // namespace kurz
