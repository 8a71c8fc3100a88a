#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryFile>

namespace kurz {

// Kurz's files hold every link, the visits, API key hashes and the code secrets: only their
// owner may read them. Folders Kurz makes are 0700, files 0600.

// Makes `dir` (with missing parents) and takes group and other rights away from it; true when
// it had any.
bool makePrivateFolder(const QString &dir);
// Creates `path` empty and 0600 unless it exists; an empty string, or why it could not.
QString createPrivateFile(const QString &path);
// Takes group and other rights away from those of `paths` that exist; returns the ones changed.
QStringList makePrivate(const QStringList &paths);

// Renames `from` to `to` in one step, replacing a file or symbolic link at `to` (never the file a
// link points at); an empty string, or why not.
QString renameOver(const QString &from, const QString &to);

// Writes `path` whole or not at all, as kurz backup does: into a 0600 file beside it, renamed
// over it on commit(). A symbolic link at `path` is replaced by the file; what it pointed at
// stays as it was. Until commit() succeeds, the partial file is removed when this goes.
class PrivateFileWriter {
public:
    explicit PrivateFileWriter(const QString &path);
    // An empty string, or why the file cannot be written.
    QString open();
    QIODevice &device() { return m_file; }
    // An empty string once `path` holds what was written, or why it does not.
    QString commit();

private:
    QString m_path;
    QTemporaryFile m_file;
};

}  // namespace kurz
