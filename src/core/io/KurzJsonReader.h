#pragma once

#include "core/io/LinkReader.h"

namespace kurz {

// Kurz's own lossless format (docs/api.md): a header line, one link per line, a closing line.
class KurzJsonReader : public LinkReader {
public:
    explicit KurzJsonReader(QIODevice &device)
        : m_device(device)
    {
    }
    static bool accepts(const QByteArray &firstLine);
    // Why a file with this first line cannot be read (a newer version, a broken header).
    static Result<void> checkHeader(const QByteArray &firstLine);
    LinkFormat format() const override { return LinkFormat::KurzJson; }
    bool next(ImportRow &row) override;

    // A link line's object (without the visits) back into a link; the problem if it is wrong.
    static QString fill(const QJsonObject &object, Link &link);

private:
    QIODevice &m_device;
    qint64 m_line = 0;
    bool m_ended = false;
};

}  // namespace kurz
