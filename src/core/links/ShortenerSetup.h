#pragma once

#include <memory>

class QString;

namespace kurz {

class LinkStore;
class Settings;
class LinkService;

// What short URLs start with (the base URL, else the listener's address), ending in '/'.
QString shortUrlBase(const Settings &settings);

// A LinkService configured from the settings: code strategy, reuse rule, and this Kurz's own
// origins refused as targets.
std::unique_ptr<LinkService> makeLinkService(LinkStore &store, const Settings &settings);

} // namespace kurz
