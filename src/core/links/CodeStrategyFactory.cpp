#include "core/links/CodeStrategyFactory.h"

#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/PoolStrategy.h"
#include "core/codes/SnowflakeStrategy.h"
#include "core/links/CodePoolSupply.h"
#include "core/store/Database.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcCodes, "kurz.codes", QtWarningMsg)

namespace kurz {

std::unique_ptr<CodeStrategy> makeCodeStrategy(const CodeSettings &settings, const Database &database)
{
    const CodeSecrets secrets = [&database](const QString &name) { return database.secret(name); };
    auto strategy = CodeStrategyRegistry::make(settings, secrets);
    if (strategy) {
        // Every Snowflake generator leases a machine number of its own from the database.
        if (auto *snowflake = dynamic_cast<SnowflakeStrategy *>(strategy->get()))
            snowflake->setMachineSource(database.machineLeases().source(snowflake->layout().maxMachine()));
        // A pool strategy hands out the codes of batches it takes from the database's pool.
        if (auto *pool = dynamic_cast<PoolStrategy *>(strategy->get()))
            CodePoolSupply::attach(*pool, database, settings);
        return std::move(strategy).value();
    }
    qCWarning(lcCodes) << "falling back to random codes:" << strategy.error().message;
    CodeSettings fallback = settings;
    fallback.strategy = CodeSettings().strategy;  // random, which takes any alphabet and length
    return std::move(CodeStrategyRegistry::make(fallback, secrets)).value();
}

}  // namespace kurz
