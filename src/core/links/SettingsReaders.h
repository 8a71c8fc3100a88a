#pragma once

#include "core/codes/CodeSettings.h"
#include "core/links/LinkServiceSetup.h"

namespace kurz {

class Settings;

// The values core takes, read from the settings: codes and links never read Settings.
CodeSettings codeSettings(const Settings &settings);
LinkServiceOptions linkServiceOptions(const Settings &settings);

// What short URLs start with (the base URL, else the listener's address), ending in '/'.
QString shortUrlBase(const Settings &settings);

}  // namespace kurz
