#pragma once

#include "core/codes/Alphabet.h"
#include "core/codes/CodeStrategy.h"
#include "core/codes/SnowflakeGenerator.h"

#include <functional>
#include <memory>

namespace kurz {

// Time-ordered codes without a central counter: a Snowflake id (SnowflakeLayout) of the time,
// this generator's machine number and a sequence, written in the alphabet and padded to the
// layout's full length. Unique by construction as long as no two live generators share a
// machine number: makeCodeStrategy leases one from the database for each (MachineLeases);
// without a database (`kurz codes`, tests) it is the number given. Its codes are not checked
// against the word blocklist (checkedForWords): a word in the time part would hold up every
// code for seconds or hours.
class SnowflakeStrategy final : public CodeStrategy {
public:
    using MachineSource = std::function<Result<quint64>()>;

    static Result<std::unique_ptr<SnowflakeStrategy>> create(
        const Alphabet &alphabet, const QString &layout, quint64 machine, SnowflakeGenerator::Clock clock = {});

    QString id() const override { return QStringLiteral("snowflake"); }
    bool usesCounter() const override { return false; }
    bool checkedForWords() const override { return false; }
    QString candidate(const CodeContext &context) override;
    Result<QString> propose(const CodeContext &context) override;

    // Where the machine number comes from from now on (asked before every id).
    void setMachineSource(MachineSource source) { m_machine = std::move(source); }
    const SnowflakeLayout &layout() const { return m_generator.layout(); }
    int codeLength() const { return m_length; }

private:
    SnowflakeStrategy(
        Alphabet alphabet, SnowflakeLayout layout, MachineSource machine, SnowflakeGenerator::Clock clock);

    Alphabet m_alphabet;
    int m_length;
    MachineSource m_machine;
    SnowflakeGenerator m_generator;
};

}  // namespace kurz
