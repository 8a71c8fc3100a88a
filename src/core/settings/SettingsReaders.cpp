#include "core/settings/SettingsReaders.h"

#include "core/settings/SettingsKeys.h"

namespace kurz {

CodeSettings codeSettings(const Settings &settings)
{
    CodeSettings codes;
    codes.strategy = settings.get(keys::CodeStrategy);
    codes.alphabet = settings.get(keys::CodeAlphabet);
    codes.length = settings.get(keys::CodeLength);
    codes.caseInsensitive = settings.get(keys::CaseInsensitiveCodes);
    return codes;
}

LinkServiceOptions linkServiceOptions(const Settings &settings)
{
    LinkServiceOptions options;
    options.codes = codeSettings(settings);
    options.ownOrigins = {QUrl(shortUrlBase(settings)), QUrl(u"http://"_qs + settings.get(keys::ListenAddress))};
    options.reuseExisting = settings.get(keys::ReuseExistingLinks);
    options.fetchTitles = settings.get(keys::FetchTitles);
    return options;
}

QString shortUrlBase(const Settings &settings)
{
    QString base = settings.get(keys::BaseUrl);
    if (base.isEmpty())
        base = u"http://"_qs + settings.get(keys::ListenAddress);
    if (!base.endsWith(u'/'))
        base += u'/';
    return base;
}

} // namespace kurz
