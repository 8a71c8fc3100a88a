#pragma once

#include "core/store/Database.h"

#include <QJsonObject>

#include <memory>

namespace kurz {

// Where running listeners (a window's or kurz serve) say that they run for this database:
// one record each in the meta table, written at start, refreshed every few seconds with its
// counts and removed at a clean stop. `kurz status` reads them.
class ListenerRecords {
public:
    static constexpr int RefreshSeconds = 5;

    explicit ListenerRecords(std::shared_ptr<Database> database);

    bool put(const QString &id, const QJsonObject &record);
    bool remove(const QString &id);
    QList<QJsonObject> all();
    // Whether the record's listener still runs: on this machine the process table says so
    // (a killed or crashed one is gone), elsewhere a record refreshed within a while.
    static bool isAlive(const QJsonObject &record);

private:
    std::shared_ptr<Database> m_db;
};

}  // namespace kurz
