#include "core/links/LinkPassword.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <argon2.h>

#include <array>

using namespace Qt::StringLiterals;

namespace kurz::linkpassword {

namespace {

constexpr int SaltBytes = 16;
constexpr int HashBytes = 32;
constexpr quint32 MaxMemoryKiB = 1024 * 1024;
constexpr quint32 MaxPasses = 64;
constexpr quint32 MaxLanes = 16;

Error invalid(const QString &message)
{
    return Error{Error::Kind::InvalidInput, message, u"password"_s, reasons::FieldInvalid};
}

}  // namespace

Result<void> check(const QString &password)
{
    if (password.isEmpty())
        return invalid(QCoreApplication::translate(
            "kurz::LinkPassword", "The password is empty. Type a password, or remove the link's password instead."));
    if (password.toUtf8().size() > MaxBytes)
        return invalid(QCoreApplication::translate(
            "kurz::LinkPassword", "The password is longer than %1 bytes. Choose a shorter one.")
                           .arg(MaxBytes));
    return {};
}

Result<QString> hash(const QString &password, const Cost &cost)
{
    if (auto problem = check(password); !problem.ok())
        return problem.error();
    std::array<quint32, SaltBytes / 4> salt{};
    QRandomGenerator::system()->fillRange(salt.data(), salt.size());
    const QByteArray utf8 = password.toUtf8();
    const size_t length = argon2_encodedlen(cost.passes, cost.memoryKiB, cost.lanes, SaltBytes, HashBytes, Argon2_id);
    QByteArray encoded(qsizetype(length), '\0');
    const int status = argon2id_hash_encoded(cost.passes, cost.memoryKiB, cost.lanes, utf8.constData(),
        size_t(utf8.size()), salt.data(), SaltBytes, HashBytes, encoded.data(), length);
    if (status != ARGON2_OK)
        return Error{Error::Kind::Storage,
            QCoreApplication::translate("kurz::LinkPassword", "Cannot hash the password: %1.")
                .arg(QString::fromLatin1(argon2_error_message(status))),
            u"password"_s, reasons::Storage};
    encoded.truncate(encoded.indexOf('\0'));
    return QString::fromLatin1(encoded);
}

bool isHash(const QString &encoded)
{
    static const QRegularExpression form(
        u"^\\$argon2id\\$v=19\\$m=(\\d{1,10}),t=(\\d{1,10}),p=(\\d{1,10})\\$([A-Za-z0-9+/]{11,})\\$([A-Za-z0-9+/]{22,})$"_s);
    const QRegularExpressionMatch match = form.match(encoded);
    if (!match.hasMatch())
        return false;
    const qint64 memory = match.captured(1).toLongLong(), passes = match.captured(2).toLongLong(),
                 lanes = match.captured(3).toLongLong();
    return lanes >= 1 && lanes <= MaxLanes && passes >= 1 && passes <= MaxPasses && memory >= 8 * lanes
        && memory <= MaxMemoryKiB && match.capturedLength(4) <= 128 && match.capturedLength(5) <= 128;
}

bool verify(const QString &encoded, QByteArrayView password)
{
    if (password.size() > MaxBytes || !isHash(encoded))
        return false;
    const QByteArray latin = encoded.toLatin1();
    return argon2id_verify(latin.constData(), password.data(), size_t(password.size())) == ARGON2_OK;
}

}  // namespace kurz::linkpassword
