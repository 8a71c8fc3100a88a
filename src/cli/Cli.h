#pragma once

#include "cli/Command.h"

#include <QCoreApplication>

#include <vector>

namespace kurz {

// The command line: dispatches `kurz [global options] COMMAND [options]` to its Command,
// in-process, so that tests can run it with captured streams.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(kurz::Cli)

public:
    Cli();  // with the commands of the core: shorten, list, show, edit, delete, codes, api-key, import, export, backup
    void addCommand(std::unique_ptr<Command> command);

    // arguments[0] is the program name; the command word comes after any global options
    // (--db, --config, --json, --help), which may also follow it.
    int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
        const std::function<void(CommandContext &)> &prepare = {});

    QString usage() const;
    const std::vector<std::unique_ptr<Command>> &commands() const { return m_commands; }

    // --db, --config, --json and --help, which every command takes.
    static QList<QCommandLineOption> commonOptions();
    // What `kurz` without a command (the window) takes besides --help and --version.
    static QList<QCommandLineOption> windowOptions();

    // The position of the command word in `arguments`, past the global options before it; -1
    // when there is none.
    static qsizetype commandPosition(const QStringList &arguments);

private:
    Command *find(const QString &name) const;
    std::vector<std::unique_ptr<Command>> m_commands;
};

}  // namespace kurz
