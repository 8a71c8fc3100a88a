#include "cli/Cli.h"

#include "cli/ApiKeyCommand.h"
#include "cli/CodesCommand.h"
#include "cli/LinkCommands.h"
#include "cli/StatusCommand.h"

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

QString Cli::usage() const
{
    QString text = QStringLiteral("Usage: kurz [COMMAND] [OPTIONS]\n\nWithout a command, Kurz opens its window.\n\nCommands:\n");
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1%2\n").arg(command->name(), -12).arg(command->summary());
    text += QStringLiteral("\nRun 'kurz COMMAND --help' for a command's options.\n");
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

    QStringList commandArguments = arguments.mid(2);
    commandArguments.prepend(arguments.value(0) + u' ' + name);
    if (!parser.parse(commandArguments)) {
        err << "kurz " << name << ": " << parser.errorText() << ". Run 'kurz " << name << " --help' for its options.\n";
        err.flush();
        return 2;
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
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
