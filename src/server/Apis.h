#pragma once

#include <memory>

namespace kurz {

class Database;
class RedirectServer;
class Settings;

// Routes /rest/ to the Shlink API and /yourls-api.php to the YOURLS endpoint. Every
// RedirectServer calls this for itself, so that `kurz serve` and the window's listener
// answer the same APIs. Settings are read at each start(), on the listener threads while
// the starting thread waits.
void installApis(RedirectServer &server, std::shared_ptr<Database> database, const Settings &settings);

}  // namespace kurz
