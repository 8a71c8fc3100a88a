#include "support/PgCluster.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QProcess>
#include <QTcpServer>

using namespace Qt::StringLiterals;

namespace kurz::test {

PgCluster::PgCluster()
    : m_dir(test::binaryDir(QStringLiteral("pg-own-XXXXXX")))
{
    // As root the cluster belongs to the user postgres, who must reach into the folder.
    QFile::setPermissions(
        m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
    QTcpServer probe;  // a free port
    if (probe.listen(QHostAddress::LocalHost, 0))
        m_port = QString::number(probe.serverPort());
}

PgCluster::~PgCluster()
{
    run(QStringLiteral("stop"));
}

QString PgCluster::start()
{
    return run(QStringLiteral("start"));
}

QString PgCluster::halt()
{
    return run(QStringLiteral("halt"));
}

QString PgCluster::resume()
{
    return run(QStringLiteral("resume"));
}

QString PgCluster::address() const
{
    return u"postgresql://postgres@127.0.0.1:"_s + m_port + u"/postgres"_s;
}

QString PgCluster::run(const QString &action)
{
    QProcess script;
    script.start(QStringLiteral("sh"),
        {test::supportScript(QStringLiteral("pg-cluster.sh")), action, m_dir.filePath(QStringLiteral("cluster")),
            m_port});
    if (!script.waitForFinished(120000))
        return u"pg-cluster.sh "_s + action + u" did not finish"_s;
    return script.exitCode() == 0
        ? QString()
        : u"pg-cluster.sh "_s + action + u": "_s + QString::fromUtf8(script.readAllStandardError());
}

}  // namespace kurz::test
