#pragma once

#include "core/io/LinkReader.h"

namespace kurz {

// golink's /.export: JSON Lines of {"Short", "Long", "Created", "LastEdit", "Owner"}. The
// owner goes into the notes.
class GolinkJsonlReader : public LinkReader {
public:
    explicit GolinkJsonlReader(QIODevice &device)
        : m_device(device)
    {
    }
    static bool accepts(const QByteArray &firstLine);
    LinkFormat format() const override { return LinkFormat::GolinkJsonl; }
    bool next(ImportRow &row) override;

    static QString ownerNote(const QString &owner) { return QStringLiteral("golink owner: ") + owner; }

private:
    QIODevice &m_device;
    qint64 m_line = 0;
};

}  // namespace kurz
