#pragma once

#include "core/links/Link.h"
#include "core/store/VisitStore.h"

#include <QScrollArea>

#include <optional>

class QFormLayout;
class QLabel;

namespace kurz {

class DesktopApp;
class HitsChart;
class QrCodeView;

// Everything about the selected link: its QR code, visits per day and all its fields.
class DetailPane : public QScrollArea {
    Q_OBJECT

public:
    static constexpr int ChartDays = 30;

    explicit DetailPane(DesktopApp &app, QWidget *parent = nullptr);

    void setLink(const std::optional<Link> &link);
    // No link or several selected: says so instead of showing one.
    void showCount(int selected);
    QString placeholderText() const;
    const std::optional<Link> &link() const { return m_link; }
    // Re-reads the link and its visits (after hits were flushed or it was edited).
    void refresh();
    HitsChart *chart() const { return m_chart; }
    QrCodeView *qrCode() const { return m_qr; }
    QLabel *healthLabel() const { return m_health; }

Q_SIGNALS:
    // "Clear visits…" was pressed for the link shown.
    void clearVisitsRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLabel *addField(const QString &label);
    // The target as a link, elided to the label's width (the whole of it in the tooltip).
    void showTarget();

    DesktopApp &m_app;
    VisitStore m_visits;
    std::optional<Link> m_link;
    QWidget *m_content = nullptr;
    QLabel *m_placeholder = nullptr;
    QLabel *m_heading = nullptr;
    QrCodeView *m_qr = nullptr;
    HitsChart *m_chart = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_shortUrl, *m_target, *m_title, *m_tags, *m_notes, *m_status, *m_health, *m_hits, *m_lastHit, *m_created,
        *m_validFrom, *m_expires, *m_limit, *m_redirect, *m_behaviour;
};

}  // namespace kurz
