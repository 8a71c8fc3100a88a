#pragma once

#include <QString>
#include <QTemporaryDir>

namespace kurz::test {

// A PostgreSQL cluster of one test's own (tests/support/pg-cluster.sh), for tests that stop and
// start the server: stopping the suite's shared cluster would fail the other tests running.
// Each call returns empty on success, else what went wrong.
class PgCluster {
public:
    PgCluster();
    ~PgCluster();
    PgCluster(const PgCluster &) = delete;
    PgCluster &operator=(const PgCluster &) = delete;

    QString start();
    QString halt();  // stops the server (sessions are ended), keeping its data
    QString resume();  // starts it again
    // What Database::open and --db take.
    QString address() const;

private:
    QString run(const QString &action);

    QTemporaryDir m_dir;
    QString m_port;
};

}  // namespace kurz::test
