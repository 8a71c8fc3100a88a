#pragma once

#include "core/io/LinkFormat.h"
#include "core/store/LinkStore.h"

#include <QIODevice>

#include <memory>

namespace kurz {

// Writes links to an export file one at a time.
class LinkWriter {
public:
    virtual ~LinkWriter() = default;

    // A writer of `format` (kurz-json, shlink-csv or golink-jsonl); null for the others.
    // Short URLs in the file start with `baseUrl`. `safeForSpreadsheets` (shlink-csv only):
    // fields a spreadsheet would take as a formula are written with a leading apostrophe.
    static std::unique_ptr<LinkWriter> create(
        LinkFormat format, QIODevice &device, const QString &baseUrl, bool safeForSpreadsheets = false);

    // Writes every link of the store in id order, or those of `only` (sorted ids; links gone
    // meanwhile are left out), reading a few at a time. Returns how many. `progress` is told
    // every thousand links; when it returns false the writing stops (Error reason Cancelled)
    // and the device holds part of the file.
    Result<qint64> writeAll(LinkStore &store, const QList<qint64> *only = nullptr, const WriteProgress &progress = {});

protected:
    explicit LinkWriter(QIODevice &device)
        : m_device(device)
    {
    }
    virtual void begin() { }
    virtual bool wantsVisits() const { return false; }
    virtual void write(const Link &link, const QList<VisitRow> &visits) = 0;
    virtual void end() { }

    QIODevice &m_device;

private:
    static Error cancelled();
};

}  // namespace kurz
