#include "Completions.h"

using namespace Qt::StringLiterals;

namespace kurz::docgen {

namespace {

QStringList allFlags(const QList<OptionDoc> &options)
{
    QStringList names;
    for (const OptionDoc &option : options)
        names += option.names;
    return names;
}

QStringList flagsWhere(const QList<OptionDoc> &options, const std::function<bool(const OptionDoc &)> &keep)
{
    QStringList names;
    for (const OptionDoc &option : options) {
        if (keep(option))
            names += option.names;
    }
    names.removeDuplicates();
    return names;
}

QStringList commandNames(const CliReference &reference)
{
    QStringList names;
    for (const CommandDoc &command : reference.commands())
        names.append(command.name);
    return names;
}

// Inside single quotes in a shell script.
QString quoted(QString text)
{
    return u'\'' + text.replace(u'\'', u"'\\''"_s) + u'\'';
}

}  // namespace

QString bashCompletion(const CliReference &reference)
{
    QList<OptionDoc> every = reference.windowOptions() + reference.commonOptions();
    for (const CommandDoc &command : reference.commands())
        every += command.options;
    const auto withValue = [](const OptionDoc &o) { return !o.valueName.isEmpty(); };
    QString script = u"# bash completion for kurz; generated from its command line by kurz_docgen.\n"
                     u"_kurz()\n{\n"
                     u"    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} options\n"
                     u"    case $prev in\n"_s;
    script += u"        "_s + flagsWhere(every, CliReference::takesFile).join(u'|')
        + u")\n"
          u"            COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"_s;
    script += u"        "_s + flagsWhere(every, withValue).join(u'|')
        + u")\n"
          u"            return ;;\n    esac\n"_s;
    script += u"    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
              u"        COMPREPLY=($(compgen -W "_s
        + quoted(commandNames(reference).join(u' ') + u' ' + allFlags(reference.windowOptions()).join(u' ')
            + u" --help --version"_s)
        + u" -- \"$cur\")); return\n    fi\n    case ${COMP_WORDS[1]} in\n"_s;
    const QString common = allFlags(reference.commonOptions()).join(u' ');
    for (const CommandDoc &command : reference.commands())
        script += u"        "_s + command.name + u") options="_s
            + quoted((allFlags(command.options) << common).join(u' ').trimmed()) + u" ;;\n"_s;
    script += u"        *) return ;;\n    esac\n"
              u"    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n}\n"
              u"complete -o default -F _kurz kurz\n"_s;
    return script;
}

namespace {

// One _arguments specification: '*--tag[A tag; repeat for more.]:T:' (values may repeat).
QString zshSpec(const OptionDoc &option)
{
    QString description = option.description;
    description.replace(u'\\', u"\\\\"_s).replace(u'[', u"\\["_s).replace(u']', u"\\]"_s).replace(u':', u"\\:"_s);
    QStringList specs;
    for (const QString &flag : option.names) {
        QString spec = (option.valueName.isEmpty() ? QString() : u"*"_s) + flag + u'[' + description + u']';
        if (!option.valueName.isEmpty())
            spec += u':' + QString(option.valueName).replace(u':', u"\\:"_s) + u':'
                + (CliReference::takesFile(option) ? u"_files"_s : u" "_s);
        specs.append(quoted(spec));
    }
    return specs.join(u' ');
}

QString zshSpecs(const QList<OptionDoc> &options)
{
    QStringList specs;
    for (const OptionDoc &option : options)
        specs.append(zshSpec(option));
    return specs.join(u" \\\n                "_s);
}

}  // namespace

QString zshCompletion(const CliReference &reference)
{
    QString script = u"#compdef kurz\n# zsh completion for kurz; generated from its command line by kurz_docgen.\n"
                     u"_kurz() {\n    local -a commands\n    commands=(\n"_s;
    for (const CommandDoc &command : reference.commands())
        script += u"        "_s + quoted(command.name + u':' + CliReference::shortSummary(command.summary)) + u'\n';
    script += u"    )\n    if (( CURRENT == 2 )); then\n        _describe command commands\n"
              u"        _arguments "_s
        + zshSpecs(reference.windowOptions())
        + u" '--version[Show the version.]'\n"
          u"        return\n    fi\n"
          u"    local command=$words[2]\n    shift words\n    (( CURRENT-- ))\n"
          u"    case $command in\n"_s;
    const QString common = zshSpecs(reference.commonOptions());
    for (const CommandDoc &command : reference.commands()) {
        script += u"        "_s + command.name + u")\n            _arguments "_s + zshSpecs(command.options)
            + u" \\\n                "_s + common + u" '*: :_default' ;;\n"_s;
    }
    script += u"    esac\n}\n_kurz \"$@\"\n"_s;
    return script;
}

namespace {

QString fishLine(const QString &condition, const OptionDoc &option)
{
    QString line = u"complete -c kurz -n "_s + quoted(condition);
    for (const QString &name : option.names)
        line += (name.startsWith(u"--") ? u" -l "_s : u" -s "_s) + name.mid(name.startsWith(u"--") ? 2 : 1);
    if (!option.valueName.isEmpty())
        line += CliReference::takesFile(option) ? u" -r -F"_s : u" -x"_s;
    return line + u" -d "_s + quoted(option.description) + u'\n';
}

}  // namespace

QString fishCompletion(const CliReference &reference)
{
    QString script = u"# fish completion for kurz; generated from its command line by kurz_docgen.\n"
                     u"complete -c kurz -f\n"_s;
    const QString noCommand = u"__fish_use_subcommand"_s;
    for (const CommandDoc &command : reference.commands())
        script += u"complete -c kurz -n "_s + noCommand + u" -a "_s + command.name + u" -d "_s
            + quoted(CliReference::shortSummary(command.summary)) + u'\n';
    for (const OptionDoc &option : reference.windowOptions())
        script += fishLine(noCommand, option);
    script += u"complete -c kurz -n "_s + noCommand + u" -l version -d 'Show the version.'\n"_s;
    for (const CommandDoc &command : reference.commands()) {
        const QString inCommand = u"__fish_seen_subcommand_from "_s + command.name;
        for (const OptionDoc &option : command.options + reference.commonOptions())
            script += fishLine(inCommand, option);
    }
    return script;
}

}  // namespace kurz::docgen
