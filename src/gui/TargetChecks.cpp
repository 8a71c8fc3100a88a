#include "gui/TargetChecks.h"

#include "gui/DesktopApp.h"
#include "net/HealthChecker.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace kurz {

TargetChecks::TargetChecks(DesktopApp &app, QObject *parent)
    : CheckRun(app.links(), app.settings(), parent)
{
    connect(&app.settings(), &Settings::changed, this, [this](const QStringList &, SettingScopes scopes) {
        if (scopes & SettingScope::Upkeep)
            checkDaily();
    });
    // After the window is up: a daily run shows its progress in the status bar.
    QTimer::singleShot(0, this, &TargetChecks::startDailyChecks);
}

QString TargetChecks::durationText(qint64 seconds)
{
    if (seconds < 60)
        return tr("less than a minute");
    if (seconds < 90 * 60)
        return tr("about %n minute(s)", nullptr, int((seconds + 30) / 60));
    if (seconds < 48 * 3600)
        return tr("about %n hour(s)", nullptr, int((seconds + 1800) / 3600));
    return tr("about %n day(s)", nullptr, int((seconds + 43200) / 86400));
}

bool TargetChecks::confirm(QWidget *parent, qint64 count)
{
    if (count <= ConfirmAbove)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Check targets"),
        tr("Check the targets of %1 links?").arg(QLocale().toString(count)), QMessageBox::Cancel, parent);
    box.setObjectName(u"confirmChecks"_s);
    box.setInformativeText(
        tr("Kurz asks each link's page whether it still answers, %1 at a time and at most %2 at a time from one "
           "server. This takes %3, and up to %4 when many pages do not answer. The status bar shows the "
           "progress; Cancel there stops the check and keeps the results so far.")
            .arg(HealthChecker::AtOnce)
            .arg(HealthChecker::PerHost)
            .arg(durationText(HealthChecker::typicalSeconds(count)),
                durationText(HealthChecker::longestSeconds(count))));
    QPushButton *check = box.addButton(tr("&Check %1 targets").arg(QLocale().toString(count)), QMessageBox::AcceptRole);
    check->setObjectName(u"startChecks"_s);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == check;
}

int TargetChecks::check(const QList<Link> &links)
{
    QList<LinkTarget> targets;
    targets.reserve(links.size());
    for (const Link &link : links)
        targets.append({link.id, link.code, link.target});
    return CheckRun::check(targets);
}

Result<qint64> TargetChecks::countAll()
{
    return countDue(allBefore());
}

Result<qint64> TargetChecks::checkAll()
{
    return checkDue(allBefore());
}

}  // namespace kurz
