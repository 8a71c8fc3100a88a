#include "core/codes/CodeSettings.h"

namespace kurz {

Alphabet CodeSettings::codeAlphabet() const
{
    if (caseInsensitive || alphabet == u"base36")
        return Alphabet::lowerBase36();
    if (alphabet == u"base62")
        return Alphabet::base62();
    if (alphabet == u"unambiguous")
        return Alphabet::unambiguous();
    return Alphabet(alphabet);
}

}  // namespace kurz
