#pragma once

namespace kurz {

// English plural forms ("1 link", "2 links") for tr()'s %n: Qt takes them from a translation
// even for the source language. Installed once; translations installed later take precedence.
void installEnglishPluralForms();

} // namespace kurz
