#include "gui/ListenerStatusBar.h"

#include "gui/DesktopApp.h"
#include "gui/LinkTableModel.h"
#include "gui/TargetChecks.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace kurz {

ListenerStatusBar::ListenerStatusBar(DesktopApp &app, LinkTableModel &model, QWidget *parent)
    : QStatusBar(parent)
    , m_app(app)
    , m_model(model)
{
    // Messages take the free space on the left; the listener keeps its own place.
    m_listenerLabel = new QLabel(this);
    m_listenerLabel->setObjectName(u"listenerStatus"_s);
    m_listenerLabel->setAccessibleName(tr("Listener status"));
    m_listenerButton = new QPushButton(tr("Open settings"), this);
    m_listenerButton->setFlat(true);
    m_listenerButton->hide();
    m_checkProgress = new QProgressBar(this);
    m_checkProgress->setObjectName(u"checkProgress"_s);
    m_checkProgress->setAccessibleName(tr("Target checks"));
    m_checkProgress->setMaximumWidth(160);
    m_checkProgress->hide();
    m_cancelChecks = new QPushButton(tr("Cancel"), this);
    m_cancelChecks->setObjectName(u"cancelChecks"_s);
    m_cancelChecks->setAccessibleName(tr("Cancel the target checks"));
    m_cancelChecks->setToolTip(tr("Stops checking targets; the results so far are kept."));
    m_cancelChecks->setFlat(true);
    m_cancelChecks->hide();
    addPermanentWidget(m_checkProgress);
    addPermanentWidget(m_cancelChecks);
    addPermanentWidget(m_listenerLabel);
    addPermanentWidget(m_listenerButton);
    connect(m_listenerButton, &QPushButton::clicked, this, &ListenerStatusBar::serverSettingsRequested);
    connect(&app, &DesktopApp::listenerStateChanged, this, &ListenerStatusBar::refresh);
}

void ListenerStatusBar::refresh()
{
    const ListenerState state = m_app.listenerState();
    const qint64 total = m_model.totalLinks();
    QString links = tr("%Ln link(s)", nullptr, int(std::min<qint64>(total, std::numeric_limits<int>::max())));
    if (m_model.isFiltered())
        links += tr(", %1%2 found")
                     .arg(QLocale().toString(m_model.rowCount()), m_model.mayHaveMore() ? u"+"_s : QString());
    m_listenerButton->setVisible(
        !state.running && !state.paused && !state.windowDatabaseLost && !state.problem.isEmpty());
    if (state.windowDatabaseLost && !state.running)
        m_listenerLabel->setText(tr("The shared database does not answer: Kurz connects again on its own and shows the "
                                    "links once it is back · %1")
                                     .arg(links));
    else if (state.running && (state.databaseLost || state.windowDatabaseLost))
        m_listenerLabel->setText(tr("Serving %1 · the database does not answer: links are answered from memory and "
                                    "hits kept until it is back · %2")
                                     .arg(state.url, links));
    else if (state.running)
        m_listenerLabel->setText(tr("Serving %1 · %2 req/s · %3")
                                     .arg(state.url, QLocale().toString(state.requestsPerSecond, 'f', 0), links));
    else if (state.paused)
        m_listenerLabel->setText(tr("Listener paused: short links are not answered · %1").arg(links));
    else if (state.problem.isEmpty())
        m_listenerLabel->setText(tr("Listener stopped · %1").arg(links));
    else
        m_listenerLabel->setText(state.problem + u" · "_s + links);
}

void ListenerStatusBar::followChecks(TargetChecks &checks)
{
    m_checks = &checks;
    connect(&checks, &TargetChecks::progress, this, &ListenerStatusBar::showCheckProgress);
    connect(&checks, &TargetChecks::finished, this, &ListenerStatusBar::showChecksEnded);
    connect(m_cancelChecks, &QPushButton::clicked, &checks, &TargetChecks::cancel);
}

void ListenerStatusBar::showCheckProgress(int done, int total, int broken)
{
    m_checkProgress->setRange(0, std::max(total, 1));
    m_checkProgress->setValue(done);
    m_checkProgress->show();
    m_cancelChecks->show();
    showMessage(tr("Checking targets: %1 of %2, %3 broken so far…")
                    .arg(QLocale().toString(done), QLocale().toString(total), QLocale().toString(broken)));
}

void ListenerStatusBar::showChecksEnded(int checked, int broken, bool cancelled)
{
    m_checkProgress->hide();
    m_cancelChecks->hide();
    const int notChecked = m_checks ? m_checks->notChecked() : 0;
    QString text = cancelled ? tr("Check cancelled after %1 of %Ln target(s), %2 broken; the results so far are kept",
                       nullptr, m_checks ? m_checks->total() : checked)
                                   .arg(QLocale().toString(checked), QLocale().toString(broken))
                             : tr("Checked %Ln target(s): %1 broken", nullptr, checked).arg(QLocale().toString(broken));
    if (notChecked > 0)
        text += tr("; %Ln on a private address not checked (Settings → General)", nullptr, notChecked);
    showMessage(text, 15000);
}

}  // namespace kurz
