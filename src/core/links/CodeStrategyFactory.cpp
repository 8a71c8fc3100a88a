#include "core/links/CodeStrategyFactory.h"

#include "core/codes/CodeStrategyRegistry.h"
#include "core/store/Database.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcCodes, "kurz.codes", QtWarningMsg)

namespace kurz {

std::unique_ptr<CodeStrategy> makeCodeStrategy(const CodeSettings &settings, const Database &database)
{
    const CodeSecrets secrets = [&database](const QString &name) { return database.secret(name); };
    auto strategy = CodeStrategyRegistry::make(settings, secrets);
    if (strategy)
        return std::move(strategy).value();
    qCWarning(lcCodes) << "falling back to random codes:" << strategy.error().message;
    CodeSettings random = settings;
    random.strategy = u"random"_qs;
    return std::move(CodeStrategyRegistry::make(random, secrets)).value();
}

} // namespace kurz
