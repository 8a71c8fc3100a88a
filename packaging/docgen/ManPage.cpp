#include "ManPage.h"

namespace kurz::docgen {

namespace {

// Text safe in roff: backslashes escaped, hyphens as minus signs, no line starting a request.
QString roff(QString text)
{
    text.replace(u'\\', u"\\e"_qs).replace(u'-', u"\\-"_qs);
    if (text.startsWith(u'.') || text.startsWith(u'\''))
        text.prepend(u"\\&"_qs);
    return text;
}

QString optionItem(const OptionDoc &option)
{
    QStringList names;
    for (const QString &name : option.names)
        names.append(u"\\fB"_qs + roff(name) + u"\\fR"_qs);
    QString item = u".TP\n"_qs + names.join(u", "_qs);
    if (!option.valueName.isEmpty())
        item += u" \\fI"_qs + roff(option.valueName) + u"\\fR"_qs;
    return item + u'\n' + roff(option.description) + u'\n';
}

QString optionList(const QList<OptionDoc> &options)
{
    QString text;
    for (const OptionDoc &option : options)
        text += optionItem(option);
    return text;
}

} // namespace

QString manPage(const CliReference &reference, const QString &version)
{
    QString page = u".TH KURZ 1 \"\" \"Kurz "_qs + roff(version) + u"\" \"User Commands\"\n"_qs;
    page += u".SH NAME\nkurz \\- short links on your desktop, answered by your own computer\n"_qs;
    page += u".SH SYNOPSIS\n.B kurz\n[\\fB\\-\\-db\\fR \\fIPATH\\fR] [\\fB\\-\\-config\\fR \\fIPATH\\fR] [\\fB\\-\\-shorten\\-clipboard\\fR]\n"_qs
            u".br\n.B kurz\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]\n"_qs;
    page += u".SH DESCRIPTION\n"_qs
            u"Kurz keeps short links in one SQLite database, answers them with its own redirect listener, "
            u"and speaks the Shlink and YOURLS APIs.\n"
            u"Without a command, \\fBkurz\\fR opens its window, or raises the one already running.\n"
            u"With a command, it works on the command line and needs no display.\n"_qs;
    page += u".SH OPTIONS\n"_qs + optionList(reference.windowOptions());
    page += u".SH COMMANDS\n"_qs;
    for (const CommandDoc &command : reference.commands()) {
        page += u".SS \"kurz "_qs + roff(QString(command.name + u" [options] "_qs + command.arguments).trimmed()) + u"\"\n"_qs;
        page += roff(command.summary) + u'\n';
        for (const ArgumentDoc &argument : command.argumentDocs)
            page += u".TP\n\\fI"_qs + roff(argument.name) + u"\\fR\n"_qs + roff(argument.description) + u'\n';
        page += optionList(command.options);
    }
    page += u".SH COMMON OPTIONS\nEvery command takes these:\n"_qs + optionList(reference.commonOptions());
    page += u".SH FILES\n"_qs
            u".TP\n\\fI~/.local/share/kurz/links.db\\fR\nThe link database, unless \\fB\\-\\-db\\fR or Settings \\(-> Data choose another.\n"_qs
            u".TP\n\\fI~/.config/kurz/kurz.conf\\fR\nThe settings, unless \\fB\\-\\-config\\fR chooses another.\n"_qs
            u".TP\n\\fI/usr/lib/systemd/user/kurz\\-serve.service\\fR\n"_qs
            u"Runs \\fBkurz serve\\fR as a user service: \\fBsystemctl \\-\\-user enable \\-\\-now kurz\\-serve\\fR.\n"_qs;
    page += u".SH EXIT STATUS\n"_qs
            u".TP\n0\nSuccess.\n.TP\n1\nThe command failed; the reason is on standard error, and nothing was stored.\n"_qs
            u".TP\n2\nThe command line could not be parsed.\n"_qs;
    page += u".SH SEE ALSO\n\\fBsystemctl\\fR(1)\n"_qs;
    return page;
}

} // namespace kurz::docgen
