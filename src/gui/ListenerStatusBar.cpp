#include "gui/ListenerStatusBar.h"

#include "gui/DesktopApp.h"
#include "gui/LinkTableModel.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>
#include <limits>

namespace kurz {

ListenerStatusBar::ListenerStatusBar(DesktopApp &app, LinkTableModel &model, QWidget *parent)
    : QStatusBar(parent)
    , m_app(app)
    , m_model(model)
{
    // Messages take the free space on the left; the listener keeps its own place.
    m_listenerLabel = new QLabel(this);
    m_listenerLabel->setObjectName(u"listenerStatus"_qs);
    m_listenerLabel->setAccessibleName(tr("Listener status"));
    m_listenerButton = new QPushButton(tr("Open settings"), this);
    m_listenerButton->setFlat(true);
    m_listenerButton->hide();
    m_checkProgress = new QProgressBar(this);
    m_checkProgress->setObjectName(u"checkProgress"_qs);
    m_checkProgress->setAccessibleName(tr("Target checks"));
    m_checkProgress->setMaximumWidth(160);
    m_checkProgress->hide();
    addPermanentWidget(m_checkProgress);
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
        links += tr(", %1%2 found").arg(QLocale().toString(m_model.rowCount()), m_model.mayHaveMore() ? u"+"_qs : QString());
    m_listenerButton->setVisible(!state.running && !state.paused && !state.windowDatabaseLost && !state.problem.isEmpty());
    if (state.windowDatabaseLost && !state.running)
        m_listenerLabel->setText(tr("The shared database does not answer: Kurz connects again on its own and shows the links once it is back · %1")
                                     .arg(links));
    else if (state.running && (state.databaseLost || state.windowDatabaseLost))
        m_listenerLabel->setText(tr("Serving %1 · the database does not answer: links are answered from memory and hits kept until it is back · %2")
                                     .arg(state.url, links));
    else if (state.running)
        m_listenerLabel->setText(tr("Serving %1 · %2 req/s · %3")
                                     .arg(state.url, QLocale().toString(state.requestsPerSecond, 'f', 0), links));
    else if (state.paused)
        m_listenerLabel->setText(tr("Listener paused: short links are not answered · %1").arg(links));
    else if (state.problem.isEmpty())
        m_listenerLabel->setText(tr("Listener stopped · %1").arg(links));
    else
        m_listenerLabel->setText(state.problem + u" · "_qs + links);
}

void ListenerStatusBar::showCheckProgress(int done, int total, int broken)
{
    m_checkProgress->setRange(0, std::max(total, 1));
    m_checkProgress->setValue(done);
    m_checkProgress->setVisible(done < total);
    if (done < total)
        showMessage(tr("Checking targets: %1 of %2, %3 broken so far…").arg(QLocale().toString(done), QLocale().toString(total), QLocale().toString(broken)));
    else
        showMessage(tr("Checked %n target(s): %1 broken", nullptr, total).arg(QLocale().toString(broken)), 15000);
}

} // namespace kurz
