// Import of a generated Shlink CSV into an empty database and export of it in every format,
// as `kurz import` and `kurz export` run them (Importer, LinkWriter). Prints rows a second and
// the peak memory; asserts nothing.
#include "core/codes/RandomStrategy.h"
#include "core/io/Importer.h"
#include "core/io/LinkWriter.h"
#include "core/store/Database.h"
#include "core/store/LinkStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

using namespace kurz;

// Seconds of CPU this process used: on a shared machine, a fairer figure than wall time.
static double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

static long peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

// Shlink web client rows: a third with two tags, titles with commas (quoted), visit counts.
static bool generate(const QString &path, qint64 rows)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\n");
    const QDateTime start(QDate(2020, 1, 1), QTime(0, 0), Qt::UTC);
    for (qint64 i = 0; i < rows; ++i) {
        const QByteArray n = QByteArray::number(i);
        QByteArray line = start.addSecs(i * 60).toString(Qt::ISODate).toUtf8() + ",,code" + n
            + ",https://s.example/code" + n + ",https://example.org/articles/" + n + "?utm_source=bench,\"Article " + n
            + ", part " + QByteArray::number(i % 7) + "\"," + (i % 3 == 0 ? QByteArray("news|tech") : QByteArray())
            + ',' + QByteArray::number(i % 1000) + '\n';
        file.write(line);
    }
    return true;
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const qint64 rows = argc > 1 ? QString::fromLocal8Bit(argv[1]).toLongLong() : 1000000;
    QTemporaryDir dir;
    const QString csv = dir.filePath(u"links.csv"_s);
    if (!generate(csv, rows)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(csv));
        return 1;
    }
    std::printf("generated %lld rows (%.0f MB); peak memory so far %ld MiB\n", static_cast<long long>(rows),
        QFile(csv).size() / 1e6, peakRssMiB());

    auto db = Database::open(dir.filePath(u"bench.db"_s));
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 1;
    }
    LinkStore store(*db);
    LinkService links(store, std::make_unique<RandomStrategy>(Alphabet::base62(), 7));
    QElapsedTimer timer;
    double cpu = cpuSeconds();
    {
        QFile input(csv);
        input.open(QIODevice::ReadOnly);
        auto reader = LinkReader::open(input);
        timer.start();
        qint64 read = 0;
        for (ImportRow row; (*reader)->next(row);)
            ++read;
        std::printf("read only (CSV to rows): %lld rows in %.2f s = %.0f rows/s (%.0f rows per CPU second)\n",
            static_cast<long long>(read), timer.nsecsElapsed() / 1e9, read / (timer.nsecsElapsed() / 1e9),
            read / (cpuSeconds() - cpu));
    }
    QFile input(csv);
    input.open(QIODevice::ReadOnly);
    auto reader = LinkReader::open(input);
    if (!reader) {
        std::fprintf(stderr, "%s\n", qPrintable(reader.error().message));
        return 1;
    }
    cpu = cpuSeconds();
    timer.start();
    Importer importer(links, **reader, ConflictPolicy::Skip, false);
    importer.setDeferIndexes(true);  // as `kurz import` does
    importer.setReadAhead(true);
    if (const auto failed = importer.run()) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(failed->message));
        return 1;
    }
    double seconds = timer.nsecsElapsed() / 1e9;
    std::printf(
        "import: %lld rows (%lld new) in %.2f s = %.0f rows/s (%.0f rows per CPU second); peak memory %ld MiB\n",
        static_cast<long long>(importer.total().rows), static_cast<long long>(importer.total().added), seconds,
        importer.total().rows / seconds, importer.total().rows / (cpuSeconds() - cpu), peakRssMiB());

    for (const LinkFormat format : {LinkFormat::ShlinkCsv, LinkFormat::KurzJson, LinkFormat::GolinkJsonl}) {
        QFile output(dir.filePath(u"export."_s + linkFormatName(format)));
        output.open(QIODevice::WriteOnly);
        cpu = cpuSeconds();
        timer.start();
        const auto written = LinkWriter::create(format, output, u"https://s.example/"_s)->writeAll(store);
        output.close();
        seconds = timer.nsecsElapsed() / 1e9;
        if (!written) {
            std::fprintf(stderr, "export failed: %s\n", qPrintable(written.error().message));
            return 1;
        }
        std::printf(
            "export %s: %lld links (%.0f MB) in %.2f s = %.0f rows/s (%.0f rows per CPU second); peak memory %ld MiB\n",
            qPrintable(linkFormatName(format)), static_cast<long long>(*written), output.size() / 1e6, seconds,
            *written / seconds, *written / (cpuSeconds() - cpu), peakRssMiB());
    }
    return 0;
}
