// Fills a throw-away database with realistic links and visits and saves a picture of the main
// window: docs/screenshots/*.png are made with
//   xvfb-run -s "-screen 0 1440x900x24" bench/window/sample_window docs/screenshots/main-window.png [SCENE] [--dialogs]
// (and QT_SCALE_FACTOR=2 for the 2x pictures). SCENE: main (one link selected, the default),
// bulk (several selected, filtered by a tag), empty (a new database), broken (targets checked,
// two of them broken, one of those selected). In the desktop's language:
// LANGUAGE=de shows the German window. With --dialogs it also saves each settings page and the
// link editor beside it (main-window-settings-0.png, ...), for checking a translation.
#include "app/ServerListener.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "gui/DesktopApp.h"
#include "gui/LinkEditorDialog.h"
#include "gui/LinkListWidget.h"
#include "gui/LinkTableModel.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/Translations.h"

#include <QApplication>
#include <QComboBox>
#include <QRandomGenerator>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

using namespace kurz;

namespace {

struct Sample {
    const char *code;
    const char *target;
    const char *title;
    const char *tags;
    int hits;  // over the last 30 days
    int daysOld;
    int expiresInDays = 0;  // 0: never; negative: expired
    int maxVisits = 0;
    bool disabled = false;
};

const Sample Samples[] = {
    {"q3-report", "https://drive.example.com/finance/2026/q3-results-final.pdf", "Q3 results (final)", "finance, work",
        1284, 40},
    {"standup", "https://meet.example.com/team-platform-daily", "Daily stand-up room", "work", 873, 120},
    {"k7Hq2Zp", "https://github.com/example/kurz/releases/tag/v0.1.0", "Kurz 0.1.0 release notes", "release", 2417, 12},
    {"hiring", "https://jobs.example.org/platform/senior-backend-engineer", "Senior backend engineer", "hiring, work",
        596, 25, 20},
    {"recipe", "https://cooking.example.net/recipes/autumn-pumpkin-soup", "Pumpkin soup", "personal", 58, 60},
    {"Wm4cT9x", "https://en.wikipedia.org/wiki/URL_shortening", "URL shortening — Wikipedia", "reading", 144, 90},
    {"survey", "https://forms.example.com/r/customer-survey-2026", "Customer survey 2026", "campaign", 3912, 30, 0,
        5000},
    {"webinar", "https://events.example.com/webinars/qt-desktop-apps?utm_source=newsletter",
        "Webinar: desktop apps with Qt", "campaign", 762, 50, -3},
    {"bF3nR8e", "https://docs.example.org/guide/getting-started#install", "Getting started guide", "docs", 1021, 200},
    {"launch", "https://www.example.com/blog/announcing-kurz", "Announcing Kurz", "blog, release", 5210, 18},
    {"old-wiki", "https://wiki.example.org/display/OPS/Runbook+2019", "Old ops runbook", "docs", 12, 400, 0, 0, true},
    {"x2Lp9Vd", "https://maps.example.com/?q=Alexanderplatz+Berlin", "Meeting point", "personal", 37, 8},
    {"promo", "https://shop.example.net/spring-sale?code=SPRING26", "Spring sale", "campaign", 0, 1, 30},
    {"Qe5mJ1s", "https://photos.example.com/albums/summer-2026", "Summer 2026 photos", "personal", 219, 70},
    {"design", "https://figma.example.com/file/Lk2/kurz-window-redesign", "Window redesign", "work, design", 301, 15},
    {"Tn8wA4k", "https://arxiv.example.org/abs/2611.04321", "Paper: trigram search at scale", "reading", 88, 35},
    {"budget", "https://sheets.example.com/d/2026-budget/edit#gid=0", "2026 budget", "finance", 455, 55},
    {"pR6yU2c", "https://status.example.com/incidents/2026-11-02", "Incident report 2 Nov", "ops", 640, 28},
    {"muc", "https://xn--mnchen-3ya.example/stadtplan", "Stadtplan München", "personal, travel", 97, 6},
};

}  // namespace

int main(int argc, char *argv[])
{
    // Read before Qt takes its own options out of argv.
    const bool dialogs = std::strcmp(argv[argc - 1], "--dialogs") == 0;
    const char *const sceneArgument = argc > 2 && std::strcmp(argv[2], "--dialogs") != 0 ? argv[2] : "main";
    QApplication app(argc, argv);
    Translations::install();
    const QString output = argc > 1 ? QString::fromLocal8Bit(argv[1]) : u"main-window.png"_s;
    const QString scene = QString::fromLocal8Bit(sceneArgument);
    QTemporaryDir dir;
    Settings settings(dir.filePath(u"kurz.conf"_s));
    settings.set(keys::BaseUrl, u"https://s.example.org/"_s);
    auto db = Database::open(dir.filePath(u"links.db"_s));
    if (!db)
        return 1;
    LinkStore store(*db);
    QRandomGenerator random(7);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    qint64 selectedId = 0;
    for (const Sample &sample : Samples) {
        if (scene == u"empty")
            break;
        Link link;
        link.code = QString::fromUtf8(sample.code);
        link.target = QString::fromUtf8(sample.target);
        link.title = QString::fromUtf8(sample.title);
        link.tags = QString::fromUtf8(sample.tags).split(u", "_s);
        link.createdAt = now.addDays(-sample.daysOld).addSecs(-random.bounded(36000));
        if (sample.expiresInDays != 0)
            link.expiresAt = now.addDays(sample.expiresInDays);
        if (sample.maxVisits > 0)
            link.maxVisits = sample.maxVisits;
        link.disabled = sample.disabled;
        auto inserted = store.insert(link);
        if (!inserted)
            return 1;
        // Visits over the last 30 days, rising towards today, with about 8 % bots.
        HitBatch batch;
        for (int i = 0; i < sample.hits; ++i) {
            const int daysAgo
                = std::min(std::min(sample.daysOld, 29), int(std::pow(random.generateDouble(), 1.6) * 30));
            const bool bot = random.bounded(100) < 8;
            const QDateTime at = now.addDays(-daysAgo).addSecs(-random.bounded(80000));
            ++batch.visits[VisitKey{inserted->id, at.toSecsSinceEpoch(), bot, {}, {}}];
            auto &counts = batch.counts[inserted->id];
            (bot ? counts.botHits : counts.hits) += 1;
            counts.lastHitMs = std::max(counts.lastHitMs, at.toMSecsSinceEpoch());
        }
        VisitStore(store.database()).applyHits(batch);
        if (link.code == u"q3-report")
            selectedId = inserted->id;
    }

    DesktopApp desktop(settings, *db, std::make_unique<ServerListener>(*db, settings));
    MainWindow *window = desktop.window();
    window->resize(1400, 820);
    window->fitToScreen();
    desktop.start();
    if (scene == u"broken") {
        // As a check of every target would have left them: two dead pages among live ones.
        QList<QPair<qint64, LinkHealth>> results;
        const auto all = desktop.store().pages().page(LinkQuery{});
        for (const Link &link : all ? *all : QList<Link>()) {
            const QDateTime checked = now.addSecs(-600 - int(random.bounded(120)));
            if (link.code == u"Tn8wA4k")
                selectedId = link.id;
            results.append({link.id,
                link.code == u"Tn8wA4k"      ? LinkHealth{404, {}, checked}
                    : link.code == u"recipe" ? LinkHealth{0, u"timeout"_s, checked}
                                             : LinkHealth{200, {}, checked}});
        }
        desktop.links().recordHealth(results);
    }
    window->links()->selectLink(selectedId);
    if (scene == u"bulk") {
        auto *tags = window->findChild<QComboBox *>(u"tagFilter"_s);
        tags->setCurrentIndex(tags->findData(u"campaign"_s));
        window->findChild<QTableView *>(u"links"_s)->selectAll();
    }
    QTimer::singleShot(500, &app, [&] {
        bool saved = window->grab().save(output);
        const QString base = output.chopped(4);
        for (int page = 0; dialogs && page < SettingsDialog::PageCount; ++page) {
            SettingsDialog settingsDialog(desktop, SettingsDialog::Page(page), window);
            settingsDialog.show();
            saved = settingsDialog.grab().save(base + u"-settings-"_s + QString::number(page) + u".png"_s) && saved;
        }
        if (dialogs) {
            LinkEditorDialog editor(desktop, std::nullopt, {}, window);
            editor.show();
            saved = editor.grab().save(base + u"-editor.png"_s) && saved;
        }
        std::printf("%s %s\n", saved ? "saved" : "could not save", qPrintable(output));
        QCoreApplication::exit(saved ? 0 : 1);
    });
    return app.exec();
}
