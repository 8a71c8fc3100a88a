#pragma once

#include "core/io/LinkWriter.h"

namespace kurz {

// golink's JSON Lines, as its /.export writes and its -snapshot reads.
class GolinkJsonlWriter : public LinkWriter {
public:
    explicit GolinkJsonlWriter(QIODevice &device)
        : LinkWriter(device)
    {
    }

protected:
    void write(const Link &link, const QList<VisitRow> &visits) override;

private:
    QByteArray m_line;  // kept: its buffer serves every line
};

}  // namespace kurz
