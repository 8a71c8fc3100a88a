<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DesktopLauncher</name>
    <message>
        <source>kurz: another Kurz is running but does not answer. Close it (or end its process) and start Kurz again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz cannot open its database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

To use another file, start Kurz with --db PATH or change Settings → Data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: the running Kurz has %1 open; its window asks whether to open %2 instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: could not start Kurz again for %1; start it with kurz --db %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkEditorDialog</name>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: a generated code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Visit limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop redirecting after this many visits by people (bots do not count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ta&amp;gs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated, e.g. work, docs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect &amp;status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (from settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>301 Moved Permanently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>302 Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>307 Temporary Redirect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>308 Permanent Redirect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra &amp;path:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found (exact code only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appended to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward the query string to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disabled (answers 410 Gone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <comment>date-time format, see QDateTime::toString</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz</name>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target never checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target broken: answered %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target answered %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within 5 seconds (timeout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secure connection failed (TLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host name not found (DNS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 5 redirects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target broken: %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target not checked on %1: private address (Settings → General can allow it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::AliasPolicy</name>
    <message>
        <source>An alias needs %1 to %2 characters; &apos;%3&apos; has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alias may only use letters A-Z and a-z, digits, &apos;_&apos; and &apos;-&apos;; &apos;%1&apos; is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is reserved for Kurz&apos;s own pages. Choose another alias.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Alphabet</name>
    <message>
        <source>The alphabet may only contain printable ASCII characters; &apos;%1&apos; is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alphabet contains &apos;%1&apos; twice; every character must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alphabet needs at least %1 characters; it has %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeyCommand</name>
    <message>
        <source>Name of the new key, e.g. the tool that will use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>api-key needs an action. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an api-key action. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the new key: kurz api-key create --name sharex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: this key is shown only now; store it in the tool that uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: the key &apos;%1&apos; was already revoked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create, list, revoke or token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key to revoke, or whose YOURLS signature token to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &apos;kurz api-key create --name N&apos;, &apos;kurz api-key list&apos;, &apos;kurz api-key revoke N&apos; or &apos;kurz api-key token N&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: its YOURLS signature token, for signed requests (&apos;kurz api-key token %1&apos; shows it again): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the key: kurz api-key %1 NAME (&apos;kurz api-key list&apos; shows the names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new key may read (every GET) but create or change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new key may change only the links it creates; it still reads all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new key is refused from this ISO-8601 date or date-time on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date. Write it as ISO-8601, e.g. --expires 2027-01-31 or 2027-01-31T18:00:00+01:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys for the Shlink and YOURLS APIs: kurz api-key create --name N [--read-only] [--own-links] [--domain D] [--expires DATE] | list | revoke N | token N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new key makes its links on this short domain and changes only that domain&apos;s links.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeyScope</name>
    <message>
        <source>This API key expired on %1. Ask for a new key (kurz api-key create).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key is read-only: it may read, but not create or change links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key may change only the links it created; this would change other links too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key may change only the links it created; this link is not one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key may change only the links of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key may create links only on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key may change only the links of %1; this would change links of other domains too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeyStore</name>
    <message>
        <source>An API key needs a name of 1 to 64 characters, e.g. --name sharex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key name contains a control character; use letters, digits and spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the API key: %1. Check that the database is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An API key named &apos;%1&apos; exists already (revoked keys keep their names). Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot revoke the API key: %1. Check that the database is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no API key named &apos;%1&apos;. &apos;kurz api-key list&apos; shows the names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the API key: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key would expire on %1, which has passed. Choose a date ahead, e.g. --expires %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeysPage</name>
    <message>
        <source>Programs that shorten through Kurz&apos;s Shlink or YOURLS interface (ShareX, browser add-ons, scripts) send one of these keys. A key is shown only once, when it is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name for the key, e.g. sharex-laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key (copy it now; it is not shown again):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the key &apos;%1&apos;? Programs using it can no longer shorten through Kurz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the key a name first, so that you know later which program uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YOURLS signature token (for signed requests):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;signature token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read &amp;only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key may read links and statistics, but create or change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its o&amp;wn links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key may change only the links it creates; it still reads all links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expires on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day from which the key is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short domain the key is limited to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key makes its links on this short domain and changes only that domain&apos;s links.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Autostart</name>
    <message>
        <source>Cannot remove %1. Delete it by hand to stop Kurz starting at login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Check that the folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BackgroundWrite</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling… nothing is changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BackupActions</name>
    <message>
        <source>&amp;Back up now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz database (*.db)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backup written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz opens the restored copy %1 from its next start; the current database stays as it is (Settings → Data switches back).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BackupCommand</name>
    <message>
        <source>Write a consistent copy of the database, also while Kurz serves: kurz backup FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to write the copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the backup file: kurz backup ~/kurz-backup.db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists. Choose another name, or add --force to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: backed up %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BitlyCsvReader</name>
    <message>
        <source>the row has no Bitly link to take the code from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Blocklist</name>
    <message>
        <source>Cannot read the blocklist %1: %2. Give a text file with one word per line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BookmarkletCommand</name>
    <message>
        <source>Print the bookmarklet to paste as a bookmark&apos;s address: kurz bookmarklet [--new-token]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the bookmarklet a new token first: every bookmarklet made before stops working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: the bookmarklet has a new token; the ones made before no longer work. Replace the one in your browser&apos;s bar with this:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BookmarkletLabel</name>
    <message>
        <source>Drag this link to your browser&apos;s bookmarks bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten with Kurz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::BulkEditDialog</name>
    <message numerus="yes">
        <source>Edit %Ln link(s)</source>
        <translation>
            <numerusform>Edit %Ln link</numerusform>
            <numerusform>Edit %Ln links</numerusform>
        </translation>
    </message>
    <message>
        <source>comma-separated, e.g. docs, work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expiry time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xpires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&amp;Change %Ln link(s)</source>
        <translation>
            <numerusform>&amp;Change %Ln link</numerusform>
            <numerusform>&amp;Change %Ln links</numerusform>
        </translation>
    </message>
    <message>
        <source>Fields left as they are change nothing. One Undo (Ctrl+Z) takes the whole change back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change: fill in tags, an expiry or a state, or press Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This time has already passed. Choose a time in the future, or &apos;Never&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CheckCommand</name>
    <message>
        <source>Check whether the links&apos; targets still answer: kurz check [CODE...] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links to check; all links without codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. &apos;kurz list&apos; shows the codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Cli</name>
    <message>
        <source>Settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the URL on the clipboard (in the running Kurz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &apos;kurz COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: unknown command &apos;%1&apos;. Run &apos;kurz --help&apos; for the list of commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz %1: %2. Run &apos;kurz %1 --help&apos; for its options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: kurz [GLOBAL OPTIONS] [COMMAND] [OPTIONS]

Without a command Kurz opens its window (options: --db, --config, --shorten-clipboard).

Global options, before or after the command:
  --db PATH      Link database file.
  --config PATH  Settings file.
  --json         Print JSON for scripts.
  -h, --help     Show this help, or a command&apos;s: kurz COMMAND --help.
  --version      Show the version.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: no command after &apos;%1&apos;. Run &apos;kurz --help&apos; for the list of commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link database: a file, or a shared one at postgresql://USER@HOST[:PORT]/DATABASE.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CodeCost</name>
    <message>
        <source>endless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unguessable: one guess in %1 finds a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anyone who knows a URL can compute its code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enumerable: the next code is the last one plus one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks random, but decodes to the link&apos;s number for anyone who learns the shuffled alphabet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks random, but decodes to the link&apos;s number for anyone who learns the salt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unguessable without the key: one guess in %1 finds a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shows when a link was made; codes of one moment lie close together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retries per 1,000 creates (the background refill draws %2 extra per 1,000 codes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retries per 1,000 creates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 links: %2; %3; %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CodePoolSupply</name>
    <message>
        <source>The code pool is empty and no new codes could be added to it. Choose a longer code length in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No new codes could be added to the pool: codes of this length are used up. Choose a longer code length in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CodeStrategyRegistry</name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unguessable characters from a secure generator; a rare collision only costs a retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts up: the shortest codes, but anyone can walk through all your links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sqids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counter encoded with Sqids: short and random-looking, never collides, but decodable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counter encoded with Hashids and this database&apos;s salt: for moving from Hashids systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hashids salt (default: empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyed permutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counter scrambled with a secret key: fixed length, never collides, unguessable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Feistel key (default: empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash of the URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the URL: the same URL proposes the same code first; guessable from the URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum length for base62 has to be between 0 and 64, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown code strategy &apos;%1&apos;. Choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Snowflake code is made of three numbers: the time in milliseconds since 1970, the machine and the sequence, e.g. 1767225600000 3 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time %1 machine %2 sequence %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snowflake (time-ordered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snowflake: time/machine/sequence bits (default: 41/10/12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-generated pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes made ahead of time (random, or a keyed permutation of a counter) and taken in batches: a create never draws or retries, at the cost of a table of waiting codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time, a machine number and a sequence, as Twitter&apos;s Snowflake: no central counter, never collides, but long (11 base62 characters with the full 41/10/12 layout, fewer with fewer bits) and reveals when a link was made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CodesCommand</name>
    <message>
        <source>Use either --blocklist FILE or --no-blocklist, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers to encode, or the code to decode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codes encode needs the numbers to encode, e.g. kurz codes encode --strategy %1 42</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codes encode needs the number to encode, e.g. kurz codes encode --strategy %1 42</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 strategy encodes exactly one number; give one, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codes decode takes exactly one code, e.g. kurz codes decode --strategy sqids 86Rf07</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not decode with the %2 strategy and these options: it is not a code they make. Check the strategy, alphabet, length, salt or key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 applies to the %2 strategy only, not to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characters codes are written in (default: the specification&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sqids: use only the words in this file, one per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sqids: no blocklist at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codes needs --strategy: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a strategy kurz codes knows. Use %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--length needs a whole number of 0 or more, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum length (base62, sqids, hashids, snowflake) or exact length (feistel, default 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode numbers as codes or decode codes: kurz codes encode|decode --strategy %1 ...; the code pool: kurz codes pool [--refill N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--refill needs a number of codes from 1 to 10000000, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool: %1 codes left of %2 (refilled below %3, in batches of %4); %5 handed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New links use the %1 strategy, not the pool: choose the pool in Settings → Codes (or codes/strategy=pool in the settings file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encode NUMBER..., decode CODE, or pool (the code pool&apos;s size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool: add N new codes to the pool first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codes pool takes no arguments; use --refill N to add codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--refill applies to kurz codes pool only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>codes needs &apos;encode&apos;, &apos;decode&apos; or &apos;pool&apos; first, e.g. kurz codes encode --strategy sqids 1 2 3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CodesSettingsPage</name>
    <message>
        <source>&amp;Strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters and digits (base62)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without look-alikes (no 0 O 1 l I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower-case letters and digits (base36)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom characters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom alphabet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least 10 distinct URL-safe characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alphabet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existing links keep their codes whatever you choose here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes match regardless of case (Settings → Server), so new codes use lower-case letters and digits only (base36).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1^%2 = %3 codes of %2 characters. Codes made from a counter never collide; they grow longer once a length is used up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1^%2 = %3 codes; at %Ln link(s) the next random code collides with probability %4.</source>
        <translation>
            <numerusform>%1^%2 = %3 codes; at %Ln link the next random code collides with probability %4.</numerusform>
            <numerusform>%1^%2 = %3 codes; at %Ln links the next random code collides with probability %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bits of the time, the machine number and the sequence, e.g. 41/10/12 (69 years, 1,024 machines, 4,096 codes a millisecond). Fewer bits make shorter codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snowflake &amp;bits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes of %1 characters: %2 years from 2026 of up to %3 codes a millisecond on each of %4 machines (each Kurz leases its number from the database). They never collide, but they show when a link was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyed permutation of a counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes each running Kurz takes from the pool at a time. A Kurz that is killed wastes the rest of its batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free codes the pool is refilled to, in the background, once fewer than half are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool &amp;holds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool &amp;batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 codes left in the pool of %2 (refilled below %3); %4 handed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CsvColumns</name>
    <message>
        <source>shortCode and longUrl (or &quot;Short code&quot; and &quot;Long URL&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source and target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link and &quot;Destination URL&quot; (or long_url)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CsvLinkReader</name>
    <message>
        <source>%1 &apos;%2&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a date and time (write it as 2024-05-01T12:00:00Z)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::CsvReader</name>
    <message>
        <source>a quoted field that starts on line %1 never ends: add the closing &quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken quoting: text after a closing quote; write a quote inside a quoted field as &quot;&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record is longer than %L1 MB, more than any link needs; it was not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DailyBackups</name>
    <message>
        <source>Cannot make the backup folder %1. Check that it can be written, or turn daily backups off in Settings → Data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DataSettingsPage</name>
    <message>
        <source>This &amp;computer (a database file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;hared PostgreSQL database (for a team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep links on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz database (*.db)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password comes from ~/.pgpass or PGPASSWORD; Kurz never stores it. See docs/teams.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now open: %1. A new location takes effect when Kurz starts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back up now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up &amp;every day, keeping the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily copies go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the shared database&apos;s address, e.g. postgresql://me@db.lan/kurz, or keep links on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: PostgreSQL %1, an empty database. Kurz sets it up when it first starts with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: PostgreSQL %1, but the database was written by a newer Kurz. Update Kurz first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: PostgreSQL %1, a Kurz database.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Database</name>
    <message>
        <source>Cannot read %1: %2. Check the file&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Kurz database (it is not an SQLite file at all). Choose another file; this one was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. Choose a new file name for the backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the backup to %1 (check that the folder exists and has room)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot put the backup at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1 as a database (%2). Choose another file; this one was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Kurz database. Choose another file; this one was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Kurz (schema %2; this Kurz knows up to %3). Update Kurz to open it; the file was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot switch %1 to WAL mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the schema version of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the schema migration of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migrating %1 to schema %2 failed; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot commit the schema migration of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read whether links changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the newest link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read whether the database changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot shrink the write-ahead log of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot take the next code number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file %1 was deleted or replaced while Kurz had it open, so Kurz writes nothing more into it and keeps new hits in memory. Put the file back (e.g. from a backup), then restart Kurz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file %1 is read-only, so Kurz keeps new hits in memory and writes them once it may write the file again (chmod u+w).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed: install the package libqt6sql6-psql.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create %1: %2. Check that the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared PostgreSQL database is backed up on the server, with pg_dump (see docs/teams.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the backup to %1: %2. Check that the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 has tables, but is not a Kurz database. Choose another database; this one was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 is not a Kurz database (no schema version). Choose another database; this one was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot ask %1 for its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock %1 for the schema migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record the schema version of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the size of the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the code number sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot take the next code numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of %1 runs PostgreSQL %2, which is too old: Kurz needs PostgreSQL %3 or newer. Upgrade the server, or choose another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the database&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot store a new secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lease a Snowflake machine number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Snowflake machine number (0 to %1) is leased by a running Kurz sharing this database. Stop one, or choose a Snowflake layout with more machine bits in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot renew the Snowflake machine number&apos;s lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot count a password try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot forget old password tries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not inside another write transaction, whose rollback would free codes already handed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot take codes from the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add codes to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot take the code out of the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot give codes back to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot count the pool&apos;s codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot end the Snowflake machine number&apos;s lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migrating %1 to schema %2 would leave rows of %3 without their link; nothing was changed. Keep using the Kurz that wrote it, or restore a backup (&apos;kurz backup --help&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DeferredIndexes</name>
    <message>
        <source>Cannot prepare the database for the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot build the indexes of the links again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DeleteCommand</name>
    <message>
        <source>Delete links and their visits: kurz delete CODE...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The codes of the links to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete needs at least one code, e.g. kurz delete demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DesktopApp</name>
    <message>
        <source>The clipboard holds no text. Copy a link first, then shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short link copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing shortened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Kurz does not know the request &apos;%1&apos;; update Kurz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied link shortened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2. Check that the folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Kurz backup: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied link: its existing short link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another database?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz was started again for %1, but this window has %2 open. One Kurz runs at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listener is not running: short links will not answer until it runs (Listener menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program here opens %1. Set a default web browser in your desktop&apos;s settings (or with xdg-settings set default-web-browser), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DetailPane</name>
    <message>
        <source>ddd d MMM yyyy, HH:mm</source>
        <comment>date format, see QDateTime::toString</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a link to see its QR code, visits and details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Visits, last %1 days&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query, path:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by people, %2 by bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln visit(s)</source>
        <translation>
            <numerusform>%Ln visit</numerusform>
            <numerusform>%Ln visits</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; extra path %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query forwarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them all at once.</source>
        <translation>
            <numerusform>%Ln link selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete it.</numerusform>
            <numerusform>%Ln links selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them all at once.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last check:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, protected by a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, only for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear visits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletes the link&apos;s visits and sets its hit counts to zero; Ctrl+Z brings them back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DomainStore</name>
    <message>
        <source>&apos;%1&apos; is not a domain name. Give a host name such as s.example.org, without scheme, port or path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A not-found redirect must be an http or https URL with a host, e.g. https://example.org/, or empty for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the domain&apos;s redirects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DomainsCommand</name>
    <message>
        <source>Short domains: kurz domains list | set-redirects DOMAIN [--base-url U] [--regular-404 U] [--invalid-short-url U]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: the default domain and every domain with links or redirects; set-redirects DOMAIN: where requests that find no link go (options left out: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With set-redirects: where / goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With set-redirects: where other paths that are no code go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With set-redirects: where a code that no link has goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regular 404</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid short URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>domains needs list, or set-redirects and a domain, e.g. kurz domains set-redirects s.example.org --invalid-short-url https://example.org/</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::DomainsSettingsPage</name>
    <message>
        <source>A link may answer on a short domain of its own (chosen in the link editor). Requests that find no link may go elsewhere instead of Kurz&apos;s own answer: per domain, else the default domain&apos;s. Leave a cell empty for Kurz&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL (/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other 404s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another domain, e.g. go.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::EditCommand</name>
    <message>
        <source>Change a link: kurz edit CODE [--url U] [--title T] [--expires ISO|never] [--max-visits N|none] [--disable|--enable]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the tags; repeat for more, or --tag &apos;&apos; to clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop redirecting (answers 410 Gone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edit needs exactly one code, e.g. kurz edit demo --title &apos;Demo&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either --disable or --enable, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ExportCommand</name>
    <message>
        <source>kurz-json (default), shlink-csv or golink-jsonl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an export format; choose %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>kurz: exported %n links to %1</source>
        <translation>
            <numerusform>kurz: exported %n link to %1</numerusform>
            <numerusform>kurz: exported %n links to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>shlink-csv: write fields that start with = + - @, a tab or a carriage return with a leading &apos; so that a spreadsheet shows them as text, not as formulas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--safe-for-spreadsheets applies to --format shlink-csv only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export links (every one, or those --search, --tag or --broken pick) as kurz-json (lossless), shlink-csv or golink-jsonl</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ExportDialog</name>
    <message>
        <source>Export links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All links (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz JSON: every field, with visits (lossless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shlink CSV: for Shlink and spreadsheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>golink JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The links the search s&amp;hows (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The se&amp;lected links (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make it safe to open in a s&amp;preadsheet (formulas are written as text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz, every field (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shlink CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>golink JSON Lines (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Feistel</name>
    <message>
        <source>The Feistel code length has to be between 1 and %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::GeneralSettingsPage</name>
    <message>
        <source>empty: the listener&apos;s address, e.g. http://127.0.0.1:8080/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base URL of short links:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;minimised to the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This desktop has no tray, so the window always opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at &amp;login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shorten URLs as soon as they are copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reuse the existing short link when the same URL is copied again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When on, a copied http(s) address is replaced on the clipboard by its short URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desktop&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz uses a new language when it starts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the page&apos;s &amp;title for links made without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every link&apos;s target once a &amp;day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let titles and checks reach this computer and the local &amp;network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off, targets on private addresses are never fetched, so that nobody can use Kurz to look into your network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy bookmarklet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarklet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag “Shorten with Kurz” to your browser&apos;s bookmarks bar (or make a bookmark of the copied text). Clicked on any page, it shortens that page with this Kurz while Kurz runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the bookmarklet a new secret, for example when the old one got into someone else&apos;s hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New bookmarklet token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bookmarklet in your browser&apos;s bar stops working, and so does every copy of it. Then drag the new one to the bar. Make a new token?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to&amp;ken…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the clipboard &amp;from anywhere:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::GolinkJsonlReader</name>
    <message>
        <source>Created &apos;%1&apos; is not a date and time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Hashids</name>
    <message>
        <source>The Hashids minimum length has to be between 0 and %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hashids alphabet may only contain printable ASCII characters without spaces; &apos;%1&apos; is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hashids alphabet must contain at least %1 unique characters; &apos;%2&apos; has %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::HitsChart</name>
    <message numerus="yes">
        <source>Last %n day(s): %1 human and %2 bot visits</source>
        <translation>
            <numerusform>Last day: %1 human and %2 bot visits</numerusform>
            <numerusform>Last %n days: %1 human and %2 bot visits</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>date format, see QDate::toString</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ImportCommand</name>
    <message numerus="yes">
        <source>%1: %n rows: %2 new, %3 same, %4 conflicts skipped, %5 renamed, %6 invalid</source>
        <translation>
            <numerusform>%1: %n row: %2 new, %3 same, %4 conflicts skipped, %5 renamed, %6 invalid</numerusform>
            <numerusform>%1: %n rows: %2 new, %3 same, %4 conflicts skipped, %5 renamed, %6 invalid</numerusform>
        </translation>
    </message>
    <message>
        <source>Dry run, nothing stored. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import links from Shlink, YOURLS, Bitly, golink or kurz-json: kurz import FILE|-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to import; - reads standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (default), %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A code taken by a link to another target: skip (default) or new-code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report what would happen; store nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from a running Shlink server at URL instead of a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Shlink server&apos;s API key (with --from-shlink).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an import format; choose auto, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--on-conflict is skip or new-code, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from-shlink needs the server&apos;s key: add --api-key KEY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the file to import: kurz import links.csv (or - for standard input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rows read…</source>
        <translation>
            <numerusform>%n row read…</numerusform>
            <numerusform>%n rows read…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The batch in progress was rolled back; the %n rows before it are imported.</source>
        <translation>
            <numerusform>%1 The batch in progress was rolled back; the %n row before it is imported.</numerusform>
            <numerusform>%1 The batch in progress was rolled back; the %n rows before it are imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: interrupted; the rows above were imported, the rest of the file was not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ImportExportActions</name>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import links from Shlink, YOURLS, Bitly, golink or Kurz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link files (*.csv *.json *.jsonl *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import stopped, but the links it added could not all be removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links imported, %2 already here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 links written to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export links to a file: all of them, those the search shows, or the selected ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting links to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip them: keep the links here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import them under new codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes taken by &amp;other links:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every row can be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows that will not be imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 rows: %3 new, %4 already here, %5 with a code taken by another link (%6), %7 cannot be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported under new codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fetch their page titles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the new links have no title. Fetching their titles sends a request to the site of each, %1 in all, to servers that are not yours.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::KRunnerProvider</name>
    <message>
        <source>Open the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in Kurz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::KurzJsonReader</name>
    <message>
        <source>%1 &apos;%2&apos; is not a date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pathMode must be exact or append</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kurz-json header line is broken (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is kurz-json version %1; this Kurz reads versions 1 to %2. Update Kurz to import it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkActions</name>
    <message>
        <source>&amp;New link…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change &amp;selected links…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy short URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disa&amp;ble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the target pages of the selected links, or of all links when none is selected, whether they still answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a&amp;ll targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste and shorten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ena&amp;ble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Markdown link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HTML link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear visits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletes the selected link&apos;s visits and sets its hit counts to zero</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkColumns</name>
    <message>
        <source>&amp;Columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkEditorDialog</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link keeps its code; create a new link for another code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New short link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code &apos;%1&apos; is already taken. Choose another alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This time has already passed. Choose a time in the future, or &apos;Never&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid from time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid &amp;from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visitors must enter this password before the link leads on. Kurz stores only a hash of it; scripts may send it with HTTP Basic authentication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged (type a new one to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let anyone with the link through again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every client (or e.g. 192.168.1.0/24)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer only clients in these networks, separated by commas. Others get the same answer as for a code that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Netw&amp;orks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s default (or e.g. https://example.org/expired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the link is expired, used up or disabled, send visitors to this address instead of answering &quot;410 Gone&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When e&amp;xpired:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The short domain the link answers on; the same code may exist once per domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do&amp;main:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link keeps its domain; create a new link for another domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkFilterBar</name>
    <message>
        <source>Search links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search, or tag:name status:expired (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ag:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any tag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkFilterOptions</name>
    <message>
        <source>Only links with this tag; repeat for more (any of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only links whose last check (kurz check) found the target broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only links whose code, target, title, notes or tags contain these words; tag:NAME and status:live, scheduled, expired, limit-reached, disabled or broken as in the window&apos;s search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only links of this short domain; &quot;&quot; for the default domain&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkListWidget</name>
    <message>
        <source>A check&apos;s result was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear search and filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link matches these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No links yet.

Make the first one with New (Ctrl+N), paste a copied URL here (Ctrl+V), drop a link from your browser onto this window, or click Kurz&apos;s tray icon to shorten the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot undo or redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln link(s)</source>
        <translation>
            <numerusform>Change %Ln link</numerusform>
            <numerusform>Change %Ln links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed %Ln link(s) — Ctrl+Z takes it back</source>
        <translation>
            <numerusform>Changed %Ln link — Ctrl+Z takes it back</numerusform>
            <numerusform>Changed %Ln links — Ctrl+Z takes it back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Disabled %Ln link(s) — Ctrl+Z takes it back</source>
        <translation>
            <numerusform>Disabled %Ln link — Ctrl+Z takes it back</numerusform>
            <numerusform>Disabled %Ln links — Ctrl+Z takes it back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enabled %Ln link(s) — Ctrl+Z takes it back</source>
        <translation>
            <numerusform>Enabled %Ln link — Ctrl+Z takes it back</numerusform>
            <numerusform>Enabled %Ln links — Ctrl+Z takes it back</numerusform>
        </translation>
    </message>
    <message>
        <source>No link was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln short URL(s)</source>
        <translation>
            <numerusform>Copied %Ln short URL</numerusform>
            <numerusform>Copied %Ln short URLs</numerusform>
        </translation>
    </message>
    <message>
        <source>No target was checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no links to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Disable %Ln link(s)</source>
        <translation>
            <numerusform>Disable %Ln link</numerusform>
            <numerusform>Disable %Ln links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enable %Ln link(s)</source>
        <translation>
            <numerusform>Enable %Ln link</numerusform>
            <numerusform>Enable %Ln links</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1? Its short URL stops working. Undo (Ctrl+Z) brings it back with its visits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link was deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n link(s)</source>
        <translation>
            <numerusform>Delete %n link</numerusform>
            <numerusform>Delete %n links</numerusform>
        </translation>
    </message>
    <message>
        <source>Shortened and copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing shortened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shortened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program here opens %1. Set a default web browser in your desktop&apos;s settings (or with xdg-settings set default-web-browser), then try again; Copy (Ctrl+C) copies the short URL meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln link(s)</source>
        <translation>
            <numerusform>Copied %Ln link</numerusform>
            <numerusform>Copied %Ln links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln link(s)? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.</source>
        <translation>
            <numerusform>Delete %Ln link? Its short URL stops working. Undo (Ctrl+Z) brings it back with its visits.</numerusform>
            <numerusform>Delete %Ln links? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln link(s)…</source>
        <translation>
            <numerusform>Deleting %Ln link…</numerusform>
            <numerusform>Deleting %Ln links…</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete cancelled: no link was deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Restoring %Ln link(s)…</source>
        <translation>
            <numerusform>Restoring %Ln link…</numerusform>
            <numerusform>Restoring %Ln links…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln link(s) — Ctrl+Z brings them back</source>
        <translation>
            <numerusform>Deleted %Ln link — Ctrl+Z brings it back</numerusform>
            <numerusform>Deleted %Ln links — Ctrl+Z brings them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n link(s)</source>
        <translation>
            <numerusform>Import %n link</numerusform>
            <numerusform>Import %n links</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete the %Ln visit(s) of %1 and set its hit counts to zero? Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>Delete the %Ln visit of %1 and set its hit counts to zero? Undo (Ctrl+Z) brings it back.</numerusform>
            <numerusform>Delete the %Ln visits of %1 and set its hit counts to zero? Undo (Ctrl+Z) brings them back.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lear visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clearing visits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No visit was deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring visits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear visits of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared the visits of %1 — Ctrl+Z brings them back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkNetworks</name>
    <message>
        <source>&apos;%1&apos; is no network. Write a range such as 192.168.1.0/24 or fd00::/8, or an address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link may name at most %1 networks, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkNotifier</name>
    <message>
        <source>Show in Kurz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link was not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkOptions</name>
    <message>
        <source>Expire at this ISO-8601 date or date-time, or &apos;never&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expire this long from now: 90s, 15m, 24h, 7d, 2w.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start redirecting at this ISO-8601 date-time, or &apos;now&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop redirecting after N visits, or &apos;none&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect status: 301, 302, 307, 308, or 0 for the listener&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either --ttl or --expires, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a duration. Write it like 90s, 15m, 24h, 7d or 2w.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date. Write it as ISO-8601 (2027-01-31 or 2027-01-31T18:00:00+01:00) or &apos;never&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date. Write it as ISO-8601 (2027-01-31T09:00:00) or &apos;now&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-visits needs a whole number of at least 1, or &apos;none&apos;; not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--status must be 301, 302, 307 or 308 (or 0 for the listener&apos;s default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect the link with the password on the first line of this file (stored only as a hash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protect the link with the password on the first line of standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the link&apos;s password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the password: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the password file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read standard input: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one of --password-file, --password-stdin and --no-password, not several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer only clients in this network (CIDR, e.g. 192.168.1.0/24); repeat for more. Others get 404 as for an unknown code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer clients from every network again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either --network or --any-network, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the link is expired, used up or disabled, send visitors to this URL instead of answering 410; &quot;&quot; for the server&apos;s default (server/expiredUrl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--expired-url must be an http or https URL with a host, e.g. https://example.org/expired, or &quot;&quot; for the server&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkPassword</name>
    <message>
        <source>The password is empty. Type a password, or remove the link&apos;s password instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password is longer than %1 bytes. Choose a shorter one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot hash the password: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkPrinter</name>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2 bots), last %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max visits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HITS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protected (visitors must enter it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When gone:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkReader</name>
    <message>
        <source>Kurz imports Shlink, YOURLS and Bitly CSV files, golink JSON Lines and kurz-json (see &apos;kurz import --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header line is not valid CSV (%1). %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header (%1) lacks the columns a %2 file has: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line (%1) is not a header Kurz knows. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: there is nothing to import. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not text (it looks like a binary file). %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line is not a kurz-json header; files that &apos;kurz export&apos; writes start with {&quot;format&quot;:&quot;kurz-json&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line is not a golink link (an object with &quot;Short&quot; and &quot;Long&quot;). %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1 at character %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row is longer than %L1 MB, more than any link needs; it was not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkService</name>
    <message>
        <source>A visit row counts %L1 visits; each counts 1 to %L2. Correct the count in the file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkStore</name>
    <message>
        <source>Cannot read the links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the link&apos;s tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start saving the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code &apos;%1&apos; is already taken. Choose another alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start saving the links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link &apos;%1&apos; no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the link &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code &apos;%1&apos; was taken by another link meanwhile; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link with id %1 no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link leads to this target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search may be at most %1 characters long; this one has %2. Search for fewer words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A search may have at most %1 words; this one has %2. Search for fewer words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link is not among these links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the links&apos; tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected links changed meanwhile (another program changed or deleted some); nothing was deleted. Select them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot come back: a link made since the delete took its place (its id). Delete the links made since, then undo again; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These deleted links are no longer kept; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A code was taken by another link meanwhile; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot forget the deleted links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos; on the domain %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkTableModel</name>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stops after %Ln visit(s)</source>
        <translation>
            <numerusform>Stops after %Ln visit</numerusform>
            <numerusform>Stops after %Ln visits</numerusform>
        </translation>
    </message>
    <message>
        <source>Visits by people / by bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visits: %1 by people, %2 by bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, target broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::LinkWriter</name>
    <message>
        <source>The export was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ListCommand</name>
    <message>
        <source>Sort by code, target, title, created, hits, bot-hits, last-hit or expires; prefix - for descending (default -created).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most N links (default 100; 0 for all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot sort by &apos;%1&apos;. Use code, target, title, created, hits, bot-hits, last-hit or expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--limit needs a whole number (0 for all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List links: kurz list [--search S] [--tag T] [--sort FIELD] [--limit N] [--broken]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ListenerStatusBar</name>
    <message>
        <source>Listener status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln link</numerusform>
            <numerusform>%Ln links</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1%2 found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared database does not answer: Kurz connects again on its own and shows the links once it is back · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving %1 · the database does not answer: links are answered from memory and hits kept until it is back · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving %1 · %2 req/s · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listener paused: short links are not answered · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listener stopped · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking targets: %1 of %2, %3 broken so far…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checked %Ln target(s): %1 broken</source>
        <translation>
            <numerusform>Checked %Ln target: %1 broken</numerusform>
            <numerusform>Checked %Ln targets: %1 broken</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the target checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops checking targets; the results so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Check cancelled after %1 of %Ln target(s), %2 broken; the results so far are kept</source>
        <translation>
            <numerusform>Check cancelled after %1 of %Ln target, %2 broken; the results so far are kept</numerusform>
            <numerusform>Check cancelled after %1 of %Ln targets, %2 broken; the results so far are kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %Ln on a private address not checked (Settings → General)</source>
        <translation>
            <numerusform>; %Ln on a private address not checked (Settings → General)</numerusform>
            <numerusform>; %Ln on private addresses not checked (Settings → General)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kurz::MainWindow</name>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz is still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the tray icon to shorten the clipboard; choose Quit in its menu to end Kurz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause listener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Detail pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Listener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Kurz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Kurz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Kurz %1&lt;/b&gt;&lt;p&gt;Short links on your desktop, with their own redirect listener.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Enter&lt;/td&gt;&lt;td&gt;Edit the selected link&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;Search; Esc clears it, Down moves into the list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+End&lt;/td&gt;&lt;td&gt;The last link&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::PrivateFiles</name>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::QrCodeDialog</name>
    <message>
        <source>QR code for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This code points at %1, which is this computer only: a phone that scans it cannot reach Kurz. Set a base URL (Settings → General) or listen on the local network (Settings → Server).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::QrCodeView</name>
    <message>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the QR code as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no QR code to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QR code not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::RedirectRulesEditor</name>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query parameter is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query parameter present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query parameter without value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Android phone, Chrome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iPhone, Safari</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows, Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mac, Safari</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linux, Firefox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chromebook, Chrome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visitors who meet every condition of a rule go to its address instead of the link&apos;s target. The first rule that matches wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect rules, first wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move u&amp;p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. https://play.google.com/store/apps/details?id=org.example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send &amp;to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions, all must match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When all of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add c&amp;ondition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a visitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browser to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a User-Agent header, or choose a browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lan&amp;guages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. de-DE,de;q=0.9,en;q=0.8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Query:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. utm_campaign=spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1 has no address. Enter where it sends visitors, or remove the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1 has no condition, so it would take every visitor. Add a condition, or remove the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1, condition %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link has at most %1 redirect rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rule has at most %1 conditions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter of condition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of condition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. de or de-AT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.0/24 or 10.0.*.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no condition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no address)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the rules first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::RedirectServer</name>
    <message>
        <source>Port %1 is in use by another program — choose another port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is reserved for the system administrator — choose a port from 1024 up %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2 (%3) — choose another address %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in Settings → Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --listen HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an address of this machine — choose another listen address %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::RulesCommand</name>
    <message>
        <source>No redirect rules: every visitor gets the link&apos;s target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link&apos;s redirect rules: kurz rules CODE list | set FILE | add URL TYPE:VALUE... [--priority N] | clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list; set FILE (Shlink&apos;s JSON: {&quot;redirectRules&quot;: [...]} or the list alone; - for standard input); add URL CONDITION... with conditions such as device:android, browser:firefox, language:de, query-param:utm=x, any-value-query-param:ref, valueless-query-param:promo, ip-address:10.0.*.*, before-date:2026-03-01T00:00:00Z, after-date:...; clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With add: the new rule&apos;s place, 1 for first (default: last).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules needs a code and an action, e.g. kurz rules demo list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list takes nothing more: kurz rules %1 list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear takes nothing more: kurz rules %1 clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set needs one file: kurz rules %1 set rules.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not JSON (%2). Write the rules as Shlink does: {&quot;redirectRules&quot;: [...]}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no redirectRules list. Write the rules as Shlink does: {&quot;redirectRules&quot;: [{&quot;longUrl&quot;: ..., &quot;conditions&quot;: [...]}]}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add needs a URL and at least one condition: kurz rules %1 add https://example.org device:android</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--priority must be 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no rules action. Use list, set, add or clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link&apos;s short domain, when it is not on the default one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos; on %2. Run &apos;kurz list --domain %2&apos; to see its codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::SearchIndex</name>
    <message>
        <source>Cannot update the search index</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ServeCommand</name>
    <message>
        <source>Answer short links without a window: kurz serve [--listen HOST:PORT]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>kurz serve: stopped; answered %n request(s)</source>
        <translation>
            <numerusform>kurz serve: stopped; answered %n request</numerusform>
            <numerusform>kurz serve: stopped; answered %n requests</numerusform>
        </translation>
    </message>
    <message>
        <source>Address and port, e.g. 127.0.0.1:8080, *:8080, or :0 for a free port (default: the server/listen setting).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ServerAddress</name>
    <message>
        <source>Write it as postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database address is not valid (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database address contains a password; Kurz never stores one. Put it in ~/.pgpass or PGPASSWORD instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database address names no database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database address has an unknown option &apos;%1&apos; (known: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option &apos;%1&apos; needs a value without spaces, quotes or semicolons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database server %1 is unknown: check the host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 refused the user (authentication failed). Put the password in ~/.pgpass or PGPASSWORD, and check that the server&apos;s pg_hba.conf admits this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 does not exist. Create it on the server (createdb -O USER %2), see docs/teams.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the database server at %1. Check that PostgreSQL runs there, listens on the network (listen_addresses) and that no firewall is in the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ServerSettingsPage</name>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local network (all interfaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permanent: browsers may cache it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temporary: every visit reaches Kurz and is counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;redirect status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cache lifetime for 301/308:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Codes match re&amp;gardless of case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write hits &amp;every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic: this computer, plus private networks when listening on the LAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks whose visitors are redirected, e.g. 192.168.1.0/24, 10.0.0.0/8; others get 403.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Allowed networks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per core (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listener &amp;threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the address to listen on, or choose &apos;This computer only&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an address of this computer, so nothing could reach Kurz there. Its addresses: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short URLs use this computer&apos;s LAN address, %1, as no base URL is set (Settings → General sets another, e.g. a name phones can find).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listener is not running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1. Kurz goes on listening on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address and port were not saved: Kurz cannot listen there (see under Port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide where links with a visit limit lead from link previews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link previews (chat apps, search engines) never use up a link&apos;s visits. When this is on, they get a page without the target instead of the redirect, so that a one-time link stays unread until a person opens it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where expired, used-up and disabled links send visitors, unless a link names an address of its own in its editor&apos;s When expired field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expired links go to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>410 Gone (or e.g. https://example.org/expired)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Settings</name>
    <message>
        <source>%1 must be between %2 and %3; %4 is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown code strategy &apos;%1&apos;. Choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom alphabet may only contain letters, digits and URL-safe symbols; &apos;%1&apos; is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alphabet contains &apos;%1&apos; twice; every character must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom alphabet needs at least 10 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL must look like https://s.example.org/ (http or https, with a host).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listen address must be HOST:PORT, e.g. 127.0.0.1:8080, with a port from 0 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an address to listen on. Enter an IP address of this computer, e.g. 192.168.1.20, or choose &apos;This computer only&apos; or &apos;The local network&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The redirect status must be 301, 302, 307 or 308.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hit flush interval (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of backups kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language must be a code like de or en, or empty for the desktop&apos;s language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of listener threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a network. Write networks like 192.168.1.0/24 or ::1/128, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request header limit (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request body limit (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idle connection timeout (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request header timeout (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection limit per client address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resolve cache&apos;s memory (MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The home page redirect must be an http or https URL with a host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API creation limit (per key and minute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pause between checks of one host (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database location must be a full path, e.g. /home/me/links.db, or a shared database, e.g. postgresql://me@db.lan/kurz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file %1 is damaged, so Kurz does not change it. Fix or remove the file, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shortcut must be one key with its modifiers, e.g. Ctrl+Alt+K, or empty for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lifetime of a link password&apos;s cookie (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown kind of pooled codes &apos;%1&apos;. Choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool&apos;s batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address for expired links must look like https://example.org/expired (http or https, with a host).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::SettingsDialog</name>
    <message>
        <source>Codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domains</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ShlinkApiReader</name>
    <message>
        <source>&apos;%1&apos; is not a server address; give it as https://s.example.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the API key (HTTP %2). Check --api-key: it needs a key of that server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1: %2. Check the address and that the server runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer as a Shlink server (HTTP %2 for %3). Give the address the Shlink web client uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent more than %2 MB for page %3 of its links, far more than a Shlink server sends; stopped reading there. Is it a Shlink server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected to %2; Kurz sends the API key to no other server. Give the address it redirects to, if that is the Shlink server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered page %2 with the links of page %3 again; stopped reading there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ShortcutPortal</name>
    <message>
        <source>The desktop did not let Kurz have a shortcut (it answered %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the link on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shortcut was declined in the desktop&apos;s dialog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desktop did not bind the shortcut (it answered %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desktop&apos;s shortcut portal refused %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz could not listen to the desktop&apos;s shortcut portal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ShortcutSettings</name>
    <message>
        <source>Press the keys; clear it for no shortcut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shortcut. Choose keys to shorten the clipboard from any program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the desktop for the shortcut…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desktop shortens the clipboard with %1. Change it here or in the desktop&apos;s keyboard settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This desktop offers programs no shortcuts of their own (it has no GlobalShortcuts portal). In the desktop&apos;s keyboard settings, bind a key to this command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session has no D-Bus session bus, so Kurz cannot ask the desktop for a shortcut. In the desktop&apos;s keyboard settings, bind a key to this command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the desktop&apos;s keyboard settings, bind a key to this command instead:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ShortenCommand</name>
    <message>
        <source>Create a short link: kurz shorten URL [--alias A] [--ttl 24h | --expires ISO] ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address to shorten (http or https).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this code instead of a generated one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A title for the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes for the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tag; repeat for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the short URL on the clipboard (through the running Kurz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shorten needs the URL to shorten, e.g. kurz shorten https://example.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shorten takes one URL; put quotes around a URL that contains spaces or &apos;&amp;&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kurz: the short URL was not copied: no Kurz window is running to own the clipboard. Start Kurz, or copy it from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the link on this short domain instead of the default one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Shortener</name>
    <message>
        <source>The redirect status must be 301, 302, 307 or 308, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The visit limit must be at least 1; leave it empty for no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link would expire before it becomes valid. Move the expiry after the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The title has %1 characters; at most 512 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes have %1 characters; at most 65,536 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tag &apos;%1&apos; is not allowed: tags have at most 64 characters and no commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code length must be between 3 and 32, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 strategy cannot make more codes with these settings. Choose a longer code length or another strategy in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free code was found in %1 attempts: the code space is nearly full. Choose a longer code length in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link has at most %1 tags; this one would have %2. Remove some, or group them under fewer tags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit counts must be between 0 and %L1, not %L2. Correct the count in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password hash is not an Argon2id hash Kurz can check. Set the password again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link has at most %1 redirect rules, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect rule %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address for expired visits must be an http or https URL with a host, e.g. https://example.org/expired, or empty for 410.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::ShowCommand</name>
    <message>
        <source>Show one link: kurz show CODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show needs exactly one code, e.g. kurz show demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::SnowflakeGenerator</name>
    <message>
        <source>The system clock went back by %1 ms. Snowflake codes are refused until it is past the time of the last code again; check the computer&apos;s time synchronisation, or choose another strategy in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::SnowflakeLayout</name>
    <message>
        <source>The Snowflake layout must be TIME/MACHINE/SEQUENCE bits, e.g. 41/10/12: at least 20 time bits, 0 or more machine bits, at least 1 sequence bit, together at most 63; &apos;%1&apos; is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time %1 is outside the %2 Snowflake layout, which covers %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine number %1 does not fit the %2 Snowflake layout: it takes 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence number %1 does not fit the %2 Snowflake layout: it takes 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::SnowflakeStrategy</name>
    <message>
        <source>The machine number %1 does not fit the %2 Snowflake layout, which has room for 0 to %3. Choose a smaller machine number or more machine bits in Settings → Codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::Sqids</name>
    <message>
        <source>The Sqids alphabet cannot contain multibyte characters; &apos;%1&apos; is one. Use ASCII characters only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sqids alphabet must have at least %1 characters; &apos;%2&apos; has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sqids alphabet must contain unique characters; &apos;%1&apos; appears more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sqids minimum length has to be between 0 and %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sqids reached the maximum number of attempts to re-generate the ID: every one contained a blocked word. Use a longer alphabet, another minimum length or a smaller blocklist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::SqlStatements</name>
    <message>
        <source>%1: %2. Check that the database is readable, writable and not full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an earlier step failed and was rolled back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::StatusCommand</name>
    <message>
        <source>Tell whether a Kurz listener runs for this database: kurz status [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Kurz listener runs for %1. Start one with &apos;kurz serve&apos; or open the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n requests answered</source>
        <translation>
            <numerusform>%n request answered</numerusform>
            <numerusform>%n requests answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits written</source>
        <translation>
            <numerusform>%n hit written</numerusform>
            <numerusform>%n hits written</numerusform>
        </translation>
    </message>
    <message>
        <source>Listening on %1 (%2, pid %3 on %4) since %5: %6, %7 (as of %8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::TargetChecks</name>
    <message>
        <source>less than a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>about %n hour</numerusform>
            <numerusform>about %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n day(s)</source>
        <translation>
            <numerusform>about %n day</numerusform>
            <numerusform>about %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Check targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the targets of %1 links?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurz asks each link&apos;s page whether it still answers, %1 at a time and at most %2 at a time from one server. This takes %3, and up to %4 when many pages do not answer. The status bar shows the progress; Cancel there stops the check and keeps the results so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check %1 targets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::TargetRules</name>
    <message>
        <source>Kurz has no location source for visitors yet, so &apos;%1&apos; conditions cannot be decided. Remove the condition, or use an ip-address condition for the networks you know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no redirect condition. Use device, browser, language, query-param, any-value-query-param, valueless-query-param, ip-address, before-date or after-date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no device. Use one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no browser. Use one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no language. Write a language such as en, or a language and country such as de-AT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A query-param condition needs the parameter&apos;s name in matchKey and its value in matchValue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 condition needs the parameter&apos;s name in matchKey.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no address pattern. Write an address (192.168.1.5), a range (192.168.1.0/24) or a pattern with * for whole parts (192.168.*.*).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no date. Write it as ISO 8601, such as 2026-03-01T09:00:00+01:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>browser is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an accepted language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query has %1=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query has %1 without a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address matches %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link has at most %1 redirect rules, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect rule %1 has no longUrl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect rule %1 has no conditions; a rule needs at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redirect rule %1 has %2 conditions; at most %3 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored redirect rules are not readable. Set the link&apos;s rules again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link has no redirect rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no redirect rule matched: the link&apos;s own target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1 matched: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::TrayController</name>
    <message>
        <source>Kurz — click to shorten the link on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shorten clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short link copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No links yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Kurz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume listener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause listener</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::UpkeepStore</name>
    <message>
        <source>Cannot read the links to look after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the page title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the check&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot count the links to check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::UrlPolicy</name>
    <message>
        <source>The URL is empty. Enter an address that starts with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is longer than %1 bytes. Shorten it or link to a page that redirects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL contains a control character (a line break or tab?). Paste it again as one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL has no host. Write it as %1://host/path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only http and https links can be shortened, not &apos;%1:&apos; links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is not absolute. Start it with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a valid URL (%1). Check it for typos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL contains a user name or password. Remove the part before &apos;@&apos;; shared links must not carry credentials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is %1 bytes long once encoded; at most %2 are allowed. Shorten it or link to a page that redirects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This URL is a short link of this Kurz itself; a link to it would loop. Use the link&apos;s real target instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::VisitStore</name>
    <message>
        <source>Cannot read the visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write hit counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write hits to the hit journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add the hit journal to the hit counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These visits are no longer kept; nothing was restored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kurz::VisitsCommand</name>
    <message>
        <source>Delete visits: kurz visits delete CODE (the link&apos;s visits and counts) | kurz visits delete --orphan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link whose visits to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the orphan visits (hits on unknown codes, the root and other paths).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visits needs delete and a code, e.g. kurz visits delete demo, or kurz visits delete --orphan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n visit(s)</source>
        <translation>
            <numerusform>Deleted %n visit</numerusform>
            <numerusform>Deleted %n visits</numerusform>
        </translation>
    </message>
</context>
</TS>
