#pragma once

#include <QStringList>

namespace kurz {

// The spellings a search word also matches, itself first: an international domain name in
// its stored punycode form ("münchen" → "xn--mnchen-3ya"), ß and "ss" for each other (Unicode
// case folding: "GRÖSSE" finds "Größe"), and for words the full-text index does not take
// (shorter than three characters) their lower- and upper-case forms, as LIKE folds ASCII only.
QStringList searchVariants(const QString &word);

}  // namespace kurz
