#include "core/codes/SnowflakeStrategy.h"

#include <QCoreApplication>

namespace kurz {

Result<std::unique_ptr<SnowflakeStrategy>> SnowflakeStrategy::create(
    const Alphabet &alphabet, const QString &layoutText, quint64 machine, SnowflakeGenerator::Clock clock)
{
    const auto layout = SnowflakeLayout::parse(layoutText);
    if (!layout)
        return layout.error();
    if (machine > layout->maxMachine())
        return invalidInput(QCoreApplication::translate("kurz::SnowflakeStrategy",
                                "The machine number %1 does not fit the %2 Snowflake layout, which has room for "
                                "0 to %3. Choose a smaller machine number or more machine bits in Settings → Codes.")
                                .arg(machine)
                                .arg(layout->text())
                                .arg(layout->maxMachine()),
            QStringLiteral("snowflakeMachine"));
    return std::unique_ptr<SnowflakeStrategy>(new SnowflakeStrategy(
        alphabet, *layout, [machine]() -> Result<quint64> { return machine; }, std::move(clock)));
}

SnowflakeStrategy::SnowflakeStrategy(
    Alphabet alphabet, SnowflakeLayout layout, MachineSource machine, SnowflakeGenerator::Clock clock)
    : m_alphabet(std::move(alphabet))
    , m_length(layout.codeLength(m_alphabet))
    , m_machine(std::move(machine))
    , m_generator(layout, std::move(clock))
{
}

Result<QString> SnowflakeStrategy::propose(const CodeContext &)
{
    const auto machine = m_machine();
    if (!machine)
        return machine.error();
    const auto id = m_generator.next(*machine);
    if (!id)
        return id.error();
    return m_alphabet.encode(*id, m_length);
}

QString SnowflakeStrategy::candidate(const CodeContext &context)
{
    const auto code = propose(context);
    return code ? *code : QString();
}

}  // namespace kurz
