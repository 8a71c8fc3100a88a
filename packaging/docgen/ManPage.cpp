#include "ManPage.h"

using namespace Qt::StringLiterals;

namespace kurz::docgen {

namespace {

// Text safe in roff: backslashes escaped, hyphens as minus signs, no line starting a request.
QString roff(QString text)
{
    text.replace(u'\\', u"\\e"_s).replace(u'-', u"\\-"_s);
    if (text.startsWith(u'.') || text.startsWith(u'\''))
        text.prepend(u"\\&"_s);
    return text;
}

QString optionItem(const OptionDoc &option)
{
    QStringList names;
    for (const QString &name : option.names)
        names.append(u"\\fB"_s + roff(name) + u"\\fR"_s);
    QString item = u".TP\n"_s + names.join(u", "_s);
    if (!option.valueName.isEmpty())
        item += u" \\fI"_s + roff(option.valueName) + u"\\fR"_s;
    return item + u'\n' + roff(option.description) + u'\n';
}

QString optionList(const QList<OptionDoc> &options)
{
    QString text;
    for (const OptionDoc &option : options)
        text += optionItem(option);
    return text;
}

}  // namespace

QString manPage(const CliReference &reference, const QString &version)
{
    QString page = u".TH KURZ 1 \"\" \"Kurz "_s + roff(version) + u"\" \"User Commands\"\n"_s;
    page += u".SH NAME\nkurz \\- short links on your desktop, answered by your own computer\n"_s;
    page
        += u".SH SYNOPSIS\n.B kurz\n[\\fB\\-\\-db\\fR \\fIPATH\\fR] [\\fB\\-\\-config\\fR \\fIPATH\\fR] [\\fB\\-\\-shorten\\-clipboard\\fR]\n"_s
           u".br\n.B kurz\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]\n"_s;
    page += u".SH DESCRIPTION\n"_s
            u"Kurz keeps short links in one SQLite database, answers them with its own redirect listener, "
            u"and speaks the Shlink and YOURLS APIs.\n"
            u"Without a command, \\fBkurz\\fR opens its window, or raises the one already running.\n"
            u"With a command, it works on the command line and needs no display.\n"_s;
    page += u".SH OPTIONS\n"_s + optionList(reference.windowOptions());
    page += u".SH COMMANDS\n"_s;
    for (const CommandDoc &command : reference.commands()) {
        page += u".SS \"kurz "_s + roff(QString(command.name + u" [options] "_s + command.arguments).trimmed())
            + u"\"\n"_s;
        page += roff(command.summary) + u'\n';
        for (const ArgumentDoc &argument : command.argumentDocs)
            page += u".TP\n\\fI"_s + roff(argument.name) + u"\\fR\n"_s + roff(argument.description) + u'\n';
        page += optionList(command.options);
    }
    page += u".SH COMMON OPTIONS\nEvery command takes these:\n"_s + optionList(reference.commonOptions());
    page
        += u".SH FILES\n"_s
           u".TP\n\\fI~/.local/share/kurz/links.db\\fR\nThe link database, unless \\fB\\-\\-db\\fR or Settings \\(-> Data choose another.\n"_s
           u".TP\n\\fI~/.config/kurz/kurz.conf\\fR\nThe settings, unless \\fB\\-\\-config\\fR chooses another.\n"_s
           u".TP\n\\fI/usr/lib/systemd/user/kurz\\-serve.service\\fR\n"_s
           u"Runs \\fBkurz serve\\fR as a user service: \\fBsystemctl \\-\\-user enable \\-\\-now kurz\\-serve\\fR.\n"_s;
    page
        += u".SH EXIT STATUS\n"_s
           u".TP\n0\nSuccess.\n.TP\n1\nThe command failed; the reason is on standard error, and nothing was stored.\n"_s
           u".TP\n2\nThe command line could not be parsed.\n"_s;
    page += u".SH SEE ALSO\n\\fBsystemctl\\fR(1)\n"_s;
    return page;
}

}  // namespace kurz::docgen
