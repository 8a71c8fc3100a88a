#pragma once

#include <QList>
#include <QObject>
#include <QUrl>

namespace kurz::test {

// Where QDesktopServices::openUrl sends a scheme's URLs during a test (setUrlHandler with
// "open"): the URLs are recorded and no browser is started.
class OpenedUrls : public QObject {
    Q_OBJECT

public:
    QList<QUrl> urls;

public Q_SLOTS:
    void open(const QUrl &url) { urls.append(url); }
};

}  // namespace kurz::test
