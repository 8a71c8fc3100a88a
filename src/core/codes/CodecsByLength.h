#pragma once

#include "core/util/Result.h"

#include <functional>
#include <map>

namespace kurz {

// Codecs made on first use, one per code length, for strategies whose codec fixes the length
// (a create may ask for another length than the settings' one).
template<typename Codec>
class CodecsByLength {
public:
    using Factory = std::function<Result<Codec>(int length)>;

    explicit CodecsByLength(Factory factory)
        : m_factory(std::move(factory))
    {
    }

    // Null when the factory refuses this length.
    const Codec *get(int length)
    {
        auto it = m_codecs.find(length);
        if (it == m_codecs.end()) {
            auto made = m_factory(length);
            if (!made)
                return nullptr;
            it = m_codecs.emplace(length, std::move(made).value()).first;
        }
        return &it->second;
    }

private:
    Factory m_factory;
    std::map<int, Codec> m_codecs;
};

}  // namespace kurz
