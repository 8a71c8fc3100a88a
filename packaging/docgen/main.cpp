#include "CliReference.h"
#include "Completions.h"
#include "ManPage.h"
#include "app/AppCommands.h"
#include "cli/Cli.h"
#include "core/util/Version.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

bool write(const QString &path, const QString &text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        std::fprintf(stderr, "kurz_docgen: cannot write %s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        return false;
    }
    return true;
}

}  // namespace

// kurz_docgen OUTDIR: writes kurz.1, kurz.bash, _kurz (zsh) and kurz.fish for the kurz that
// is built beside it. Needs no display.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: kurz_docgen OUTDIR\n");
        return 2;
    }
    kurz::Cli cli;
    kurz::addAppCommands(cli);  // as src/app/main.cpp does
    const kurz::docgen::CliReference reference(cli);
    const QDir out(QString::fromLocal8Bit(argv[1]));
    const bool ok = write(out.filePath(u"kurz.1"_s), kurz::docgen::manPage(reference, kurz::version()))
        && write(out.filePath(u"kurz.bash"_s), kurz::docgen::bashCompletion(reference))
        && write(out.filePath(u"_kurz"_s), kurz::docgen::zshCompletion(reference))
        && write(out.filePath(u"kurz.fish"_s), kurz::docgen::fishCompletion(reference));
    return ok ? 0 : 1;
}
