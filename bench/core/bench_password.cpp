// What a check of a link's password costs (linkpassword::verify, Argon2id): the parameters
// Kurz uses (linkpassword::DefaultCost) beside others measured in the same run, the median of
// RUNS checks each, and an SHA-256 of the same password as the floor (what an API key's
// check costs). Prints figures; asserts nothing.
#include "core/links/LinkPassword.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

double medianMs(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

}  // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 15;
    const QString password = u"correct horse battery staple"_s;
    const QByteArray utf8 = password.toUtf8();

    struct Choice {
        const char *name;
        linkpassword::Cost cost;
    };
    const Choice choices[] = {
        {"Kurz (DefaultCost)", linkpassword::DefaultCost},
        {"19 MiB, 1 pass", {19 * 1024, 1, 1}},
        {"12 MiB, 3 passes (OWASP)", {12 * 1024, 3, 1}},
        {"9 MiB, 4 passes (OWASP)", {9 * 1024, 4, 1}},
        {"7 MiB, 5 passes (OWASP)", {7 * 1024, 5, 1}},
        {"46 MiB, 1 pass (OWASP 1st)", {46 * 1024, 1, 1}},
        {"64 MiB, 3 passes (RFC 9106 2nd)", {64 * 1024, 3, 1}},
    };
    std::printf("%-34s %10s %10s\n", "parameters", "hash ms", "verify ms");
    for (const Choice &choice : choices) {
        std::vector<double> hashing, verifying;
        QString hash;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer timer;
            timer.start();
            const auto made = linkpassword::hash(password, choice.cost);
            hashing.push_back(timer.nsecsElapsed() / 1e6);
            if (!made) {
                std::fprintf(stderr, "%s\n", qPrintable(made.error().message));
                return 1;
            }
            hash = *made;
            timer.restart();
            const bool right = linkpassword::verify(hash, utf8);
            verifying.push_back(timer.nsecsElapsed() / 1e6);
            if (!right) {
                std::fprintf(stderr, "the password did not verify\n");
                return 1;
            }
        }
        std::printf("%-34s %10.1f %10.1f\n", choice.name, medianMs(hashing), medianMs(verifying));
    }
    std::vector<double> sha;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        for (int j = 0; j < 1000; ++j)
            QCryptographicHash::hash(utf8, QCryptographicHash::Sha256);
        sha.push_back(timer.nsecsElapsed() / 1e6 / 1000);
    }
    std::printf("%-34s %10s %10.4f\n", "SHA-256 (an API key's check)", "-", medianMs(sha));
    return 0;
}
