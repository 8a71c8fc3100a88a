#pragma once

#include "core/io/LinkWriter.h"

namespace kurz {

// Kurz's own lossless format, version 1 (docs/api.md): one JSON document laid out as a
// header line, one link per line (with its visit rows) and a closing line, so that it is
// read and written a line at a time.
class KurzJsonWriter : public LinkWriter {
public:
    static constexpr int Version = 1;
    static QByteArray headerStart() { return "{\"format\":\"kurz-json\""; }

    explicit KurzJsonWriter(QIODevice &device)
        : LinkWriter(device)
    {
    }

protected:
    void begin() override;
    bool wantsVisits() const override { return true; }
    void write(const Link &link, const QList<VisitRow> &visits) override;
    void end() override;

private:
    bool m_first = true;
    QByteArray m_line;  // kept: its buffer serves every line
};

}  // namespace kurz
