#include "core/links/SettingsReaders.h"

#include "core/links/ThisMachine.h"
#include "core/settings/SettingsKeys.h"

using namespace Qt::StringLiterals;

namespace kurz {

CodeSettings codeSettings(const Settings &settings)
{
    CodeSettings codes;
    codes.strategy = settings.get(keys::CodeStrategy);
    codes.alphabet = settings.get(keys::CodeAlphabet);
    codes.length = settings.get(keys::CodeLength);
    codes.caseInsensitive = settings.get(keys::CaseInsensitiveCodes);
    codes.snowflakeLayout = settings.get(keys::SnowflakeLayout);
    codes.poolCodes = settings.get(keys::PoolCodes);
    codes.poolBatch = settings.get(keys::PoolBatch);
    codes.poolSize = settings.get(keys::PoolSize);
    return codes;
}

LinkServiceOptions linkServiceOptions(const Settings &settings)
{
    LinkServiceOptions options;
    options.codes = codeSettings(settings);
    options.ownOrigins = {QUrl(shortUrlBase(settings)), QUrl(u"http://"_s + settings.get(keys::ListenAddress))};
    options.reuseExisting = settings.get(keys::ReuseExistingLinks);
    options.fetchTitles = settings.get(keys::FetchTitles);
    return options;
}

QString shortUrlBase(const Settings &settings)
{
    QString base = settings.get(keys::BaseUrl);
    if (base.isEmpty()) {
        // Listening on every interface: others reach the links at this machine's LAN address.
        const QString listen = settings.get(keys::ListenAddress);
        const qsizetype colon = listen.lastIndexOf(u':');
        const QString host = listen.left(colon);
        base = u"http://"_s
            + (host == u"0.0.0.0" || host == u"[::]" ? thisMachine::lanAddress() + listen.mid(colon) : listen);
    }
    if (!base.endsWith(u'/'))
        base += u'/';
    return base;
}

}  // namespace kurz
