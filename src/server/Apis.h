#pragma once

#include "server/InternalRoutes.h"

#include <memory>

namespace kurz {

class Database;
class Settings;

// The APIs of every listener: the Shlink API under /rest/, the YOURLS endpoint at
// /yourls-api.php and the bookmarklet at /.new (only under Kurz's own host names: it trusts
// loopback clients). Every RedirectServer mounts them, so that `kurz serve` and the window's
// listener answer the same APIs. Settings are read at each start(), on the listener threads
// while the starting thread waits.
QList<ApiRoute> standardApis(std::shared_ptr<Database> database, const Settings &settings);

}  // namespace kurz
