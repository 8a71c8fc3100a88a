# kurz_changelog_releases(CHANGELOG OUT): AppStream <release> elements for CHANGELOG.md's
# "## [1.2.0] - 2027-01-31" headings, newest first; "## [Unreleased]" becomes a development
# release of the project's version, dated at configure time (SOURCE_DATE_EPOCH if set).
function(kurz_changelog_releases changelog out)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${changelog})
    file(STRINGS ${changelog} headings REGEX "^## \\[")
    set(xml "")
    foreach(heading IN LISTS headings)
        if(heading MATCHES "^## \\[Unreleased\\]")
            string(TIMESTAMP today "%Y-%m-%d" UTC)
            string(APPEND xml "    <release version=\"${PROJECT_VERSION}\" type=\"development\" date=\"${today}\"/>\n")
        elseif(heading MATCHES "^## \\[([^]]+)\\] - ([0-9-]+)")
            string(APPEND xml "    <release version=\"${CMAKE_MATCH_1}\" date=\"${CMAKE_MATCH_2}\"/>\n")
        endif()
    endforeach()
    string(STRIP "${xml}" xml)
    set(${out} "${xml}" PARENT_SCOPE)
endfunction()
