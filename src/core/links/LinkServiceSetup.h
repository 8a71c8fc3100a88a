#pragma once

#include "core/codes/CodeSettings.h"

#include <QList>
#include <QUrl>

#include <memory>

namespace kurz {

class LinkStore;
class LinkService;

// What a LinkService is set up with (core/links/SettingsReaders.h reads it from the settings).
struct LinkServiceOptions {
    CodeSettings codes;
    QList<QUrl> ownOrigins;  // this Kurz's own addresses, refused as targets
    bool reuseExisting = false;  // creating a link for a known URL returns the existing one
    bool fetchTitles = true;  // links made without a title are marked for a background fetch
};

// A LinkService with these options' code strategy, reuse rule and URL policy.
std::unique_ptr<LinkService> makeLinkService(LinkStore &store, const LinkServiceOptions &options);
// The same service set up again with other options, in place: whoever holds it keeps it.
void configureLinkService(LinkService &service, const LinkServiceOptions &options);

}  // namespace kurz
