#pragma once

#include "core/io/LinkWriter.h"

namespace kurz {

// Kurz's own lossless format, version 2 (docs/api.md): one JSON document laid out as a
// header line, one link per line (with its visit rows) and a closing line, so that it is
// read and written a line at a time.
class KurzJsonWriter : public LinkWriter {
public:
    // 2: links may carry "passwordHash" (Argon2id) and "networks"; a Kurz that reads only
    // version 1 refuses the file instead of importing such links open to anyone.
    static constexpr int Version = 2;
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
