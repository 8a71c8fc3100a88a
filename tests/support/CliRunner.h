#pragma once

#include "cli/Cli.h"

#include <QTemporaryDir>

namespace kurz::test {

// Runs `kurz ...` in-process against a throw-away database and settings file.
struct CliRunner {
    QTemporaryDir dir;
    QString out;
    QString err;

    QString databasePath() const { return dir.filePath(QStringLiteral("links.db")); }
    QString configPath() const { return dir.filePath(QStringLiteral("kurz.conf")); }

    // `kurz ARGUMENTS --db (this database) --config (this settings file)`.
    int run(QStringList arguments)
    {
        return runAsTyped(
            arguments << QStringLiteral("--db") << databasePath() << QStringLiteral("--config") << configPath());
    }

    // `kurz ARGUMENTS`, nothing added.
    int runAsTyped(QStringList arguments)
    {
        out.clear();
        err.clear();
        arguments.prepend(QStringLiteral("kurz"));
        QTextStream outStream(&out), errStream(&err);
        Cli cli;
        return cli.run(arguments, outStream, errStream);
    }
};

}  // namespace kurz::test
