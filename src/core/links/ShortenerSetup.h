#pragma once

#include <memory>

class QString;

namespace kurz {

class LinkStore;
class Settings;
class Shortener;

// What short URLs start with (the base URL, else the listener's address), ending in '/'.
QString shortUrlBase(const Settings &settings);

// A Shortener configured from the settings: strategy, reuse rule, and this service's own
// origins refused as targets.
std::unique_ptr<Shortener> makeShortener(LinkStore &store, const Settings &settings);

} // namespace kurz
