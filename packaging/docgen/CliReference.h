#pragma once

#include "cli/Cli.h"

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace kurz::docgen {

struct ArgumentDoc {
    QString name;
    QString description;
};

struct OptionDoc {
    QStringList names;  // with their dashes: -h, --help
    QString valueName;  // empty: a flag
    QString description;

    static OptionDoc from(const QCommandLineOption &option);
};

struct CommandDoc {
    QString name;
    QString summary;  // the command's own one-liner
    QString arguments;  // the positional part of the usage line, e.g. "encode|decode NUMBER...|CODE"
    QList<ArgumentDoc> argumentDocs;
    QList<OptionDoc> options;  // the command's own, without the common ones
};

// kurz's command line as the CLI itself describes it: each command's options and arguments are
// read from the help text its --help prints, so the man page and completions cannot drift from it
// (QCommandLineParser lists its options nowhere else).
class CliReference {
public:
    explicit CliReference(const Cli &cli);

    const QList<CommandDoc> &commands() const { return m_commands; }
    const QList<OptionDoc> &commonOptions() const { return m_commonOptions; }
    const QList<OptionDoc> &windowOptions() const { return m_windowOptions; }

    // The summary up to its first ':' ("Create a short link"), for completion menus.
    static QString shortSummary(const QString &summary);
    // Options whose value is a file: completions offer file names for them.
    static bool takesFile(const OptionDoc &option);

private:
    QList<CommandDoc> m_commands;
    QList<OptionDoc> m_commonOptions;
    QList<OptionDoc> m_windowOptions;
};

}  // namespace kurz::docgen
