#pragma once

#include <QFlags>
#include <QMutex>
#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include "core/util/Result.h"

#include <functional>
#include <memory>

namespace kurz {

// What has to be redone when a setting changes: the parts of Kurz that read their settings
// once and keep them. Each setting names its own, so that no listener matches key names.
enum class SettingScope : unsigned {
    LinkService = 0x1,  // how links are made: code strategy, URL policy, reuse, titles to fetch
    CodeIndex = 0x2,  // the store's case-insensitive lookup of codes
    Listener = 0x4,  // the redirect listener, which reads its settings when it starts
    Upkeep = 0x8,  // title fetching and the daily checks, on a thread of their own
    Autostart = 0x10,  // the desktop's autostart entry
    GlobalShortcut = 0x20,  // the desktop-wide shortcut, bound through the desktop's portal
};
Q_DECLARE_FLAGS(SettingScopes, SettingScope)
Q_DECLARE_OPERATORS_FOR_FLAGS(SettingScopes)

// One setting, declared once: its key, type, default, what a change of it redoes, and its
// validation.
template<typename T>
struct SettingKey {
    QString key;
    T defaultValue;
    SettingScopes scopes = {};
    // Success when the value is acceptable, else what is wrong and what to do.
    std::function<Result<void>(const T &)> validate = {};
};

// The typed settings file. A stored value that fails validation reads as the default.
// get() may be called from any thread (the window's upkeep reads its settings on its own);
// set(), reset() and Batch belong to the thread the Settings lives in, where changed() is
// emitted.
class Settings : public QObject {
    Q_OBJECT

public:
    static constexpr int Version = 1;

    // While one lives, changes are announced together when it ends: one changed() for all the
    // values a dialog's OK stores, so that what depends on several of them is redone once.
    class Batch {
    public:
        explicit Batch(Settings &settings);
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;

    private:
        Settings &m_settings;
    };

    // The user's settings file, or `path` when given (tests and scripts never touch the user's).
    explicit Settings(const QString &path = {}, QObject *parent = nullptr);

    static QString defaultPath();
    static QString defaultDatabasePath();
    QString fileName() const
    {
        const QMutexLocker lock(&m_lock);
        return m_settings->fileName();
    }

    // Why the file could not be read as settings (then every value is its default and the
    // file is never written), or empty.
    const QString &damage() const { return m_damage; }

    template<typename T>
    T get(const SettingKey<T> &key) const
    {
        const QMutexLocker lock(&m_lock);
        return read(key);
    }

    // Stores the value, or says why it was refused (and stores nothing): InvalidInput with the
    // key in `field`, or Storage when the file is damaged.
    template<typename T>
    Result<void> set(const SettingKey<T> &key, const T &value)
    {
        if (key.validate) {
            if (Result<void> valid = key.validate(value); !valid.ok())
                return refused(key.key, valid.error());
        }
        if (!m_damage.isEmpty())
            return damaged(key.key);
        {
            const QMutexLocker lock(&m_lock);
            if (read(key) == value && m_settings->contains(key.key))
                return {};
            m_settings->setValue(key.key, QVariant::fromValue(value));
            m_settings->sync();
        }
        announce(key.key, key.scopes);
        return {};
    }

    template<typename T>
    void reset(const SettingKey<T> &key)
    {
        if (!m_damage.isEmpty())
            return;
        {
            const QMutexLocker lock(&m_lock);
            m_settings->remove(key.key);
        }
        announce(key.key, key.scopes);
    }

    void sync()
    {
        const QMutexLocker lock(&m_lock);
        m_settings->sync();
    }

Q_SIGNALS:
    // The keys one set() or reset() changed, or all those of a Batch when it ends, and what
    // they ask to be redone.
    void changed(const QStringList &keys, kurz::SettingScopes scopes);

private:
    template<typename T>
    T read(const SettingKey<T> &key) const
    {
        if (!m_damage.isEmpty())
            return key.defaultValue;
        const QVariant stored = m_settings->value(key.key);
        if (!stored.isValid() || !stored.canConvert<T>())
            return key.defaultValue;
        const T value = stored.value<T>();
        if (key.validate && !key.validate(value).ok())
            return key.defaultValue;
        return value;
    }

    void migrate();
    void announce(const QString &key, SettingScopes scopes);
    static Error refused(const QString &key, Error error);
    Error damaged(const QString &key) const;

    mutable QMutex m_lock;  // around m_settings
    std::unique_ptr<QSettings> m_settings;
    QString m_damage;
    int m_batches = 0;  // Batches alive
    QStringList m_batchKeys;  // changed while they live
    SettingScopes m_batchScopes;  // ... and what they redo
};

// Validators shared by several keys; `what` and `problem` are QT_TRANSLATE_NOOP("kurz::Settings", ...)
// texts, translated when a value is checked.
std::function<Result<void>(const int &)> inRange(int low, int high, const char *what);
std::function<Result<void>(const QString &)> oneOf(const QStringList &choices, const char *problem);

}  // namespace kurz
