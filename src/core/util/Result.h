#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace kurz {

// The machine-readable reasons front ends map to their own error codes.
namespace reasons {
inline constexpr QLatin1String TargetInvalid{"target-invalid"};
inline constexpr QLatin1String TargetLoops{"target-loops"};
inline constexpr QLatin1String AliasInvalid{"alias-invalid"};
inline constexpr QLatin1String AliasReserved{"alias-reserved"};
inline constexpr QLatin1String AliasTaken{"alias-taken"};
inline constexpr QLatin1String FieldInvalid{"field-invalid"};
inline constexpr QLatin1String LinkNotFound{"link-not-found"};
inline constexpr QLatin1String CodesExhausted{"codes-exhausted"};
inline constexpr QLatin1String Storage{"storage"};
// The system clock went back behind the last time-based code made: none until it catches up.
inline constexpr QLatin1String ClockBehind{"clock-behind"};
// PostgreSQL aborted the transaction to break a deadlock with another writer (40P01) or as not
// serializable (40001): the same work, run again from the start, succeeds.
inline constexpr QLatin1String WriteConflict{"write-conflict"};
// The user cancelled a long write; it was rolled back, nothing changed.
inline constexpr QLatin1String Cancelled{"cancelled"};
// The rows a view selected are no longer the links it showed (another program changed them).
inline constexpr QLatin1String SelectionChanged{"selection-changed"};
// Not a host name where a short domain was expected.
inline constexpr QLatin1String DomainInvalid{"domain-invalid"};
}  // namespace reasons

// Why an operation failed; the message is written for the person who has to act on it.
struct Error {
    enum class Kind {
        InvalidInput,  // the caller's data is wrong; fix it and try again
        Conflict,  // e.g. the alias is taken
        NotFound,
        Storage,  // the database refused or failed
        Exhausted,  // no free code could be found
    };
    Kind kind = Kind::InvalidInput;
    QString message;
    QString field;  // the input that was wrong, when there is one
    QLatin1String
        reason;  // machine-readable, e.g. "target-loops" (see reasons above); decide by this, never by message
};

// A value or the reason there is none (std::expected arrives with C++23).
template<typename T>
class Result {
public:
    Result(T value)
        : m_value(std::move(value))
    {
    }
    Result(Error error)
        : m_error(std::move(error))
    {
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const T &operator*() const { return *m_value; }
    const T *operator->() const { return &*m_value; }
    const Error &error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

// Success with nothing to give, or the reason it failed: the one way Kurz says "it worked or
// here is why not" (as qBittorrent's expected<void, QString>). `return {};` is success. It has
// no operator bool on purpose: `if (failed)` meant failure with the Result<void> it
// replaced, so every test reads `ok()`.
template<>
class Result<void> {
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
        , m_failed(true)
    {
    }

    bool ok() const { return !m_failed; }
    const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_failed = false;
};

inline Error invalidInput(QString message, QString field = {}, QLatin1String reason = reasons::FieldInvalid)
{
    return Error{Error::Kind::InvalidInput, std::move(message), std::move(field), reason};
}

}  // namespace kurz
