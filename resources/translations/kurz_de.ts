<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DesktopLauncher</name>
    <message>
        <source>kurz: another Kurz is running but does not answer. Close it (or end its process) and start Kurz again.</source>
        <translation>kurz: Ein anderes Kurz läuft, antwortet aber nicht. Schließen Sie es (oder beenden Sie seinen Prozess) und starten Sie Kurz erneut.</translation>
    </message>
    <message>
        <source>Kurz cannot open its database</source>
        <translation>Kurz kann seine Datenbank nicht öffnen</translation>
    </message>
    <message>
        <source>

To use another file, start Kurz with --db PATH or change Settings → Data.</source>
        <translation>

Um eine andere Datei zu verwenden, starten Sie Kurz mit --db PFAD oder ändern Sie Einstellungen → Daten.</translation>
    </message>
    <message>
        <source>kurz: the running Kurz has %1 open; its window asks whether to open %2 instead.</source>
        <translation>kurz: Das laufende Kurz hat %1 geöffnet; sein Fenster fragt, ob stattdessen %2 geöffnet werden soll.</translation>
    </message>
    <message>
        <source>kurz: could not start Kurz again for %1; start it with kurz --db %1.</source>
        <translation>kurz: Kurz konnte für %1 nicht neu gestartet werden; starten Sie es mit kurz --db %1.</translation>
    </message>
</context>
<context>
    <name>LinkEditorDialog</name>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>&amp;Target URL:</source>
        <translation>&amp;Ziel-URL:</translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation>&amp;Alias:</translation>
    </message>
    <message>
        <source>empty: a generated code</source>
        <translation>leer: ein erzeugter Code</translation>
    </message>
    <message>
        <source>&amp;Expires:</source>
        <translation>&amp;Läuft ab:</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Am</translation>
    </message>
    <message>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tagen</translation>
    </message>
    <message>
        <source>&amp;Visit limit:</source>
        <translation>&amp;Besuchslimit:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Stop redirecting after this many visits by people (bots do not count)</source>
        <translation>Nach so vielen Besuchen von Menschen nicht mehr weiterleiten (Bots zählen nicht)</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <source>Ta&amp;gs:</source>
        <translation>Schlag&amp;wörter:</translation>
    </message>
    <message>
        <source>comma-separated, e.g. work, docs</source>
        <translation>durch Kommas getrennt, z. B. arbeit, doku</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notizen:</translation>
    </message>
    <message>
        <source>Redirect &amp;status:</source>
        <translation>Weiterleitungs&amp;status:</translation>
    </message>
    <message>
        <source>Default (from settings)</source>
        <translation>Standard (aus den Einstellungen)</translation>
    </message>
    <message>
        <source>301 Moved Permanently</source>
        <translation>301 Dauerhaft verschoben</translation>
    </message>
    <message>
        <source>302 Found</source>
        <translation>302 Gefunden</translation>
    </message>
    <message>
        <source>307 Temporary Redirect</source>
        <translation>307 Vorübergehende Weiterleitung</translation>
    </message>
    <message>
        <source>308 Permanent Redirect</source>
        <translation>308 Dauerhafte Weiterleitung</translation>
    </message>
    <message>
        <source>Extra &amp;path:</source>
        <translation>Zusätzlicher &amp;Pfad:</translation>
    </message>
    <message>
        <source>Not found (exact code only)</source>
        <translation>Nicht gefunden (nur der genaue Code)</translation>
    </message>
    <message>
        <source>Appended to the target</source>
        <translation>An das Ziel angehängt</translation>
    </message>
    <message>
        <source>&amp;Forward the query string to the target</source>
        <translation>&amp;Query-String an das Ziel weitergeben</translation>
    </message>
    <message>
        <source>&amp;Disabled (answers 410 Gone)</source>
        <translation>&amp;Deaktiviert (antwortet mit 410 Gone)</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <comment>date-time format, see QDateTime::toString</comment>
        <translation>dd.MM.yyyy HH:mm</translation>
    </message>
</context>
<context>
    <name>kurz</name>
    <message>
        <source>live</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>scheduled</source>
        <translation>geplant</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>limit reached</source>
        <translation>Limit erreicht</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>Target never checked</source>
        <translation>Ziel nie geprüft</translation>
    </message>
    <message>
        <source>Target broken: answered %1 on %2</source>
        <translation>Ziel defekt: antwortete %1 am %2</translation>
    </message>
    <message>
        <source>Target answered %1 on %2</source>
        <translation>Ziel antwortete %1 am %2</translation>
    </message>
    <message>
        <source>no answer within 5 seconds (timeout)</source>
        <translation>keine Antwort innerhalb von 5 Sekunden (Zeitüberschreitung)</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>secure connection failed (TLS)</source>
        <translation>sichere Verbindung gescheitert (TLS)</translation>
    </message>
    <message>
        <source>host name not found (DNS)</source>
        <translation>Hostname nicht gefunden (DNS)</translation>
    </message>
    <message>
        <source>more than 5 redirects</source>
        <translation>mehr als 5 Weiterleitungen</translation>
    </message>
    <message>
        <source>no answer (%1)</source>
        <translation>keine Antwort (%1)</translation>
    </message>
    <message>
        <source>Target broken: %1 on %2</source>
        <translation>Ziel defekt: %1 am %2</translation>
    </message>
    <message>
        <source>Target not checked on %1: private address (Settings → General can allow it)</source>
        <translation>Ziel am %1 nicht geprüft: private Adresse (Einstellungen → Allgemein kann das erlauben)</translation>
    </message>
</context>
<context>
    <name>kurz::AliasPolicy</name>
    <message>
        <source>An alias needs %1 to %2 characters; &apos;%3&apos; has %4.</source>
        <translation>Ein Alias braucht %1 bis %2 Zeichen; »%3« hat %4.</translation>
    </message>
    <message>
        <source>An alias may only use letters A-Z and a-z, digits, &apos;_&apos; and &apos;-&apos;; &apos;%1&apos; is not allowed.</source>
        <translation>Ein Alias darf nur die Buchstaben A–Z und a–z, Ziffern, »_« und »-« enthalten; »%1« ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is reserved for Kurz&apos;s own pages. Choose another alias.</source>
        <translation>»%1« ist für die eigenen Seiten von Kurz reserviert. Wählen Sie einen anderen Alias.</translation>
    </message>
</context>
<context>
    <name>kurz::Alphabet</name>
    <message>
        <source>The alphabet may only contain printable ASCII characters; &apos;%1&apos; is not one.</source>
        <translation>Das Alphabet darf nur druckbare ASCII-Zeichen enthalten; »%1« ist keines.</translation>
    </message>
    <message>
        <source>The alphabet contains &apos;%1&apos; twice; every character must be unique.</source>
        <translation>Das Alphabet enthält »%1« zweimal; jedes Zeichen darf nur einmal vorkommen.</translation>
    </message>
    <message>
        <source>The alphabet needs at least %1 characters; it has %2.</source>
        <translation>Das Alphabet braucht mindestens %1 Zeichen; es hat %2.</translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeyCommand</name>
    <message>
        <source>Name of the new key, e.g. the tool that will use it.</source>
        <translation>Name des neuen Schlüssels, z. B. das Programm, das ihn benutzen wird.</translation>
    </message>
    <message>
        <source>api-key needs an action. </source>
        <translation>api-key braucht eine Aktion. </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an api-key action. </source>
        <translation>»%1« ist keine Aktion von api-key. </translation>
    </message>
    <message>
        <source>Name the new key: kurz api-key create --name sharex</source>
        <translation>Geben Sie dem neuen Schlüssel einen Namen: kurz api-key create --name sharex</translation>
    </message>
    <message>
        <source>kurz: this key is shown only now; store it in the tool that uses it.</source>
        <translation>kurz: Dieser Schlüssel wird nur jetzt angezeigt; hinterlegen Sie ihn in dem Programm, das ihn benutzt.</translation>
    </message>
    <message>
        <source>kurz: the key &apos;%1&apos; was already revoked.</source>
        <translation>kurz: Der Schlüssel »%1« war bereits widerrufen.</translation>
    </message>
    <message>
        <source>create, list, revoke or token.</source>
        <translation>create, list, revoke oder token.</translation>
    </message>
    <message>
        <source>The key to revoke, or whose YOURLS signature token to print.</source>
        <translation>Der zu widerrufende Schlüssel oder der, dessen YOURLS-Signatur-Token ausgegeben werden soll.</translation>
    </message>
    <message>
        <source>Use &apos;kurz api-key create --name N&apos;, &apos;kurz api-key list&apos;, &apos;kurz api-key revoke N&apos; or &apos;kurz api-key token N&apos;.</source>
        <translation>Verwenden Sie »kurz api-key create --name N«, »kurz api-key list«, »kurz api-key revoke N« oder »kurz api-key token N«.</translation>
    </message>
    <message>
        <source>kurz: its YOURLS signature token, for signed requests (&apos;kurz api-key token %1&apos; shows it again): %2</source>
        <translation>kurz: sein YOURLS-Signatur-Token für signierte Anfragen (»kurz api-key token %1« zeigt es wieder an): %2</translation>
    </message>
    <message>
        <source>Name the key: kurz api-key %1 NAME (&apos;kurz api-key list&apos; shows the names).</source>
        <translation>Nennen Sie den Schlüssel: kurz api-key %1 NAME (»kurz api-key list« zeigt die Namen).</translation>
    </message>
    <message>
        <source>The new key may read (every GET) but create or change nothing.</source>
        <translation>Der neue Schlüssel darf lesen (jedes GET), aber nichts anlegen oder ändern.</translation>
    </message>
    <message>
        <source>The new key may change only the links it creates; it still reads all.</source>
        <translation>Der neue Schlüssel darf nur die Links ändern, die er anlegt; lesen darf er alle.</translation>
    </message>
    <message>
        <source>The new key is refused from this ISO-8601 date or date-time on.</source>
        <translation>Der neue Schlüssel wird ab diesem ISO-8601-Datum oder -Zeitpunkt abgewiesen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date. Write it as ISO-8601, e.g. --expires 2027-01-31 or 2027-01-31T18:00:00+01:00.</source>
        <translation>„%1“ ist kein Datum. Schreiben Sie es nach ISO 8601, z. B. --expires 2027-01-31 oder 2027-01-31T18:00:00+01:00.</translation>
    </message>
    <message>
        <source>API keys for the Shlink and YOURLS APIs: kurz api-key create --name N [--read-only] [--own-links] [--domain D] [--expires DATE] | list | revoke N | token N</source>
        <translation>API-Schlüssel für die Shlink- und YOURLS-APIs: kurz api-key create --name N [--read-only] [--own-links] [--domain D] [--expires DATUM] | list | revoke N | token N</translation>
    </message>
    <message>
        <source>The new key makes its links on this short domain and changes only that domain&apos;s links.</source>
        <translation>Der neue Schlüssel legt seine Links auf dieser Kurz-Domain an und ändert nur die Links dieser Domain.</translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeyScope</name>
    <message>
        <source>This API key expired on %1. Ask for a new key (kurz api-key create).</source>
        <translation>Dieser API-Schlüssel ist am %1 abgelaufen. Lassen Sie sich einen neuen geben (kurz api-key create).</translation>
    </message>
    <message>
        <source>This API key is read-only: it may read, but not create or change links.</source>
        <translation>Dieser API-Schlüssel darf nur lesen, aber keine Links anlegen oder ändern.</translation>
    </message>
    <message>
        <source>This API key may change only the links it created; this would change other links too.</source>
        <translation>Dieser API-Schlüssel darf nur die Links ändern, die er angelegt hat; dies würde auch andere Links ändern.</translation>
    </message>
    <message>
        <source>This API key may change only the links it created; this link is not one of them.</source>
        <translation>Dieser API-Schlüssel darf nur die Links ändern, die er angelegt hat; dieser Link gehört nicht dazu.</translation>
    </message>
    <message>
        <source>This API key may change only the links of %1.</source>
        <translation>Dieser API-Schlüssel darf nur die Links von %1 ändern.</translation>
    </message>
    <message>
        <source>This API key may create links only on %1.</source>
        <translation>Dieser API-Schlüssel darf Links nur auf %1 anlegen.</translation>
    </message>
    <message>
        <source>This API key may change only the links of %1; this would change links of other domains too.</source>
        <translation>Dieser API-Schlüssel darf nur die Links von %1 ändern; dies würde auch Links anderer Domains ändern.</translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeyStore</name>
    <message>
        <source>An API key needs a name of 1 to 64 characters, e.g. --name sharex.</source>
        <translation>Ein API-Schlüssel braucht einen Namen mit 1 bis 64 Zeichen, z. B. --name sharex.</translation>
    </message>
    <message>
        <source>The key name contains a control character; use letters, digits and spaces.</source>
        <translation>Der Schlüsselname enthält ein Steuerzeichen; verwenden Sie Buchstaben, Ziffern und Leerzeichen.</translation>
    </message>
    <message>
        <source>Cannot save the API key: %1. Check that the database is writable.</source>
        <translation>Der API-Schlüssel kann nicht gespeichert werden: %1. Prüfen Sie, ob die Datenbank beschreibbar ist.</translation>
    </message>
    <message>
        <source>An API key named &apos;%1&apos; exists already (revoked keys keep their names). Choose another name.</source>
        <translation>Es gibt bereits einen API-Schlüssel namens »%1« (widerrufene Schlüssel behalten ihren Namen). Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Cannot revoke the API key: %1. Check that the database is writable.</source>
        <translation>Der API-Schlüssel kann nicht widerrufen werden: %1. Prüfen Sie, ob die Datenbank beschreibbar ist.</translation>
    </message>
    <message>
        <source>There is no API key named &apos;%1&apos;. &apos;kurz api-key list&apos; shows the names.</source>
        <translation>Es gibt keinen API-Schlüssel namens »%1«. »kurz api-key list« zeigt die Namen.</translation>
    </message>
    <message>
        <source>Cannot read the API key: %1.</source>
        <translation>Der API-Schlüssel kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The key would expire on %1, which has passed. Choose a date ahead, e.g. --expires %2.</source>
        <translation>Der Schlüssel liefe am %1 ab, und das ist vorbei. Wählen Sie ein künftiges Datum, z. B. --expires %2.</translation>
    </message>
</context>
<context>
    <name>kurz::ApiKeysPage</name>
    <message>
        <source>Programs that shorten through Kurz&apos;s Shlink or YOURLS interface (ShareX, browser add-ons, scripts) send one of these keys. A key is shown only once, when it is made.</source>
        <translation>Programme, die über die Shlink- oder YOURLS-Schnittstelle von Kurz kürzen (ShareX, Browser-Erweiterungen, Skripte), senden einen dieser Schlüssel. Ein Schlüssel wird nur einmal angezeigt: beim Erstellen.</translation>
    </message>
    <message>
        <source>a name for the key, e.g. sharex-laptop</source>
        <translation>ein Name für den Schlüssel, z. B. sharex-laptop</translation>
    </message>
    <message>
        <source>&amp;Create key</source>
        <translation>Schlüssel &amp;erstellen</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>New key (copy it now; it is not shown again):</source>
        <translation>Neuer Schlüssel (jetzt kopieren; er wird nicht wieder angezeigt):</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation>Schlüssel widerrufen</translation>
    </message>
    <message>
        <source>Revoke the key &apos;%1&apos;? Programs using it can no longer shorten through Kurz.</source>
        <translation>Den Schlüssel »%1« widerrufen? Programme, die ihn benutzen, können dann nicht mehr über Kurz kürzen.</translation>
    </message>
    <message>
        <source>Give the key a name first, so that you know later which program uses it.</source>
        <translation>Geben Sie dem Schlüssel zuerst einen Namen, damit Sie später wissen, welches Programm ihn benutzt.</translation>
    </message>
    <message>
        <source>Name of the new key</source>
        <translation>Name des neuen Schlüssels</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>YOURLS signature token (for signed requests):</source>
        <translation>YOURLS-Signatur-Token (für signierte Anfragen):</translation>
    </message>
    <message>
        <source>Signature token</source>
        <translation>Signatur-Token</translation>
    </message>
    <message>
        <source>Copy &amp;token</source>
        <translation>&amp;Token kopieren</translation>
    </message>
    <message>
        <source>Show &amp;signature token</source>
        <translation>&amp;Signatur-Token anzeigen</translation>
    </message>
    <message>
        <source>Read &amp;only</source>
        <translation>Nur &amp;lesen</translation>
    </message>
    <message>
        <source>The key may read links and statistics, but create or change nothing.</source>
        <translation>Der Schlüssel darf Links und Statistiken lesen, aber nichts anlegen oder ändern.</translation>
    </message>
    <message>
        <source>Only its o&amp;wn links</source>
        <translation>Nur ei&amp;gene Links</translation>
    </message>
    <message>
        <source>The key may change only the links it creates; it still reads all links.</source>
        <translation>Der Schlüssel darf nur die Links ändern, die er anlegt; lesen darf er alle Links.</translation>
    </message>
    <message>
        <source>&amp;Expires on</source>
        <translation>Läuft &amp;ab am</translation>
    </message>
    <message>
        <source>Day from which the key is refused</source>
        <translation>Tag, ab dem der Schlüssel abgewiesen wird</translation>
    </message>
    <message>
        <source>May do</source>
        <translation>Darf</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>alles</translation>
    </message>
    <message>
        <source>read only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <source>own links</source>
        <translation>eigene Links</translation>
    </message>
    <message>
        <source>links of %1</source>
        <translation>Links von %1</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>abgelaufen %1</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>any domain</source>
        <translation>jede Domain</translation>
    </message>
    <message>
        <source>Short domain the key is limited to</source>
        <translation>Kurz-Domain, auf die der Schlüssel beschränkt ist</translation>
    </message>
    <message>
        <source>The key makes its links on this short domain and changes only that domain&apos;s links.</source>
        <translation>Der Schlüssel legt seine Links auf dieser Kurz-Domain an und ändert nur die Links dieser Domain.</translation>
    </message>
</context>
<context>
    <name>kurz::Autostart</name>
    <message>
        <source>Cannot remove %1. Delete it by hand to stop Kurz starting at login.</source>
        <translation>%1 kann nicht entfernt werden. Löschen Sie die Datei von Hand, damit Kurz nicht mehr beim Anmelden startet.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Check that the folder is writable.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>kurz::BackgroundWrite</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelling… nothing is changed.</source>
        <translation>Wird abgebrochen … es wird nichts geändert.</translation>
    </message>
</context>
<context>
    <name>kurz::BackupActions</name>
    <message>
        <source>&amp;Back up now…</source>
        <translation>Jetzt &amp;sichern …</translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation>Aus Sicherung &amp;wiederherstellen …</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Die Datenbank sichern</translation>
    </message>
    <message>
        <source>Kurz database (*.db)</source>
        <translation>Kurz-Datenbank (*.db)</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Gesichert nach %1</translation>
    </message>
    <message>
        <source>No backup written</source>
        <translation>Keine Sicherung geschrieben</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Nothing restored</source>
        <translation>Nichts wiederhergestellt</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Sicherung wiederhergestellt</translation>
    </message>
    <message>
        <source>Kurz opens the restored copy %1 from its next start; the current database stays as it is (Settings → Data switches back).</source>
        <translation>Kurz öffnet die wiederhergestellte Kopie %1 ab dem nächsten Start; die aktuelle Datenbank bleibt unverändert (Einstellungen → Daten schaltet zurück).</translation>
    </message>
</context>
<context>
    <name>kurz::BackupCommand</name>
    <message>
        <source>Write a consistent copy of the database, also while Kurz serves: kurz backup FILE</source>
        <translation>Eine konsistente Sicherung der Datenbank schreiben, auch während der Server läuft: kurz backup DATEI</translation>
    </message>
    <message>
        <source>Where to write the copy.</source>
        <translation>Wohin die Sicherung geschrieben wird.</translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation>FILE ersetzen, falls vorhanden.</translation>
    </message>
    <message>
        <source>Name the backup file: kurz backup ~/kurz-backup.db</source>
        <translation>Nennen Sie die Sicherungsdatei: kurz backup ~/kurz-backup.db</translation>
    </message>
    <message>
        <source>%1 exists. Choose another name, or add --force to replace it.</source>
        <translation>%1 existiert bereits. Wählen Sie einen anderen Namen oder ersetzen Sie die Datei mit --force.</translation>
    </message>
    <message>
        <source>kurz: backed up %1 to %2</source>
        <translation>kurz: %1 nach %2 gesichert</translation>
    </message>
</context>
<context>
    <name>kurz::BitlyCsvReader</name>
    <message>
        <source>the row has no Bitly link to take the code from</source>
        <translation>der Zeile fehlt der Bitly-Link, aus dem der Code stammt</translation>
    </message>
</context>
<context>
    <name>kurz::Blocklist</name>
    <message>
        <source>Cannot read the blocklist %1: %2. Give a text file with one word per line.</source>
        <translation>Die Sperrliste %1 kann nicht gelesen werden: %2. Geben Sie eine Textdatei mit einem Wort pro Zeile an.</translation>
    </message>
</context>
<context>
    <name>kurz::BookmarkletCommand</name>
    <message>
        <source>Print the bookmarklet to paste as a bookmark&apos;s address: kurz bookmarklet [--new-token]</source>
        <translation>Das Bookmarklet ausgeben, um es als Adresse eines Lesezeichens einzufügen: kurz bookmarklet [--new-token]</translation>
    </message>
    <message>
        <source>Give the bookmarklet a new token first: every bookmarklet made before stops working.</source>
        <translation>Dem Bookmarklet zuerst ein neues Token geben: Jedes zuvor erstellte Bookmarklet funktioniert dann nicht mehr.</translation>
    </message>
    <message>
        <source>kurz: the bookmarklet has a new token; the ones made before no longer work. Replace the one in your browser&apos;s bar with this:</source>
        <translation>kurz: Das Bookmarklet hat ein neues Token; die zuvor erstellten funktionieren nicht mehr. Ersetzen Sie das in der Leiste Ihres Browsers durch dieses:</translation>
    </message>
</context>
<context>
    <name>kurz::BookmarkletLabel</name>
    <message>
        <source>Drag this link to your browser&apos;s bookmarks bar</source>
        <translation>Ziehen Sie diesen Link in die Lesezeichenleiste Ihres Browsers</translation>
    </message>
    <message>
        <source>Shorten with Kurz</source>
        <translation>Mit Kurz kürzen</translation>
    </message>
</context>
<context>
    <name>kurz::BulkEditDialog</name>
    <message numerus="yes">
        <source>Edit %Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link bearbeiten</numerusform>
            <numerusform>%Ln Links bearbeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>comma-separated, e.g. docs, work</source>
        <translation>durch Kommas getrennt, z. B. doku, arbeit</translation>
    </message>
    <message>
        <source>&amp;Add tags:</source>
        <translation>Schlagwörter &amp;hinzufügen:</translation>
    </message>
    <message>
        <source>comma-separated</source>
        <translation>durch Kommas getrennt</translation>
    </message>
    <message>
        <source>&amp;Remove tags:</source>
        <translation>Schlagwörter &amp;entfernen:</translation>
    </message>
    <message>
        <source>Keep as it is</source>
        <translation>Unverändert lassen</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Am</translation>
    </message>
    <message>
        <source>Expiry time</source>
        <translation>Ablaufzeit</translation>
    </message>
    <message>
        <source>E&amp;xpires:</source>
        <translation>Läuft &amp;ab:</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Aktivieren</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Deaktivieren</translation>
    </message>
    <message>
        <source>&amp;State:</source>
        <translation>&amp;Zustand:</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Change %Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link &amp;ändern</numerusform>
            <numerusform>%Ln Links &amp;ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>Fields left as they are change nothing. One Undo (Ctrl+Z) takes the whole change back.</source>
        <translation>Unverändert gelassene Felder ändern nichts. Ein Rückgängig (Strg+Z) nimmt die ganze Änderung zurück.</translation>
    </message>
    <message>
        <source>Nothing to change: fill in tags, an expiry or a state, or press Cancel.</source>
        <translation>Nichts zu ändern: Geben Sie Schlagwörter, einen Ablauf oder einen Zustand an, oder drücken Sie Abbrechen.</translation>
    </message>
    <message>
        <source>This time has already passed. Choose a time in the future, or &apos;Never&apos;.</source>
        <translation>Dieser Zeitpunkt ist schon vorbei. Wählen Sie einen Zeitpunkt in der Zukunft oder »Nie«.</translation>
    </message>
</context>
<context>
    <name>kurz::CheckCommand</name>
    <message>
        <source>Check whether the links&apos; targets still answer: kurz check [CODE...] [--json]</source>
        <translation>Prüfen, ob die Ziele der Links noch antworten: kurz check [CODE...] [--json]</translation>
    </message>
    <message>
        <source>Links to check; all links without codes.</source>
        <translation>Die zu prüfenden Links; ohne Codes alle Links.</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. &apos;kurz list&apos; shows the codes.</source>
        <translation>Kein Link hat den Code »%1«. »kurz list« zeigt die Codes.</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>defekt</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
</context>
<context>
    <name>kurz::Cli</name>
    <message>
        <source>Settings file.</source>
        <translation>Einstellungsdatei.</translation>
    </message>
    <message>
        <source>Print JSON for scripts.</source>
        <translation>JSON für Skripte ausgeben.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Shorten the URL on the clipboard (in the running Kurz).</source>
        <translation>Die URL in der Zwischenablage kürzen (im laufenden Kurz).</translation>
    </message>
    <message>
        <source>
Run &apos;kurz COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
»kurz BEFEHL --help« zeigt die Optionen eines Befehls.
</translation>
    </message>
    <message>
        <source>kurz: unknown command &apos;%1&apos;. Run &apos;kurz --help&apos; for the list of commands.</source>
        <translation>kurz: Unbekannter Befehl »%1«. »kurz --help« listet die Befehle auf.</translation>
    </message>
    <message>
        <source>kurz %1: %2. Run &apos;kurz %1 --help&apos; for its options.</source>
        <translation>kurz %1: %2. »kurz %1 --help« zeigt seine Optionen.</translation>
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
        <translation>Aufruf: kurz [GLOBALE OPTIONEN] [BEFEHL] [OPTIONEN]

Ohne Befehl öffnet Kurz sein Fenster (Optionen: --db, --config, --shorten-clipboard).

Globale Optionen, vor oder nach dem Befehl:
  --db PFAD      Datei der Link-Datenbank.
  --config PFAD  Einstellungsdatei.
  --json         JSON für Skripte ausgeben.
  -h, --help     Diese Hilfe anzeigen, oder die eines Befehls: kurz BEFEHL --help.
  --version      Die Version anzeigen.

Befehle:
</translation>
    </message>
    <message>
        <source>kurz: no command after &apos;%1&apos;. Run &apos;kurz --help&apos; for the list of commands.</source>
        <translation>kurz: Kein Befehl nach »%1«. »kurz --help« listet die Befehle auf.</translation>
    </message>
    <message>
        <source>Link database: a file, or a shared one at postgresql://USER@HOST[:PORT]/DATABASE.</source>
        <translation>Link-Datenbank: eine Datei oder eine gemeinsame unter postgresql://BENUTZER@HOST[:PORT]/DATENBANK.</translation>
    </message>
</context>
<context>
    <name>kurz::CodeCost</name>
    <message>
        <source>endless</source>
        <translation>endlos</translation>
    </message>
    <message>
        <source>unguessable: one guess in %1 finds a link</source>
        <translation>nicht zu erraten: einer von %1 Versuchen trifft einen Link</translation>
    </message>
    <message>
        <source>anyone who knows a URL can compute its code</source>
        <translation>wer eine URL kennt, kann ihren Code berechnen</translation>
    </message>
    <message>
        <source>enumerable: the next code is the last one plus one</source>
        <translation>aufzählbar: der nächste Code ist der letzte plus eins</translation>
    </message>
    <message>
        <source>looks random, but decodes to the link&apos;s number for anyone who learns the shuffled alphabet</source>
        <translation>sieht zufällig aus, verrät aber jedem, der das gemischte Alphabet kennt, die Nummer des Links</translation>
    </message>
    <message>
        <source>looks random, but decodes to the link&apos;s number for anyone who learns the salt</source>
        <translation>sieht zufällig aus, verrät aber jedem, der das Salt kennt, die Nummer des Links</translation>
    </message>
    <message>
        <source>unguessable without the key: one guess in %1 finds a link</source>
        <translation>ohne den Schlüssel nicht zu erraten: einer von %1 Versuchen trifft einen Link</translation>
    </message>
    <message>
        <source>shows when a link was made; codes of one moment lie close together</source>
        <translation>zeigt, wann ein Link angelegt wurde; Codes eines Moments liegen nah beieinander</translation>
    </message>
    <message>
        <source>%1 retries per 1,000 creates (the background refill draws %2 extra per 1,000 codes)</source>
        <translation>%1 Wiederholungen je 1.000 neue Links (das Auffüllen im Hintergrund zieht %2 zusätzlich je 1.000 Codes)</translation>
    </message>
    <message>
        <source>%1 retries per 1,000 creates</source>
        <translation>%1 Wiederholungen je 1.000 neue Links</translation>
    </message>
    <message>
        <source>at least %1 characters</source>
        <translation>mindestens %1 Zeichen</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 Zeichen</translation>
    </message>
    <message>
        <source>At %1 links: %2; %3; %4.</source>
        <translation>Bei %1 Links: %2; %3; %4.</translation>
    </message>
</context>
<context>
    <name>kurz::CodePoolSupply</name>
    <message>
        <source>The code pool is empty and no new codes could be added to it. Choose a longer code length in Settings → Codes.</source>
        <translation>Der Code-Vorrat ist leer, und es konnten keine neuen Codes hinzugefügt werden. Wählen Sie unter Einstellungen → Codes eine größere Codelänge.</translation>
    </message>
    <message>
        <source>No new codes could be added to the pool: codes of this length are used up. Choose a longer code length in Settings → Codes.</source>
        <translation>Dem Vorrat konnten keine neuen Codes hinzugefügt werden: Codes dieser Länge sind aufgebraucht. Wählen Sie unter Einstellungen → Codes eine größere Codelänge.</translation>
    </message>
</context>
<context>
    <name>kurz::CodeStrategyRegistry</name>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Unguessable characters from a secure generator; a rare collision only costs a retry.</source>
        <translation>Nicht zu erratende Zeichen aus einem sicheren Generator; eine seltene Kollision kostet nur einen neuen Versuch.</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Fortlaufend</translation>
    </message>
    <message>
        <source>Counts up: the shortest codes, but anyone can walk through all your links.</source>
        <translation>Zählt hoch: die kürzesten Codes, aber jeder kann alle Ihre Links durchprobieren.</translation>
    </message>
    <message>
        <source>Sqids</source>
        <translation>Sqids</translation>
    </message>
    <message>
        <source>A counter encoded with Sqids: short and random-looking, never collides, but decodable.</source>
        <translation>Ein mit Sqids kodierter Zähler: kurz und zufällig aussehend, ohne Kollisionen, aber dekodierbar.</translation>
    </message>
    <message>
        <source>Hashids</source>
        <translation>Hashids</translation>
    </message>
    <message>
        <source>A counter encoded with Hashids and this database&apos;s salt: for moving from Hashids systems.</source>
        <translation>Ein mit Hashids und dem Salt dieser Datenbank kodierter Zähler: für den Umzug von Hashids-Systemen.</translation>
    </message>
    <message>
        <source>The Hashids salt (default: empty).</source>
        <translation>Das Hashids-Salt (Standard: leer).</translation>
    </message>
    <message>
        <source>Keyed permutation</source>
        <translation>Verschlüsselte Permutation</translation>
    </message>
    <message>
        <source>A counter scrambled with a secret key: fixed length, never collides, unguessable.</source>
        <translation>Ein mit einem geheimen Schlüssel verwürfelter Zähler: feste Länge, ohne Kollisionen, nicht zu erraten.</translation>
    </message>
    <message>
        <source>The Feistel key (default: empty).</source>
        <translation>Der Feistel-Schlüssel (Standard: leer).</translation>
    </message>
    <message>
        <source>Hash of the URL</source>
        <translation>Hash der URL</translation>
    </message>
    <message>
        <source>Derived from the URL: the same URL proposes the same code first; guessable from the URL.</source>
        <translation>Aus der URL abgeleitet: dieselbe URL schlägt zuerst denselben Code vor; aus der URL zu erraten.</translation>
    </message>
    <message>
        <source>The minimum length for base62 has to be between 0 and 64, not %1.</source>
        <translation>Die Mindestlänge für base62 muss zwischen 0 und 64 liegen, nicht bei %1.</translation>
    </message>
    <message>
        <source>Unknown code strategy &apos;%1&apos;. Choose one of: %2.</source>
        <translation>Unbekannte Code-Strategie »%1«. Wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>A Snowflake code is made of three numbers: the time in milliseconds since 1970, the machine and the sequence, e.g. 1767225600000 3 0.</source>
        <translation>Ein Snowflake-Code besteht aus drei Zahlen: der Zeit in Millisekunden seit 1970, der Maschine und der Folgenummer, z. B. 1767225600000 3 0.</translation>
    </message>
    <message>
        <source>time %1 machine %2 sequence %3</source>
        <translation>Zeit %1 Maschine %2 Folgenummer %3</translation>
    </message>
    <message>
        <source>Snowflake (time-ordered)</source>
        <translation>Snowflake (zeitlich geordnet)</translation>
    </message>
    <message>
        <source>Snowflake: time/machine/sequence bits (default: 41/10/12).</source>
        <translation>Snowflake: Bits für Zeit/Maschine/Folgenummer (Standard: 41/10/12).</translation>
    </message>
    <message>
        <source>Pre-generated pool</source>
        <translation>Vorab erzeugter Vorrat</translation>
    </message>
    <message>
        <source>Codes made ahead of time (random, or a keyed permutation of a counter) and taken in batches: a create never draws or retries, at the cost of a table of waiting codes.</source>
        <translation>Im Voraus erzeugte Codes (zufällig oder eine verschlüsselte Permutation eines Zählers), in Stapeln entnommen: Beim Anlegen wird nie gewürfelt oder wiederholt, um den Preis einer Tabelle wartender Codes.</translation>
    </message>
    <message>
        <source>The time, a machine number and a sequence, as Twitter&apos;s Snowflake: no central counter, never collides, but long (11 base62 characters with the full 41/10/12 layout, fewer with fewer bits) and reveals when a link was made.</source>
        <translation>Die Zeit, eine Maschinennummer und eine Folgenummer wie bei Twitters Snowflake: kein zentraler Zähler, nie Kollisionen, aber lang (11 Base62-Zeichen beim vollen Layout 41/10/12, weniger mit weniger Bits) und verrät, wann ein Link angelegt wurde.</translation>
    </message>
</context>
<context>
    <name>kurz::CodesCommand</name>
    <message>
        <source>Use either --blocklist FILE or --no-blocklist, not both.</source>
        <translation>Verwenden Sie entweder --blocklist DATEI oder --no-blocklist, nicht beides.</translation>
    </message>
    <message>
        <source>The numbers to encode, or the code to decode.</source>
        <translation>Die zu kodierenden Zahlen oder der zu dekodierende Code.</translation>
    </message>
    <message>
        <source>codes encode needs the numbers to encode, e.g. kurz codes encode --strategy %1 42</source>
        <translation>codes encode braucht die zu kodierenden Zahlen, z. B. kurz codes encode --strategy %1 42</translation>
    </message>
    <message>
        <source>codes encode needs the number to encode, e.g. kurz codes encode --strategy %1 42</source>
        <translation>codes encode braucht die zu kodierende Zahl, z. B. kurz codes encode --strategy %1 42</translation>
    </message>
    <message>
        <source>The %1 strategy encodes exactly one number; give one, not %2.</source>
        <translation>Die Strategie %1 kodiert genau eine Zahl; geben Sie eine an, nicht %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from 0 to 18446744073709551615.</source>
        <translation>»%1« ist keine Zahl von 0 bis 18446744073709551615.</translation>
    </message>
    <message>
        <source>codes decode takes exactly one code, e.g. kurz codes decode --strategy sqids 86Rf07</source>
        <translation>codes decode nimmt genau einen Code, z. B. kurz codes decode --strategy sqids 86Rf07</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not decode with the %2 strategy and these options: it is not a code they make. Check the strategy, alphabet, length, salt or key.</source>
        <translation>»%1« lässt sich mit der Strategie %2 und diesen Optionen nicht dekodieren: Sie erzeugen keinen solchen Code. Prüfen Sie Strategie, Alphabet, Länge, Salt oder Schlüssel.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>--%1 applies to the %2 strategy only, not to %3.</source>
        <translation>--%1 gilt nur für die Strategie %2, nicht für %3.</translation>
    </message>
    <message>
        <source>The characters codes are written in (default: the specification&apos;s).</source>
        <translation>Die Zeichen, aus denen Codes bestehen (Standard: die der Spezifikation).</translation>
    </message>
    <message>
        <source>Sqids: use only the words in this file, one per line.</source>
        <translation>Sqids: nur die Wörter dieser Datei sperren, eines pro Zeile.</translation>
    </message>
    <message>
        <source>Sqids: no blocklist at all.</source>
        <translation>Sqids: gar keine Sperrliste.</translation>
    </message>
    <message>
        <source>codes needs --strategy: %1.</source>
        <translation>codes braucht --strategy: %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a strategy kurz codes knows. Use %2.</source>
        <translation>»%1« ist keine Strategie, die kurz codes kennt. Verwenden Sie %2.</translation>
    </message>
    <message>
        <source>--length needs a whole number of 0 or more, not &apos;%1&apos;.</source>
        <translation>--length braucht eine ganze Zahl ab 0, nicht »%1«.</translation>
    </message>
    <message>
        <source>Minimum length (base62, sqids, hashids, snowflake) or exact length (feistel, default 7).</source>
        <translation>Mindestlänge (base62, sqids, hashids, snowflake) oder genaue Länge (feistel, Standard 7).</translation>
    </message>
    <message>
        <source>Encode numbers as codes or decode codes: kurz codes encode|decode --strategy %1 ...; the code pool: kurz codes pool [--refill N]</source>
        <translation>Zahlen als Codes kodieren oder Codes dekodieren: kurz codes encode|decode --strategy %1 ...; der Code-Vorrat: kurz codes pool [--refill N]</translation>
    </message>
    <message>
        <source>--refill needs a number of codes from 1 to 10000000, not &apos;%1&apos;.</source>
        <translation>--refill braucht eine Anzahl Codes von 1 bis 10000000, nicht »%1«.</translation>
    </message>
    <message>
        <source>Pool: %1 codes left of %2 (refilled below %3, in batches of %4); %5 handed out.</source>
        <translation>Vorrat: %1 von %2 Codes übrig (aufgefüllt unter %3, in Stapeln zu %4); %5 ausgegeben.</translation>
    </message>
    <message>
        <source>New links use the %1 strategy, not the pool: choose the pool in Settings → Codes (or codes/strategy=pool in the settings file).</source>
        <translation>Neue Links verwenden die Strategie %1, nicht den Vorrat: Wählen Sie den Vorrat unter Einstellungen → Codes (oder codes/strategy=pool in der Einstellungsdatei).</translation>
    </message>
    <message>
        <source>encode NUMBER..., decode CODE, or pool (the code pool&apos;s size).</source>
        <translation>encode ZAHL..., decode CODE oder pool (die Größe des Code-Vorrats).</translation>
    </message>
    <message>
        <source>pool: add N new codes to the pool first.</source>
        <translation>pool: zuerst N neue Codes in den Vorrat legen.</translation>
    </message>
    <message>
        <source>codes pool takes no arguments; use --refill N to add codes.</source>
        <translation>codes pool nimmt keine Argumente; mit --refill N fügen Sie Codes hinzu.</translation>
    </message>
    <message>
        <source>--refill applies to kurz codes pool only.</source>
        <translation>--refill gilt nur für kurz codes pool.</translation>
    </message>
    <message>
        <source>codes needs &apos;encode&apos;, &apos;decode&apos; or &apos;pool&apos; first, e.g. kurz codes encode --strategy sqids 1 2 3</source>
        <translation>codes braucht zuerst »encode«, »decode« oder »pool«, z. B. kurz codes encode --strategy sqids 1 2 3</translation>
    </message>
</context>
<context>
    <name>kurz::CodesSettingsPage</name>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Strategie:</translation>
    </message>
    <message>
        <source>Letters and digits (base62)</source>
        <translation>Buchstaben und Ziffern (base62)</translation>
    </message>
    <message>
        <source>Without look-alikes (no 0 O 1 l I)</source>
        <translation>Ohne Verwechselbares (kein 0 O 1 l I)</translation>
    </message>
    <message>
        <source>Lower-case letters and digits (base36)</source>
        <translation>Kleinbuchstaben und Ziffern (base36)</translation>
    </message>
    <message>
        <source>Custom characters…</source>
        <translation>Eigene Zeichen …</translation>
    </message>
    <message>
        <source>Custom alphabet</source>
        <translation>Eigenes Alphabet</translation>
    </message>
    <message>
        <source>at least 10 distinct URL-safe characters</source>
        <translation>mindestens 10 verschiedene URL-sichere Zeichen</translation>
    </message>
    <message>
        <source>&amp;Alphabet:</source>
        <translation>&amp;Alphabet:</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Länge:</translation>
    </message>
    <message>
        <source>Samples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>Existing links keep their codes whatever you choose here.</source>
        <translation>Bestehende Links behalten ihre Codes, egal was Sie hier wählen.</translation>
    </message>
    <message>
        <source>Codes match regardless of case (Settings → Server), so new codes use lower-case letters and digits only (base36).</source>
        <translation>Codes werden unabhängig von Groß-/Kleinschreibung erkannt (Einstellungen → Server), daher verwenden neue Codes nur Kleinbuchstaben und Ziffern (base36).</translation>
    </message>
    <message>
        <source>%1^%2 = %3 codes of %2 characters. Codes made from a counter never collide; they grow longer once a length is used up.</source>
        <translation>%1^%2 = %3 Codes mit %2 Zeichen. Aus einem Zähler erzeugte Codes kollidieren nie; sie werden länger, sobald eine Länge ausgeschöpft ist.</translation>
    </message>
    <message numerus="yes">
        <source>%1^%2 = %3 codes; at %Ln link(s) the next random code collides with probability %4.</source>
        <translation>
            <numerusform>%1^%2 = %3 Codes; bei %Ln Link kollidiert der nächste zufällige Code mit der Wahrscheinlichkeit %4.</numerusform>
            <numerusform>%1^%2 = %3 Codes; bei %Ln Links kollidiert der nächste zufällige Code mit der Wahrscheinlichkeit %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bits of the time, the machine number and the sequence, e.g. 41/10/12 (69 years, 1,024 machines, 4,096 codes a millisecond). Fewer bits make shorter codes.</source>
        <translation>Bits für Zeit, Maschinennummer und Folgenummer, z. B. 41/10/12 (69 Jahre, 1.024 Maschinen, 4.096 Codes pro Millisekunde). Weniger Bits ergeben kürzere Codes.</translation>
    </message>
    <message>
        <source>Snowflake &amp;bits:</source>
        <translation>Snowflake-&amp;Bits:</translation>
    </message>
    <message>
        <source>Codes of %1 characters: %2 years from 2026 of up to %3 codes a millisecond on each of %4 machines (each Kurz leases its number from the database). They never collide, but they show when a link was made.</source>
        <translation>Codes mit %1 Zeichen: %2 Jahre ab 2026 mit bis zu %3 Codes pro Millisekunde auf jeder von %4 Maschinen (jedes Kurz leiht seine Nummer von der Datenbank). Sie kollidieren nie, zeigen aber, wann ein Link angelegt wurde.</translation>
    </message>
    <message>
        <source>Random codes</source>
        <translation>Zufällige Codes</translation>
    </message>
    <message>
        <source>Keyed permutation of a counter</source>
        <translation>Verschlüsselte Permutation eines Zählers</translation>
    </message>
    <message>
        <source>Codes each running Kurz takes from the pool at a time. A Kurz that is killed wastes the rest of its batch.</source>
        <translation>Codes, die jedes laufende Kurz auf einmal aus dem Vorrat nimmt. Ein abgebrochenes Kurz verschwendet den Rest seines Stapels.</translation>
    </message>
    <message>
        <source>Free codes the pool is refilled to, in the background, once fewer than half are left.</source>
        <translation>Freie Codes, auf die der Vorrat im Hintergrund aufgefüllt wird, sobald weniger als die Hälfte übrig ist.</translation>
    </message>
    <message>
        <source>Pool &amp;holds:</source>
        <translation>Vorrat &amp;enthält:</translation>
    </message>
    <message>
        <source>Pool &amp;batch:</source>
        <translation>Vorrats&amp;stapel:</translation>
    </message>
    <message>
        <source>Pool si&amp;ze:</source>
        <translation>Vorrats&amp;größe:</translation>
    </message>
    <message>
        <source>%1 codes left in the pool of %2 (refilled below %3); %4 handed out.</source>
        <translation>%1 Codes im Vorrat von %2 übrig (aufgefüllt unter %3); %4 ausgegeben.</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Kosten:</translation>
    </message>
</context>
<context>
    <name>kurz::CsvColumns</name>
    <message>
        <source>shortCode and longUrl (or &quot;Short code&quot; and &quot;Long URL&quot;)</source>
        <translation>shortCode und longUrl (oder »Short code« und »Long URL«)</translation>
    </message>
    <message>
        <source>source and target</source>
        <translation>source und target</translation>
    </message>
    <message>
        <source>link and &quot;Destination URL&quot; (or long_url)</source>
        <translation>link und »Destination URL« (oder long_url)</translation>
    </message>
</context>
<context>
    <name>kurz::CsvLinkReader</name>
    <message>
        <source>%1 &apos;%2&apos; is not a whole number</source>
        <translation>%1 »%2« ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a date and time (write it as 2024-05-01T12:00:00Z)</source>
        <translation>%1 »%2« ist kein Zeitpunkt (schreiben Sie ihn als 2024-05-01T12:00:00Z)</translation>
    </message>
</context>
<context>
    <name>kurz::CsvReader</name>
    <message>
        <source>a quoted field that starts on line %1 never ends: add the closing &quot;</source>
        <translation>ein Feld in Anführungszeichen, das in Zeile %1 beginnt, endet nie: ergänzen Sie das schließende &quot;</translation>
    </message>
    <message>
        <source>broken quoting: text after a closing quote; write a quote inside a quoted field as &quot;&quot;</source>
        <translation>fehlerhafte Anführungszeichen: Text nach einem schließenden Anführungszeichen; schreiben Sie ein Anführungszeichen innerhalb eines Felds in Anführungszeichen als &quot;&quot;</translation>
    </message>
    <message>
        <source>the record is longer than %L1 MB, more than any link needs; it was not read</source>
        <translation>der Datensatz ist länger als %L1 MB, mehr als ein Link je braucht; er wurde nicht gelesen</translation>
    </message>
</context>
<context>
    <name>kurz::DailyBackups</name>
    <message>
        <source>Cannot make the backup folder %1. Check that it can be written, or turn daily backups off in Settings → Data.</source>
        <translation>Der Sicherungsordner %1 kann nicht angelegt werden. Prüfen Sie, ob er beschreibbar ist, oder schalten Sie die täglichen Sicherungen unter Einstellungen → Daten aus.</translation>
    </message>
</context>
<context>
    <name>kurz::DataSettingsPage</name>
    <message>
        <source>This &amp;computer (a database file)</source>
        <translation>Dieser &amp;Computer (eine Datenbankdatei)</translation>
    </message>
    <message>
        <source>S&amp;hared PostgreSQL database (for a team)</source>
        <translation>&amp;Gemeinsame PostgreSQL-Datenbank (für ein Team)</translation>
    </message>
    <message>
        <source>Keep links on:</source>
        <translation>Links speichern auf:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen …</translation>
    </message>
    <message>
        <source>Database location</source>
        <translation>Speicherort der Datenbank</translation>
    </message>
    <message>
        <source>Kurz database (*.db)</source>
        <translation>Kurz-Datenbank (*.db)</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;prüfen</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>The password comes from ~/.pgpass or PGPASSWORD; Kurz never stores it. See docs/teams.md.</source>
        <translation>Das Passwort kommt aus ~/.pgpass oder PGPASSWORD; Kurz speichert es nie. Siehe docs/teams.md.</translation>
    </message>
    <message>
        <source>Now open: %1. A new location takes effect when Kurz starts next.</source>
        <translation>Jetzt geöffnet: %1. Ein neuer Speicherort gilt ab dem nächsten Start von Kurz.</translation>
    </message>
    <message>
        <source>&amp;Back up now…</source>
        <translation>Jetzt &amp;sichern …</translation>
    </message>
    <message>
        <source>Back up &amp;every day, keeping the last</source>
        <translation>&amp;Täglich sichern, die letzten</translation>
    </message>
    <message>
        <source>Backups kept</source>
        <translation>Aufbewahrte Sicherungen</translation>
    </message>
    <message>
        <source>Daily copies go to %1.</source>
        <translation>Tägliche Kopien landen in %1.</translation>
    </message>
    <message>
        <source>Enter the shared database&apos;s address, e.g. postgresql://me@db.lan/kurz, or keep links on this computer.</source>
        <translation>Geben Sie die Adresse der gemeinsamen Datenbank ein, z. B. postgresql://ich@db.lan/kurz, oder speichern Sie die Links auf diesem Computer.</translation>
    </message>
    <message>
        <source>Backed up to %1.</source>
        <translation>Gesichert nach %1.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <source>Connected: PostgreSQL %1, an empty database. Kurz sets it up when it first starts with it.</source>
        <translation>Verbunden: PostgreSQL %1, eine leere Datenbank. Kurz richtet sie beim ersten Start damit ein.</translation>
    </message>
    <message>
        <source>Connected: PostgreSQL %1, but the database was written by a newer Kurz. Update Kurz first.</source>
        <translation>Verbunden: PostgreSQL %1, aber die Datenbank stammt von einem neueren Kurz. Aktualisieren Sie zuerst Kurz.</translation>
    </message>
    <message>
        <source>Connected: PostgreSQL %1, a Kurz database.</source>
        <translation>Verbunden: PostgreSQL %1, eine Kurz-Datenbank.</translation>
    </message>
</context>
<context>
    <name>kurz::Database</name>
    <message>
        <source>Cannot read %1: %2. Check the file&apos;s permissions.</source>
        <translation>%1 kann nicht gelesen werden: %2. Prüfen Sie die Zugriffsrechte der Datei.</translation>
    </message>
    <message>
        <source>%1 is not a Kurz database (it is not an SQLite file at all). Choose another file; this one was left untouched.</source>
        <translation>%1 ist keine Kurz-Datenbank (nicht einmal eine SQLite-Datei). Wählen Sie eine andere Datei; diese blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 already exists. Choose a new file name for the backup.</source>
        <translation>%1 existiert bereits. Wählen Sie einen neuen Dateinamen für die Sicherung.</translation>
    </message>
    <message>
        <source>Cannot write the backup to %1 (check that the folder exists and has room)</source>
        <translation>Die Sicherung kann nicht nach %1 geschrieben werden (prüfen Sie, ob der Ordner existiert und genug Platz hat)</translation>
    </message>
    <message>
        <source>Cannot put the backup at %1: %2.</source>
        <translation>Die Sicherung kann nicht unter %1 abgelegt werden: %2.</translation>
    </message>
    <message>
        <source>Cannot read %1 as a database (%2). Choose another file; this one was left untouched.</source>
        <translation>%1 kann nicht als Datenbank gelesen werden (%2). Wählen Sie eine andere Datei; diese blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Kurz database. Choose another file; this one was left untouched.</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine Kurz-Datenbank. Wählen Sie eine andere Datei; diese blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Kurz (schema %2; this Kurz knows up to %3). Update Kurz to open it; the file was left untouched.</source>
        <translation>%1 wurde von einem neueren Kurz geschrieben (Schema %2; dieses Kurz kennt Schemas bis %3). Aktualisieren Sie Kurz, um die Datei zu öffnen; sie blieb unverändert.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the folder exists and is writable.</source>
        <translation>%1 kann nicht geöffnet werden: %2. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>Cannot switch %1 to WAL mode</source>
        <translation>%1 kann nicht in den WAL-Modus geschaltet werden</translation>
    </message>
    <message>
        <source>Cannot read the schema version of %1</source>
        <translation>Die Schemaversion von %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot start the schema migration of %1</source>
        <translation>Die Schemamigration von %1 kann nicht beginnen</translation>
    </message>
    <message>
        <source>Migrating %1 to schema %2 failed; nothing was changed</source>
        <translation>Die Migration von %1 auf Schema %2 ist fehlgeschlagen; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Cannot commit the schema migration of %1</source>
        <translation>Die Schemamigration von %1 kann nicht abgeschlossen werden</translation>
    </message>
    <message>
        <source>Cannot read whether links changed</source>
        <translation>Es kann nicht gelesen werden, ob sich Links geändert haben</translation>
    </message>
    <message>
        <source>Cannot read the newest link</source>
        <translation>Der neueste Link kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot read whether the database changed</source>
        <translation>Es kann nicht gelesen werden, ob sich die Datenbank geändert hat</translation>
    </message>
    <message>
        <source>Cannot shrink the write-ahead log of %1</source>
        <translation>Das Write-Ahead-Log von %1 kann nicht verkleinert werden</translation>
    </message>
    <message>
        <source>Cannot take the next code number</source>
        <translation>Die nächste Codenummer kann nicht vergeben werden</translation>
    </message>
    <message>
        <source>The database file %1 was deleted or replaced while Kurz had it open, so Kurz writes nothing more into it and keeps new hits in memory. Put the file back (e.g. from a backup), then restart Kurz.</source>
        <translation>Die Datenbankdatei %1 wurde gelöscht oder ersetzt, während Kurz sie geöffnet hatte. Kurz schreibt deshalb nichts mehr hinein und behält neue Aufrufe im Speicher. Legen Sie die Datei zurück (z. B. aus einer Sicherung) und starten Sie Kurz dann neu.</translation>
    </message>
    <message>
        <source>The database file %1 is read-only, so Kurz keeps new hits in memory and writes them once it may write the file again (chmod u+w).</source>
        <translation>Die Datenbankdatei %1 ist schreibgeschützt. Kurz behält neue Aufrufe deshalb im Speicher und schreibt sie, sobald die Datei wieder beschreibbar ist (chmod u+w).</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed: install the package libqt6sql6-psql.</source>
        <translation>Qts PostgreSQL-Treiber ist nicht installiert: Installieren Sie das Paket libqt6sql6-psql.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2. Check that the folder exists and is writable.</source>
        <translation>%1 kann nicht angelegt werden: %2. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>A shared PostgreSQL database is backed up on the server, with pg_dump (see docs/teams.md).</source>
        <translation>Eine gemeinsame PostgreSQL-Datenbank wird auf dem Server gesichert, mit pg_dump (siehe docs/teams.md).</translation>
    </message>
    <message>
        <source>Cannot write the backup to %1: %2. Check that the folder exists and is writable.</source>
        <translation>Die Sicherung kann nicht nach %1 geschrieben werden: %2. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>The database %1 has tables, but is not a Kurz database. Choose another database; this one was left untouched.</source>
        <translation>Die Datenbank %1 hat Tabellen, ist aber keine Kurz-Datenbank. Wählen Sie eine andere Datenbank; diese blieb unverändert.</translation>
    </message>
    <message>
        <source>The database %1 is not a Kurz database (no schema version). Choose another database; this one was left untouched.</source>
        <translation>Die Datenbank %1 ist keine Kurz-Datenbank (keine Schemaversion). Wählen Sie eine andere Datenbank; diese blieb unverändert.</translation>
    </message>
    <message>
        <source>Cannot ask %1 for its version</source>
        <translation>%1 kann nicht nach seiner Version gefragt werden</translation>
    </message>
    <message>
        <source>Cannot lock %1 for the schema migration</source>
        <translation>%1 kann für die Schemamigration nicht gesperrt werden</translation>
    </message>
    <message>
        <source>Cannot record the schema version of %1</source>
        <translation>Die Schemaversion von %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot read the size of the database</source>
        <translation>Die Größe der Datenbank kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot make the code number sequence</source>
        <translation>Die Sequenz der Codenummern kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot take the next code numbers</source>
        <translation>Die nächsten Codenummern können nicht vergeben werden</translation>
    </message>
    <message>
        <source>The server of %1 runs PostgreSQL %2, which is too old: Kurz needs PostgreSQL %3 or newer. Upgrade the server, or choose another one.</source>
        <translation>Der Server von %1 läuft mit PostgreSQL %2, das ist zu alt: Kurz braucht PostgreSQL %3 oder neuer. Aktualisieren Sie den Server oder wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>Cannot read the database&apos;s version</source>
        <translation>Die Version der Datenbank lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>Cannot store a new secret</source>
        <translation>Ein neues Geheimnis kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot lease a Snowflake machine number</source>
        <translation>Keine Snowflake-Maschinennummer erhalten</translation>
    </message>
    <message>
        <source>Every Snowflake machine number (0 to %1) is leased by a running Kurz sharing this database. Stop one, or choose a Snowflake layout with more machine bits in Settings → Codes.</source>
        <translation>Jede Snowflake-Maschinennummer (0 bis %1) ist an ein laufendes Kurz vergeben, das diese Datenbank teilt. Beenden Sie eines, oder wählen Sie unter Einstellungen → Codes eine Snowflake-Aufteilung mit mehr Maschinen-Bits.</translation>
    </message>
    <message>
        <source>Cannot renew the Snowflake machine number&apos;s lease</source>
        <translation>Die Snowflake-Maschinennummer konnte nicht verlängert werden</translation>
    </message>
    <message>
        <source>Cannot count a password try</source>
        <translation>Ein Passwortversuch lässt sich nicht zählen</translation>
    </message>
    <message>
        <source>Cannot forget old password tries</source>
        <translation>Alte Passwortversuche lassen sich nicht löschen</translation>
    </message>
    <message>
        <source>not inside another write transaction, whose rollback would free codes already handed out</source>
        <translation>nicht innerhalb einer anderen Schreibtransaktion, deren Zurückrollen bereits ausgegebene Codes wieder freigäbe</translation>
    </message>
    <message>
        <source>Cannot take codes from the pool</source>
        <translation>Aus dem Vorrat können keine Codes entnommen werden</translation>
    </message>
    <message>
        <source>Cannot add codes to the pool</source>
        <translation>Dem Vorrat können keine Codes hinzugefügt werden</translation>
    </message>
    <message>
        <source>Cannot take the code out of the pool</source>
        <translation>Der Code kann nicht aus dem Vorrat genommen werden</translation>
    </message>
    <message>
        <source>Cannot give codes back to the pool</source>
        <translation>Codes können nicht in den Vorrat zurückgegeben werden</translation>
    </message>
    <message>
        <source>Cannot count the pool&apos;s codes</source>
        <translation>Die Codes des Vorrats können nicht gezählt werden</translation>
    </message>
    <message>
        <source>Cannot end the Snowflake machine number&apos;s lease</source>
        <translation>Die Vergabe der Snowflake-Maschinennummer kann nicht beendet werden</translation>
    </message>
    <message>
        <source>Migrating %1 to schema %2 would leave rows of %3 without their link; nothing was changed. Keep using the Kurz that wrote it, or restore a backup (&apos;kurz backup --help&apos;).</source>
        <translation>Die Umstellung von %1 auf Schema %2 ließe Zeilen von %3 ohne ihren Link zurück; nichts wurde geändert. Verwenden Sie weiter das Kurz, das die Datei geschrieben hat, oder stellen Sie eine Sicherung wieder her („kurz backup --help“).</translation>
    </message>
</context>
<context>
    <name>kurz::DeferredIndexes</name>
    <message>
        <source>Cannot prepare the database for the import</source>
        <translation>Die Datenbank kann nicht für den Import vorbereitet werden</translation>
    </message>
    <message>
        <source>Cannot build the indexes of the links again</source>
        <translation>Die Indizes der Links können nicht wieder aufgebaut werden</translation>
    </message>
</context>
<context>
    <name>kurz::DeleteCommand</name>
    <message>
        <source>Delete links and their visits: kurz delete CODE...</source>
        <translation>Links und ihre Besuche löschen: kurz delete CODE...</translation>
    </message>
    <message>
        <source>The codes of the links to delete.</source>
        <translation>Die Codes der zu löschenden Links.</translation>
    </message>
    <message>
        <source>delete needs at least one code, e.g. kurz delete demo</source>
        <translation>delete braucht mindestens einen Code, z. B. kurz delete demo</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>%1; nothing was deleted.</source>
        <translation>%1; es wurde nichts gelöscht.</translation>
    </message>
</context>
<context>
    <name>kurz::DesktopApp</name>
    <message>
        <source>The clipboard holds no text. Copy a link first, then shorten it.</source>
        <translation>Die Zwischenablage enthält keinen Text. Kopieren Sie zuerst einen Link und kürzen Sie ihn dann.</translation>
    </message>
    <message>
        <source>Short link copied</source>
        <translation>Kurzlink kopiert</translation>
    </message>
    <message>
        <source>Nothing shortened</source>
        <translation>Nichts gekürzt</translation>
    </message>
    <message>
        <source>This Kurz does not know the request &apos;%1&apos;; update Kurz.</source>
        <translation>Dieses Kurz kennt die Anfrage »%1« nicht; aktualisieren Sie Kurz.</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>Beim Anmelden starten</translation>
    </message>
    <message>
        <source>Copied link shortened</source>
        <translation>Kopierter Link gekürzt</translation>
    </message>
    <message>
        <source>Daily backup failed</source>
        <translation>Tägliche Sicherung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2. Check that the folder is writable.</source>
        <translation>%1 kann nicht nach %2 kopiert werden. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <source>%1 is not a Kurz backup: %2</source>
        <translation>%1 ist keine Kurz-Sicherung: %2</translation>
    </message>
    <message>
        <source>Copied link: its existing short link</source>
        <translation>Kopierter Link: sein vorhandener Kurzlink</translation>
    </message>
    <message>
        <source>Open another database?</source>
        <translation>Eine andere Datenbank öffnen?</translation>
    </message>
    <message>
        <source>Kurz was started again for %1, but this window has %2 open. One Kurz runs at a time.</source>
        <translation>Kurz wurde erneut für %1 gestartet, aber dieses Fenster hat %2 geöffnet. Es läuft immer nur ein Kurz.</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>%1 ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Keep %1</source>
        <translation>%1 &amp;behalten</translation>
    </message>
    <message>
        <source>The listener is not running: short links will not answer until it runs (Listener menu).</source>
        <translation>Der Server läuft nicht: Kurzlinks antworten erst, wenn er läuft (Menü Server).</translation>
    </message>
    <message>
        <source>No program here opens %1. Set a default web browser in your desktop&apos;s settings (or with xdg-settings set default-web-browser), then try again.</source>
        <translation>Kein Programm hier öffnet %1. Legen Sie in den Einstellungen Ihrer Arbeitsumgebung einen Standard-Webbrowser fest (oder mit xdg-settings set default-web-browser) und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>kurz::DetailPane</name>
    <message>
        <source>Select a link to see its QR code, visits and details.</source>
        <translation>Wählen Sie einen Link, um seinen QR-Code, seine Besuche und Details zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Visits, last %1 days&lt;/b&gt;</source>
        <translation>&lt;b&gt;Besuche der letzten %1 Tage&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Short URL:</source>
        <translation>Kurz-URL:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Schlagwörter:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Hits:</source>
        <translation>Aufrufe:</translation>
    </message>
    <message>
        <source>Last hit:</source>
        <translation>Letzter Aufruf:</translation>
    </message>
    <message>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <source>Valid from:</source>
        <translation>Gültig ab:</translation>
    </message>
    <message>
        <source>Expires:</source>
        <translation>Läuft ab:</translation>
    </message>
    <message>
        <source>Visit limit:</source>
        <translation>Besuchslimit:</translation>
    </message>
    <message>
        <source>Redirect:</source>
        <translation>Weiterleitung:</translation>
    </message>
    <message>
        <source>Query, path:</source>
        <translation>Query, Pfad:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 by people, %2 by bots</source>
        <translation>%1 von Menschen, %2 von Bots</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>from creation</source>
        <translation>ab Erstellung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>default status</source>
        <translation>Standardstatus</translation>
    </message>
    <message>
        <source>%1; extra path %2</source>
        <translation>%1; zusätzlicher Pfad %2</translation>
    </message>
    <message>
        <source>query forwarded</source>
        <translation>Query weitergegeben</translation>
    </message>
    <message>
        <source>query dropped</source>
        <translation>Query verworfen</translation>
    </message>
    <message>
        <source>appended</source>
        <translation>angehängt</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>ddd d MMM yyyy, HH:mm</source>
        <comment>date format, see QDateTime::toString</comment>
        <translation>ddd, d. MMM yyyy, HH:mm</translation>
    </message>
    <message numerus="yes">
        <source>%Ln visit(s)</source>
        <translation>
            <numerusform>%Ln Besuch</numerusform>
            <numerusform>%Ln Besuche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s) selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them all at once.</source>
        <translation>
            <numerusform>%Ln Link ausgewählt. Kopieren, öffnen, aktivieren oder deaktivieren, ändern (Strg+Umschalt+E) oder löschen.</numerusform>
            <numerusform>%Ln Links ausgewählt. Alle auf einmal kopieren, öffnen, aktivieren oder deaktivieren, ändern (Strg+Umschalt+E) oder löschen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last check:</source>
        <translation>Letzte Prüfung:</translation>
    </message>
    <message>
        <source>%1, protected by a password</source>
        <translation>%1, durch ein Passwort geschützt</translation>
    </message>
    <message>
        <source>%1, only for %2</source>
        <translation>%1, nur für %2</translation>
    </message>
    <message>
        <source>C&amp;lear visits…</source>
        <translation>Besuche l&amp;öschen…</translation>
    </message>
    <message>
        <source>Deletes the link&apos;s visits and sets its hit counts to zero; Ctrl+Z brings them back</source>
        <translation>Löscht die Besuche des Links und setzt seine Aufrufzähler auf null; Strg+Z holt sie zurück</translation>
    </message>
</context>
<context>
    <name>kurz::DomainStore</name>
    <message>
        <source>&apos;%1&apos; is not a domain name. Give a host name such as s.example.org, without scheme, port or path.</source>
        <translation>»%1« ist kein Domainname. Geben Sie einen Hostnamen wie s.example.org an, ohne Schema, Port oder Pfad.</translation>
    </message>
    <message>
        <source>Cannot read the domains</source>
        <translation>Die Domains können nicht gelesen werden</translation>
    </message>
    <message>
        <source>A not-found redirect must be an http or https URL with a host, e.g. https://example.org/, or empty for none.</source>
        <translation>Eine Weiterleitung für Nicht-Gefundenes muss eine http- oder https-URL mit Host sein, z. B. https://example.org/, oder leer für keine.</translation>
    </message>
    <message>
        <source>Cannot save the domain&apos;s redirects</source>
        <translation>Die Weiterleitungen der Domain können nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>kurz::DomainsCommand</name>
    <message>
        <source>Short domains: kurz domains list | set-redirects DOMAIN [--base-url U] [--regular-404 U] [--invalid-short-url U]</source>
        <translation>Kurz-Domains: kurz domains list | set-redirects DOMAIN [--base-url U] [--regular-404 U] [--invalid-short-url U]</translation>
    </message>
    <message>
        <source>list: the default domain and every domain with links or redirects; set-redirects DOMAIN: where requests that find no link go (options left out: none).</source>
        <translation>list: die Standard-Domain und jede Domain mit Links oder Weiterleitungen; set-redirects DOMAIN: wohin Anfragen gehen, die keinen Link finden (weggelassene Optionen: keine).</translation>
    </message>
    <message>
        <source>With set-redirects: where / goes.</source>
        <translation>Mit set-redirects: wohin / geht.</translation>
    </message>
    <message>
        <source>With set-redirects: where other paths that are no code go.</source>
        <translation>Mit set-redirects: wohin andere Pfade gehen, die kein Code sind.</translation>
    </message>
    <message>
        <source>With set-redirects: where a code that no link has goes.</source>
        <translation>Mit set-redirects: wohin ein Code geht, den kein Link hat.</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source>base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>regular 404</source>
        <translation>sonstiges 404</translation>
    </message>
    <message>
        <source>invalid short URL</source>
        <translation>ungültige Kurz-URL</translation>
    </message>
    <message>
        <source>domains needs list, or set-redirects and a domain, e.g. kurz domains set-redirects s.example.org --invalid-short-url https://example.org/</source>
        <translation>domains braucht list oder set-redirects und eine Domain, z. B. kurz domains set-redirects s.example.org --invalid-short-url https://example.org/</translation>
    </message>
</context>
<context>
    <name>kurz::DomainsSettingsPage</name>
    <message>
        <source>A link may answer on a short domain of its own (chosen in the link editor). Requests that find no link may go elsewhere instead of Kurz&apos;s own answer: per domain, else the default domain&apos;s. Leave a cell empty for Kurz&apos;s answer.</source>
        <translation>Ein Link kann auf einer eigenen Kurz-Domain antworten (im Link-Editor gewählt). Anfragen, die keinen Link finden, können statt der Antwort von Kurz woandershin gehen: je Domain, sonst wie bei der Standard-Domain. Lassen Sie eine Zelle leer für die Antwort von Kurz.</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Base URL (/)</source>
        <translation>Basis-URL (/)</translation>
    </message>
    <message>
        <source>Other 404s</source>
        <translation>Sonstige 404</translation>
    </message>
    <message>
        <source>Unknown codes</source>
        <translation>Unbekannte Codes</translation>
    </message>
    <message>
        <source>another domain, e.g. go.example.com</source>
        <translation>eine weitere Domain, z. B. go.example.com</translation>
    </message>
    <message>
        <source>&amp;Add domain</source>
        <translation>Domain &amp;hinzufügen</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
</context>
<context>
    <name>kurz::EditCommand</name>
    <message>
        <source>Change a link: kurz edit CODE [--url U] [--title T] [--expires ISO|never] [--max-visits N|none] [--disable|--enable]</source>
        <translation>Einen Link ändern: kurz edit CODE [--url U] [--title T] [--expires ISO|never] [--max-visits N|none] [--disable|--enable]</translation>
    </message>
    <message>
        <source>The link&apos;s code.</source>
        <translation>Der Code des Links.</translation>
    </message>
    <message>
        <source>New target.</source>
        <translation>Neues Ziel.</translation>
    </message>
    <message>
        <source>New title.</source>
        <translation>Neuer Titel.</translation>
    </message>
    <message>
        <source>New notes.</source>
        <translation>Neue Notizen.</translation>
    </message>
    <message>
        <source>Replace the tags; repeat for more, or --tag &apos;&apos; to clear.</source>
        <translation>Die Schlagwörter ersetzen; für mehrere wiederholen, oder --tag &apos;&apos; zum Leeren.</translation>
    </message>
    <message>
        <source>Stop redirecting (answers 410 Gone).</source>
        <translation>Nicht mehr weiterleiten (antwortet mit 410 Gone).</translation>
    </message>
    <message>
        <source>Redirect again.</source>
        <translation>Wieder weiterleiten.</translation>
    </message>
    <message>
        <source>edit needs exactly one code, e.g. kurz edit demo --title &apos;Demo&apos;</source>
        <translation>edit braucht genau einen Code, z. B. kurz edit demo --title &apos;Demo&apos;</translation>
    </message>
    <message>
        <source>Use either --disable or --enable, not both.</source>
        <translation>Verwenden Sie entweder --disable oder --enable, nicht beides.</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation>Kein Link hat den Code »%1«. »kurz list« zeigt die Codes.</translation>
    </message>
</context>
<context>
    <name>kurz::ExportCommand</name>
    <message>
        <source>kurz-json (default), shlink-csv or golink-jsonl.</source>
        <translation>kurz-json (Standard), shlink-csv oder golink-jsonl.</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>In FILE statt in die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an export format; choose %2.</source>
        <translation>»%1« ist kein Exportformat; wählen Sie %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message numerus="yes">
        <source>kurz: exported %n links to %1</source>
        <translation>
            <numerusform>kurz: %n Link nach %1 exportiert</numerusform>
            <numerusform>kurz: %n Links nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>shlink-csv: write fields that start with = + - @, a tab or a carriage return with a leading &apos; so that a spreadsheet shows them as text, not as formulas.</source>
        <translation>shlink-csv: Felder, die mit = + - @, einem Tabulator oder einem Wagenrücklauf beginnen, mit einem vorangestellten &apos; schreiben, damit eine Tabellenkalkulation sie als Text zeigt, nicht als Formeln.</translation>
    </message>
    <message>
        <source>--safe-for-spreadsheets applies to --format shlink-csv only.</source>
        <translation>--safe-for-spreadsheets gilt nur für --format shlink-csv.</translation>
    </message>
    <message>
        <source>Export links (every one, or those --search, --tag or --broken pick) as kurz-json (lossless), shlink-csv or golink-jsonl</source>
        <translation>Links exportieren (alle oder die mit --search, --tag oder --broken gewählten) als kurz-json (verlustfrei), shlink-csv oder golink-jsonl</translation>
    </message>
</context>
<context>
    <name>kurz::ExportDialog</name>
    <message>
        <source>Export links</source>
        <translation>Links exportieren</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>&amp;All links (%1)</source>
        <translation>&amp;Alle Links (%1)</translation>
    </message>
    <message>
        <source>The links the search s&amp;hows (%1)</source>
        <translation>Die Links, die die &amp;Suche zeigt (%1)</translation>
    </message>
    <message>
        <source>The se&amp;lected links (%1)</source>
        <translation>Die aus&amp;gewählten Links (%1)</translation>
    </message>
    <message>
        <source>Kurz JSON: every field, with visits (lossless)</source>
        <translation>Kurz-JSON: alle Felder, mit Aufrufen (verlustfrei)</translation>
    </message>
    <message>
        <source>Shlink CSV: for Shlink and spreadsheets</source>
        <translation>Shlink-CSV: für Shlink und Tabellenkalkulationen</translation>
    </message>
    <message>
        <source>golink JSON Lines</source>
        <translation>golink-JSON-Lines</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Make it safe to open in a s&amp;preadsheet (formulas are written as text)</source>
        <translation>Sicher für &amp;Tabellenkalkulationen (Formeln werden als Text geschrieben)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Kurz, every field (*.json)</source>
        <translation>Kurz, alle Felder (*.json)</translation>
    </message>
    <message>
        <source>Shlink CSV (*.csv)</source>
        <translation>Shlink-CSV (*.csv)</translation>
    </message>
    <message>
        <source>golink JSON Lines (*.jsonl)</source>
        <translation>golink-JSON-Lines (*.jsonl)</translation>
    </message>
</context>
<context>
    <name>kurz::Feistel</name>
    <message>
        <source>The Feistel code length has to be between 1 and %1, not %2.</source>
        <translation>Die Feistel-Codelänge muss zwischen 1 und %1 liegen, nicht bei %2.</translation>
    </message>
</context>
<context>
    <name>kurz::GeneralSettingsPage</name>
    <message>
        <source>empty: the listener&apos;s address, e.g. http://127.0.0.1:8080/</source>
        <translation>leer: die Adresse des Servers, z. B. http://127.0.0.1:8080/</translation>
    </message>
    <message>
        <source>&amp;Base URL of short links:</source>
        <translation>&amp;Basis-URL der Kurzlinks:</translation>
    </message>
    <message>
        <source>Start &amp;minimised to the tray</source>
        <translation>&amp;Minimiert in der Systemleiste starten</translation>
    </message>
    <message>
        <source>This desktop has no tray, so the window always opens.</source>
        <translation>Dieser Desktop hat keine Systemleiste, daher öffnet sich immer das Fenster.</translation>
    </message>
    <message>
        <source>Start at &amp;login</source>
        <translation>Beim &amp;Anmelden starten</translation>
    </message>
    <message>
        <source>&amp;Shorten URLs as soon as they are copied</source>
        <translation>URLs beim Kopieren sofort &amp;kürzen</translation>
    </message>
    <message>
        <source>&amp;Reuse the existing short link when the same URL is copied again</source>
        <translation>Den vorhandenen Kurzlink &amp;wiederverwenden, wenn dieselbe URL erneut kopiert wird</translation>
    </message>
    <message>
        <source>When on, a copied http(s) address is replaced on the clipboard by its short URL.</source>
        <translation>Wenn eingeschaltet, wird eine kopierte http(s)-Adresse in der Zwischenablage durch ihre Kurz-URL ersetzt.</translation>
    </message>
    <message>
        <source>The desktop&apos;s language</source>
        <translation>Die Sprache des Desktops</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Kurz uses a new language when it starts next.</source>
        <translation>Kurz verwendet eine neue Sprache ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Fetch the page&apos;s &amp;title for links made without one</source>
        <translation>Für Links ohne Titel den &amp;Titel der Seite holen</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>Links:</translation>
    </message>
    <message>
        <source>Check every link&apos;s target once a &amp;day</source>
        <translation>Das Ziel jedes Links einmal täglich &amp;prüfen</translation>
    </message>
    <message>
        <source>Let titles and checks reach this computer and the local &amp;network</source>
        <translation>Titel und Prüfungen dürfen diesen Computer und das &amp;lokale Netzwerk erreichen</translation>
    </message>
    <message>
        <source>Off, targets on private addresses are never fetched, so that nobody can use Kurz to look into your network.</source>
        <translation>Ausgeschaltet werden Ziele auf privaten Adressen nie abgerufen, damit niemand mit Kurz in Ihr Netzwerk schauen kann.</translation>
    </message>
    <message>
        <source>&amp;Copy bookmarklet</source>
        <translation>Bookmarklet k&amp;opieren</translation>
    </message>
    <message>
        <source>Bookmarklet:</source>
        <translation>Bookmarklet:</translation>
    </message>
    <message>
        <source>Drag “Shorten with Kurz” to your browser&apos;s bookmarks bar (or make a bookmark of the copied text). Clicked on any page, it shortens that page with this Kurz while Kurz runs.</source>
        <translation>Ziehen Sie „Mit Kurz kürzen“ in die Lesezeichenleiste Ihres Browsers (oder legen Sie mit dem kopierten Text ein Lesezeichen an). Auf einer beliebigen Seite angeklickt, kürzt es diese Seite mit diesem Kurz, solange Kurz läuft.</translation>
    </message>
    <message>
        <source>Give the bookmarklet a new secret, for example when the old one got into someone else&apos;s hands.</source>
        <translation>Dem Bookmarklet ein neues Geheimnis geben, etwa wenn das alte in fremde Hände geraten ist.</translation>
    </message>
    <message>
        <source>New bookmarklet token</source>
        <translation>Neues Bookmarklet-Token</translation>
    </message>
    <message>
        <source>The bookmarklet in your browser&apos;s bar stops working, and so does every copy of it. Then drag the new one to the bar. Make a new token?</source>
        <translation>Das Bookmarklet in der Leiste Ihres Browsers funktioniert dann nicht mehr, ebenso jede Kopie davon. Ziehen Sie danach das neue in die Leiste. Ein neues Token erstellen?</translation>
    </message>
    <message>
        <source>New to&amp;ken…</source>
        <translation>Neues &amp;Token …</translation>
    </message>
    <message>
        <source>Shorten the clipboard &amp;from anywhere:</source>
        <translation>Zwischenablage &amp;überall kürzen:</translation>
    </message>
</context>
<context>
    <name>kurz::GolinkJsonlReader</name>
    <message>
        <source>Created &apos;%1&apos; is not a date and time</source>
        <translation>Created »%1« ist kein Zeitpunkt</translation>
    </message>
</context>
<context>
    <name>kurz::Hashids</name>
    <message>
        <source>The Hashids minimum length has to be between 0 and %1, not %2.</source>
        <translation>Die Hashids-Mindestlänge muss zwischen 0 und %1 liegen, nicht bei %2.</translation>
    </message>
    <message>
        <source>The Hashids alphabet may only contain printable ASCII characters without spaces; &apos;%1&apos; is not one.</source>
        <translation>Das Hashids-Alphabet darf nur druckbare ASCII-Zeichen ohne Leerzeichen enthalten; »%1« ist keines.</translation>
    </message>
    <message>
        <source>The Hashids alphabet must contain at least %1 unique characters; &apos;%2&apos; has %3.</source>
        <translation>Das Hashids-Alphabet muss mindestens %1 verschiedene Zeichen enthalten; »%2« hat %3.</translation>
    </message>
</context>
<context>
    <name>kurz::HitsChart</name>
    <message numerus="yes">
        <source>Last %n day(s): %1 human and %2 bot visits</source>
        <translation>
            <numerusform>Letzter Tag: %1 Besuche von Menschen und %2 von Bots</numerusform>
            <numerusform>Letzte %n Tage: %1 Besuche von Menschen und %2 von Bots</numerusform>
        </translation>
    </message>
    <message>
        <source>people</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <source>bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>date format, see QDate::toString</comment>
        <translation>d. MMM</translation>
    </message>
</context>
<context>
    <name>kurz::ImportCommand</name>
    <message numerus="yes">
        <source>%1: %n rows: %2 new, %3 same, %4 conflicts skipped, %5 renamed, %6 invalid</source>
        <translation>
            <numerusform>%1: %n Zeile: %2 neu, %3 schon vorhanden, %4 wegen Konflikt übersprungen, %5 umbenannt, %6 ungültig</numerusform>
            <numerusform>%1: %n Zeilen: %2 neu, %3 schon vorhanden, %4 wegen Konflikt übersprungen, %5 umbenannt, %6 ungültig</numerusform>
        </translation>
    </message>
    <message>
        <source>Dry run, nothing stored. %1</source>
        <translation>Probelauf, nichts gespeichert. %1</translation>
    </message>
    <message>
        <source>Import links from Shlink, YOURLS, Bitly, golink or kurz-json: kurz import FILE|-</source>
        <translation>Links aus Shlink, YOURLS, Bitly, golink oder kurz-json importieren: kurz import DATEI|-</translation>
    </message>
    <message>
        <source>The file to import; - reads standard input.</source>
        <translation>Die zu importierende Datei; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>auto (default), %1.</source>
        <translation>auto (Standard), %1.</translation>
    </message>
    <message>
        <source>A code taken by a link to another target: skip (default) or new-code.</source>
        <translation>Ein Code, den schon ein Link zu einem anderen Ziel hat: skip (überspringen, Standard) oder new-code (neuer Code).</translation>
    </message>
    <message>
        <source>Report what would happen; store nothing.</source>
        <translation>Nur anzeigen, was geschehen würde; nichts speichern.</translation>
    </message>
    <message>
        <source>Import from a running Shlink server at URL instead of a file.</source>
        <translation>Statt aus einer Datei von einem laufenden Shlink-Server unter URL importieren.</translation>
    </message>
    <message>
        <source>The Shlink server&apos;s API key (with --from-shlink).</source>
        <translation>Der API-Schlüssel des Shlink-Servers (mit --from-shlink).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an import format; choose auto, %2.</source>
        <translation>»%1« ist kein Importformat; wählen Sie auto, %2.</translation>
    </message>
    <message>
        <source>--on-conflict is skip or new-code, not &apos;%1&apos;.</source>
        <translation>--on-conflict ist skip oder new-code, nicht »%1«.</translation>
    </message>
    <message>
        <source>--from-shlink needs the server&apos;s key: add --api-key KEY.</source>
        <translation>--from-shlink braucht den Schlüssel des Servers: Ergänzen Sie --api-key SCHLÜSSEL.</translation>
    </message>
    <message>
        <source>Name the file to import: kurz import links.csv (or - for standard input).</source>
        <translation>Nennen Sie die zu importierende Datei: kurz import links.csv (oder - für die Standardeingabe).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>%1 Nothing was imported.</source>
        <translation>%1 Es wurde nichts importiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n rows read…</source>
        <translation>
            <numerusform>%n Zeile gelesen…</numerusform>
            <numerusform>%n Zeilen gelesen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The batch in progress was rolled back; the %n rows before it are imported.</source>
        <translation>
            <numerusform>%1 Der laufende Block wurde zurückgerollt; die %n Zeile davor ist importiert.</numerusform>
            <numerusform>%1 Der laufende Block wurde zurückgerollt; die %n Zeilen davor sind importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>kurz: interrupted; the rows above were imported, the rest of the file was not.</source>
        <translation>kurz: Abgebrochen; die Zeilen oben wurden importiert, der Rest der Datei nicht.</translation>
    </message>
</context>
<context>
    <name>kurz::ImportExportActions</name>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>Import links from Shlink, YOURLS, Bitly, golink or Kurz</source>
        <translation>Links aus Shlink, YOURLS, Bitly, golink oder Kurz importieren</translation>
    </message>
    <message>
        <source>Import links</source>
        <translation>Links importieren</translation>
    </message>
    <message>
        <source>Link files (*.csv *.json *.jsonl *.txt);;All files (*)</source>
        <translation>Link-Dateien (*.csv *.json *.jsonl *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The import stopped, but the links it added could not all be removed: %1</source>
        <translation>Der Import wurde angehalten, aber nicht alle bereits hinzugefügten Links konnten entfernt werden: %1</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Import abgebrochen</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Import abgeschlossen</translation>
    </message>
    <message>
        <source>%1 links imported, %2 already here.</source>
        <translation>%1 Links importiert, %2 schon vorhanden.</translation>
    </message>
    <message>
        <source>Export links</source>
        <translation>Links exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Export abgeschlossen</translation>
    </message>
    <message>
        <source>%1 links written to %2.</source>
        <translation>%1 Links nach %2 geschrieben.</translation>
    </message>
    <message>
        <source>Export links to a file: all of them, those the search shows, or the selected ones</source>
        <translation>Links in eine Datei exportieren: alle, die von der Suche gezeigten oder die ausgewählten</translation>
    </message>
    <message>
        <source>Exporting links to %1…</source>
        <translation>Links werden nach %1 exportiert …</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>Es wurde keine Datei geschrieben.</translation>
    </message>
</context>
<context>
    <name>kurz::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Skip them: keep the links here</source>
        <translation>Überspringen: die vorhandenen Links behalten</translation>
    </message>
    <message>
        <source>Import them under new codes</source>
        <translation>Unter neuen Codes importieren</translation>
    </message>
    <message>
        <source>Codes taken by &amp;other links:</source>
        <translation>Von &amp;anderen Links belegte Codes:</translation>
    </message>
    <message>
        <source>Every row can be imported.</source>
        <translation>Jede Zeile kann importiert werden.</translation>
    </message>
    <message>
        <source>Rows that will not be imported:</source>
        <translation>Zeilen, die nicht importiert werden:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>%1, %2 rows: %3 new, %4 already here, %5 with a code taken by another link (%6), %7 cannot be imported.</source>
        <translation>%1, %2 Zeilen: %3 neu, %4 schon vorhanden, %5 mit einem von einem anderen Link belegten Code (%6), %7 nicht importierbar.</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>imported under new codes</source>
        <translation>unter neuen Codes importiert</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>&amp;Fetch their page titles</source>
        <translation>Seiten&amp;titel abrufen</translation>
    </message>
    <message>
        <source>%1 of the new links have no title. Fetching their titles sends a request to the site of each, %1 in all, to servers that are not yours.</source>
        <translation>%1 der neuen Links haben keinen Titel. Ihre Titel abzurufen fragt die Seite jedes Links an, %1 Anfragen an Server, die nicht Ihre sind.</translation>
    </message>
</context>
<context>
    <name>kurz::KRunnerProvider</name>
    <message>
        <source>Open the target</source>
        <translation>Ziel öffnen</translation>
    </message>
    <message>
        <source>Show in Kurz</source>
        <translation>In Kurz zeigen</translation>
    </message>
    <message>
        <source>Cannot open the target</source>
        <translation>Das Ziel lässt sich nicht öffnen</translation>
    </message>
</context>
<context>
    <name>kurz::KurzJsonReader</name>
    <message>
        <source>%1 &apos;%2&apos; is not a date and time</source>
        <translation>%1 »%2« ist kein Zeitpunkt</translation>
    </message>
    <message>
        <source>pathMode must be exact or append</source>
        <translation>pathMode muss exact oder append sein</translation>
    </message>
    <message>
        <source>The kurz-json header line is broken (%1).</source>
        <translation>Die Kopfzeile der kurz-json-Datei ist fehlerhaft (%1).</translation>
    </message>
    <message>
        <source>This file is kurz-json version %1; this Kurz reads versions 1 to %2. Update Kurz to import it.</source>
        <translation>Diese Datei ist kurz-json der Version %1; dieses Kurz liest die Versionen 1 bis %2. Aktualisieren Sie Kurz, um sie zu importieren.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkActions</name>
    <message>
        <source>&amp;New link…</source>
        <translation>&amp;Neuer Link …</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Change &amp;selected links…</source>
        <translation>&amp;Ausgewählte Links ändern …</translation>
    </message>
    <message>
        <source>&amp;Copy short URL</source>
        <translation>Kurz-URL &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Open target</source>
        <translation>Ziel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;QR code</source>
        <translation>&amp;QR-Code</translation>
    </message>
    <message>
        <source>Disa&amp;ble</source>
        <translation>&amp;Deaktivieren</translation>
    </message>
    <message>
        <source>Check &amp;targets</source>
        <translation>Ziele &amp;prüfen</translation>
    </message>
    <message>
        <source>Asks the target pages of the selected links, or of all links when none is selected, whether they still answer</source>
        <translation>Fragt die Zielseiten der ausgewählten Links – oder aller Links, wenn keiner ausgewählt ist –, ob sie noch antworten</translation>
    </message>
    <message>
        <source>Check a&amp;ll targets</source>
        <translation>Alle &amp;Ziele prüfen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alle auswählen</translation>
    </message>
    <message>
        <source>&amp;Paste and shorten</source>
        <translation>Einfügen und &amp;kürzen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ena&amp;ble</source>
        <translation>&amp;Aktivieren</translation>
    </message>
    <message>
        <source>Copy &amp;as</source>
        <translation>Kopieren &amp;als</translation>
    </message>
    <message>
        <source>&amp;Target URL</source>
        <translation>&amp;Ziel-URL</translation>
    </message>
    <message>
        <source>&amp;Markdown link</source>
        <translation>&amp;Markdown-Link</translation>
    </message>
    <message>
        <source>&amp;HTML link</source>
        <translation>&amp;HTML-Link</translation>
    </message>
    <message>
        <source>C&amp;lear visits…</source>
        <translation>Besuche l&amp;öschen…</translation>
    </message>
    <message>
        <source>Deletes the selected link&apos;s visits and sets its hit counts to zero</source>
        <translation>Löscht die Besuche des ausgewählten Links und setzt seine Aufrufzähler auf null</translation>
    </message>
</context>
<context>
    <name>kurz::LinkColumns</name>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Spalten</translation>
    </message>
</context>
<context>
    <name>kurz::LinkEditorDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>A link keeps its code; create a new link for another code.</source>
        <translation>Ein Link behält seinen Code; erstellen Sie für einen anderen Code einen neuen Link.</translation>
    </message>
    <message>
        <source>New short link</source>
        <translation>Neuer Kurzlink</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>The code &apos;%1&apos; is already taken. Choose another alias.</source>
        <translation>Der Code »%1« ist schon vergeben. Wählen Sie einen anderen Alias.</translation>
    </message>
    <message>
        <source>This time has already passed. Choose a time in the future, or &apos;Never&apos;.</source>
        <translation>Dieser Zeitpunkt ist schon vorbei. Wählen Sie einen Zeitpunkt in der Zukunft oder »Nie«.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Am</translation>
    </message>
    <message>
        <source>Valid from time</source>
        <translation>Gültig ab Zeitpunkt</translation>
    </message>
    <message>
        <source>Valid &amp;from:</source>
        <translation>Gültig &amp;ab:</translation>
    </message>
    <message>
        <source>Link fields</source>
        <translation>Felder des Links</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Visitors must enter this password before the link leads on. Kurz stores only a hash of it; scripts may send it with HTTP Basic authentication.</source>
        <translation>Besucher müssen dieses Passwort eingeben, bevor der Link weiterführt. Kurz speichert nur einen Hash davon; Skripte können es per HTTP-Basic-Authentifizierung senden.</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>Anzei&amp;gen</translation>
    </message>
    <message>
        <source>unchanged (type a new one to replace it)</source>
        <translation>unverändert (ein neues eingeben, um es zu ersetzen)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Let anyone with the link through again</source>
        <translation>Wieder jeden mit dem Link durchlassen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Passw&amp;ort:</translation>
    </message>
    <message>
        <source>every client (or e.g. 192.168.1.0/24)</source>
        <translation>alle Clients (oder z. B. 192.168.1.0/24)</translation>
    </message>
    <message>
        <source>Answer only clients in these networks, separated by commas. Others get the same answer as for a code that does not exist.</source>
        <translation>Nur Clients aus diesen Netzen antworten, durch Kommas getrennt. Andere erhalten dieselbe Antwort wie für einen Code, den es nicht gibt.</translation>
    </message>
    <message>
        <source>Netw&amp;orks:</source>
        <translation>Ne&amp;tze:</translation>
    </message>
    <message>
        <source>the server&apos;s default (or e.g. https://example.org/expired)</source>
        <translation>Voreinstellung des Servers (z. B. https://…/ende)</translation>
    </message>
    <message>
        <source>While the link is expired, used up or disabled, send visitors to this address instead of answering &quot;410 Gone&quot;.</source>
        <translation>Solange der Link abgelaufen, aufgebraucht oder deaktiviert ist, Besucher zu dieser Adresse schicken statt mit „410 Gone“ zu antworten.</translation>
    </message>
    <message>
        <source>When e&amp;xpired:</source>
        <translation>Wenn abgelau&amp;fen:</translation>
    </message>
    <message>
        <source>the default domain</source>
        <translation>die Standard-Domain</translation>
    </message>
    <message>
        <source>Short domain</source>
        <translation>Kurz-Domain</translation>
    </message>
    <message>
        <source>The short domain the link answers on; the same code may exist once per domain.</source>
        <translation>Die Kurz-Domain, auf der der Link antwortet; derselbe Code darf einmal je Domain vorkommen.</translation>
    </message>
    <message>
        <source>Do&amp;main:</source>
        <translation>Do&amp;main:</translation>
    </message>
    <message>
        <source>A link keeps its domain; create a new link for another domain.</source>
        <translation>Ein Link behält seine Domain; legen Sie für eine andere Domain einen neuen Link an.</translation>
    </message>
    <message>
        <source>Link and rules</source>
        <translation>Link und Regeln</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>&amp;Link</translation>
    </message>
    <message>
        <source>Redirect rules</source>
        <translation>Weiterleitungsregeln</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>&amp;Regeln</translation>
    </message>
</context>
<context>
    <name>kurz::LinkFilterBar</name>
    <message>
        <source>Search links</source>
        <translation>Links durchsuchen</translation>
    </message>
    <message>
        <source>Search, or tag:name status:expired (Ctrl+F)</source>
        <translation>Suchen, oder tag:name status:expired (Strg+F)</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>Nach Status filtern</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>Target broken</source>
        <translation>Ziel defekt</translation>
    </message>
    <message>
        <source>Filter by tag</source>
        <translation>Nach Schlagwort filtern</translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation>S&amp;tatus:</translation>
    </message>
    <message>
        <source>T&amp;ag:</source>
        <translation>Schlag&amp;wort:</translation>
    </message>
    <message>
        <source>Any tag</source>
        <translation>Jedes Schlagwort</translation>
    </message>
</context>
<context>
    <name>kurz::LinkFilterOptions</name>
    <message>
        <source>Only links with this tag; repeat for more (any of them).</source>
        <translation>Nur Links mit diesem Schlagwort; für mehrere wiederholen (eines davon genügt).</translation>
    </message>
    <message>
        <source>Only links whose last check (kurz check) found the target broken.</source>
        <translation>Nur Links, deren Ziel bei der letzten Prüfung (kurz check) nicht erreichbar war.</translation>
    </message>
    <message>
        <source>Only links whose code, target, title, notes or tags contain these words; tag:NAME and status:live, scheduled, expired, limit-reached, disabled or broken as in the window&apos;s search.</source>
        <translation>Nur Links, deren Code, Ziel, Titel, Notizen oder Schlagwörter diese Wörter enthalten; tag:NAME und status:live, scheduled, expired, limit-reached, disabled oder broken wie in der Suche des Fensters.</translation>
    </message>
    <message>
        <source>Only links of this short domain; &quot;&quot; for the default domain&apos;s.</source>
        <translation>Nur Links dieser Kurz-Domain; &quot;&quot; für die der Standard-Domain.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkListWidget</name>
    <message>
        <source>A check&apos;s result was not saved: %1</source>
        <translation>Ein Prüfergebnis wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Link details</source>
        <translation>Link-Details</translation>
    </message>
    <message>
        <source>C&amp;lear search and filters</source>
        <translation>Suche und Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>No link matches these filters.</source>
        <translation>Kein Link passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>No link matches “%1”.</source>
        <translation>Kein Link passt zu „%1“.</translation>
    </message>
    <message>
        <source>No links yet.

Make the first one with New (Ctrl+N), paste a copied URL here (Ctrl+V), drop a link from your browser onto this window, or click Kurz&apos;s tray icon to shorten the clipboard.</source>
        <translation>Noch keine Links.

Erstellen Sie den ersten mit Neu (Strg+N), fügen Sie hier eine kopierte URL ein (Strg+V), ziehen Sie einen Link aus dem Browser auf dieses Fenster, oder klicken Sie auf das Kurz-Symbol in der Systemleiste, um die Zwischenablage zu kürzen.</translation>
    </message>
    <message>
        <source>Cannot undo or redo</source>
        <translation>Rückgängig oder Wiederholen nicht möglich</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link ändern</numerusform>
            <numerusform>%Ln Links ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>No link was changed</source>
        <translation>Kein Link wurde geändert</translation>
    </message>
    <message numerus="yes">
        <source>Changed %Ln link(s) — Ctrl+Z takes it back</source>
        <translation>
            <numerusform>%Ln Link geändert — Strg+Z nimmt es zurück</numerusform>
            <numerusform>%Ln Links geändert — Strg+Z nimmt es zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Disabled %Ln link(s) — Ctrl+Z takes it back</source>
        <translation>
            <numerusform>%Ln Link deaktiviert — Strg+Z nimmt es zurück</numerusform>
            <numerusform>%Ln Links deaktiviert — Strg+Z nimmt es zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enabled %Ln link(s) — Ctrl+Z takes it back</source>
        <translation>
            <numerusform>%Ln Link aktiviert — Strg+Z nimmt es zurück</numerusform>
            <numerusform>%Ln Links aktiviert — Strg+Z nimmt es zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln short URL(s)</source>
        <translation>
            <numerusform>%Ln Kurz-URL kopiert</numerusform>
            <numerusform>%Ln Kurz-URLs kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>No target was checked</source>
        <translation>Kein Ziel wurde geprüft</translation>
    </message>
    <message>
        <source>There are no links to check.</source>
        <translation>Es gibt keine Links zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>Disable %Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link deaktivieren</numerusform>
            <numerusform>%Ln Links deaktivieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enable %Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link aktivieren</numerusform>
            <numerusform>%Ln Links aktivieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete %1? Its short URL stops working. Undo (Ctrl+Z) brings it back with its visits.</source>
        <translation>%1 löschen? Seine Kurz-URL funktioniert dann nicht mehr. Rückgängig (Strg+Z) holt ihn mit seinen Besuchen zurück.</translation>
    </message>
    <message>
        <source>Delete links</source>
        <translation>Links löschen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>No link was deleted</source>
        <translation>Kein Link wurde gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n link(s)</source>
        <translation>
            <numerusform>%n Link löschen</numerusform>
            <numerusform>%n Links löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Shortened and copied: %1</source>
        <translation>Gekürzt und kopiert: %1</translation>
    </message>
    <message>
        <source>Nothing shortened: %1</source>
        <translation>Nichts gekürzt: %1</translation>
    </message>
    <message>
        <source>Not shortened</source>
        <translation>Nicht gekürzt</translation>
    </message>
    <message>
        <source>Cannot open the target</source>
        <translation>Das Ziel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>No program here opens %1. Set a default web browser in your desktop&apos;s settings (or with xdg-settings set default-web-browser), then try again; Copy (Ctrl+C) copies the short URL meanwhile.</source>
        <translation>Kein Programm hier öffnet %1. Legen Sie in den Einstellungen Ihres Desktops einen Standard-Webbrowser fest (oder mit xdg-settings set default-web-browser) und versuchen Sie es erneut; Kopieren (Strg+C) kopiert so lange die Kurz-URL.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link kopiert</numerusform>
            <numerusform>%Ln Links kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln link(s)? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.</source>
        <translation>
            <numerusform>%Ln Link löschen? Seine Kurz-URL funktioniert dann nicht mehr. Rückgängig (Strg+Z) holt ihn mit seinen Besuchen zurück.</numerusform>
            <numerusform>%Ln Links löschen? Ihre Kurz-URLs funktionieren dann nicht mehr. Rückgängig (Strg+Z) holt sie mit ihren Besuchen zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln link(s)…</source>
        <translation>
            <numerusform>%Ln Link wird gelöscht …</numerusform>
            <numerusform>%Ln Links werden gelöscht …</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete cancelled: no link was deleted</source>
        <translation>Löschen abgebrochen: Es wurde kein Link gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>Restoring %Ln link(s)…</source>
        <translation>
            <numerusform>%Ln Link wird wiederhergestellt …</numerusform>
            <numerusform>%Ln Links werden wiederhergestellt …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln link(s) — Ctrl+Z brings them back</source>
        <translation>
            <numerusform>%Ln Link gelöscht — Strg+Z holt ihn zurück</numerusform>
            <numerusform>%Ln Links gelöscht — Strg+Z holt sie zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n link(s)</source>
        <translation>
            <numerusform>%n Link importieren</numerusform>
            <numerusform>%n Links importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear visits</source>
        <translation>Besuche löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %Ln visit(s) of %1 and set its hit counts to zero? Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>Den %Ln Besuch von %1 löschen und seine Aufrufzähler auf null setzen? Rückgängig (Strg+Z) holt ihn zurück.</numerusform>
            <numerusform>Die %Ln Besuche von %1 löschen und seine Aufrufzähler auf null setzen? Rückgängig (Strg+Z) holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lear visits</source>
        <translation>Besuche l&amp;öschen</translation>
    </message>
    <message>
        <source>Clearing visits…</source>
        <translation>Besuche werden gelöscht…</translation>
    </message>
    <message>
        <source>No visit was deleted</source>
        <translation>Kein Besuch wurde gelöscht</translation>
    </message>
    <message>
        <source>Restoring visits…</source>
        <translation>Besuche werden wiederhergestellt…</translation>
    </message>
    <message>
        <source>Clear visits of %1</source>
        <translation>Besuche von %1 löschen</translation>
    </message>
    <message>
        <source>Cleared the visits of %1 — Ctrl+Z brings them back</source>
        <translation>Besuche von %1 gelöscht — Strg+Z holt sie zurück</translation>
    </message>
</context>
<context>
    <name>kurz::LinkNetworks</name>
    <message>
        <source>&apos;%1&apos; is no network. Write a range such as 192.168.1.0/24 or fd00::/8, or an address.</source>
        <translation>„%1“ ist kein Netz. Schreiben Sie einen Bereich wie 192.168.1.0/24 oder fd00::/8 oder eine Adresse.</translation>
    </message>
    <message>
        <source>A link may name at most %1 networks, not %2.</source>
        <translation>Ein Link darf höchstens %1 Netze nennen, nicht %2.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkNotifier</name>
    <message>
        <source>Show in Kurz</source>
        <translation>In Kurz zeigen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Show QR code</source>
        <translation>QR-Code zeigen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Cannot open the target</source>
        <translation>Das Ziel lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>The link was not deleted</source>
        <translation>Der Link wurde nicht gelöscht</translation>
    </message>
    <message>
        <source>Link deleted</source>
        <translation>Link gelöscht</translation>
    </message>
    <message>
        <source>%1 no longer answers.</source>
        <translation>%1 antwortet nicht mehr.</translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation>Kein QR-Code</translation>
    </message>
</context>
<context>
    <name>kurz::LinkOptions</name>
    <message>
        <source>Expire at this ISO-8601 date or date-time, or &apos;never&apos;.</source>
        <translation>Zu diesem ISO-8601-Datum oder -Zeitpunkt ablaufen, oder »never« (nie).</translation>
    </message>
    <message>
        <source>Expire this long from now: 90s, 15m, 24h, 7d, 2w.</source>
        <translation>So lange ab jetzt gültig: 90s, 15m, 24h, 7d, 2w.</translation>
    </message>
    <message>
        <source>Start redirecting at this ISO-8601 date-time, or &apos;now&apos;.</source>
        <translation>Ab diesem ISO-8601-Zeitpunkt weiterleiten, oder »now« (jetzt).</translation>
    </message>
    <message>
        <source>Stop redirecting after N visits, or &apos;none&apos;.</source>
        <translation>Nach N Besuchen nicht mehr weiterleiten, oder »none« (kein Limit).</translation>
    </message>
    <message>
        <source>Redirect status: 301, 302, 307, 308, or 0 for the listener&apos;s default.</source>
        <translation>Weiterleitungsstatus: 301, 302, 307, 308 oder 0 für den Standard des Servers.</translation>
    </message>
    <message>
        <source>Use either --ttl or --expires, not both.</source>
        <translation>Verwenden Sie entweder --ttl oder --expires, nicht beides.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a duration. Write it like 90s, 15m, 24h, 7d or 2w.</source>
        <translation>»%1« ist keine Dauer. Schreiben Sie sie wie 90s, 15m, 24h, 7d oder 2w.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date. Write it as ISO-8601 (2027-01-31 or 2027-01-31T18:00:00+01:00) or &apos;never&apos;.</source>
        <translation>»%1« ist kein Datum. Schreiben Sie es nach ISO 8601 (2027-01-31 oder 2027-01-31T18:00:00+01:00) oder »never«.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date. Write it as ISO-8601 (2027-01-31T09:00:00) or &apos;now&apos;.</source>
        <translation>»%1« ist kein Datum. Schreiben Sie es nach ISO 8601 (2027-01-31T09:00:00) oder »now«.</translation>
    </message>
    <message>
        <source>--max-visits needs a whole number of at least 1, or &apos;none&apos;; not &apos;%1&apos;.</source>
        <translation>--max-visits braucht eine ganze Zahl ab 1 oder »none«, nicht »%1«.</translation>
    </message>
    <message>
        <source>--status must be 301, 302, 307 or 308 (or 0 for the listener&apos;s default).</source>
        <translation>--status muss 301, 302, 307 oder 308 sein (oder 0 für den Standard des Servers).</translation>
    </message>
    <message>
        <source>Protect the link with the password on the first line of this file (stored only as a hash).</source>
        <translation>Den Link mit dem Passwort in der ersten Zeile dieser Datei schützen (nur als Hash gespeichert).</translation>
    </message>
    <message>
        <source>Protect the link with the password on the first line of standard input.</source>
        <translation>Den Link mit dem Passwort in der ersten Zeile der Standardeingabe schützen.</translation>
    </message>
    <message>
        <source>Remove the link&apos;s password.</source>
        <translation>Das Passwort des Links entfernen.</translation>
    </message>
    <message>
        <source>Cannot read the password: %1.</source>
        <translation>Das Passwort lässt sich nicht lesen: %1.</translation>
    </message>
    <message>
        <source>Cannot open the password file %1: %2.</source>
        <translation>Die Passwortdatei %1 lässt sich nicht öffnen: %2.</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1.</source>
        <translation>Die Standardeingabe lässt sich nicht lesen: %1.</translation>
    </message>
    <message>
        <source>Use one of --password-file, --password-stdin and --no-password, not several.</source>
        <translation>Verwenden Sie nur eine der Optionen --password-file, --password-stdin und --no-password.</translation>
    </message>
    <message>
        <source>Answer only clients in this network (CIDR, e.g. 192.168.1.0/24); repeat for more. Others get 404 as for an unknown code.</source>
        <translation>Nur Clients aus diesem Netz antworten (CIDR, z. B. 192.168.1.0/24); für mehr wiederholen. Andere erhalten 404 wie für einen unbekannten Code.</translation>
    </message>
    <message>
        <source>Answer clients from every network again.</source>
        <translation>Wieder Clients aus allen Netzen antworten.</translation>
    </message>
    <message>
        <source>Use either --network or --any-network, not both.</source>
        <translation>Verwenden Sie entweder --network oder --any-network, nicht beide.</translation>
    </message>
    <message>
        <source>While the link is expired, used up or disabled, send visitors to this URL instead of answering 410; &quot;&quot; for the server&apos;s default (server/expiredUrl).</source>
        <translation>Solange der Link abgelaufen, aufgebraucht oder deaktiviert ist, Besucher zu dieser URL schicken statt mit 410 zu antworten; &quot;&quot; für die Voreinstellung des Servers (server/expiredUrl).</translation>
    </message>
    <message>
        <source>--expired-url must be an http or https URL with a host, e.g. https://example.org/expired, or &quot;&quot; for the server&apos;s default.</source>
        <translation>--expired-url muss eine http- oder https-URL mit Host sein, z. B. https://example.org/abgelaufen, oder &quot;&quot; für die Voreinstellung des Servers.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkPassword</name>
    <message>
        <source>The password is empty. Type a password, or remove the link&apos;s password instead.</source>
        <translation>Das Passwort ist leer. Geben Sie ein Passwort ein, oder entfernen Sie stattdessen das Passwort des Links.</translation>
    </message>
    <message>
        <source>The password is longer than %1 bytes. Choose a shorter one.</source>
        <translation>Das Passwort ist länger als %1 Bytes. Wählen Sie ein kürzeres.</translation>
    </message>
    <message>
        <source>Cannot hash the password: %1.</source>
        <translation>Das Passwort lässt sich nicht hashen: %1.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkPrinter</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Short URL:</source>
        <translation>Kurz-URL:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Schlagwörter:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Hits:</source>
        <translation>Aufrufe:</translation>
    </message>
    <message>
        <source>%1 (+%2 bots), last %3</source>
        <translation>%1 (+%2 Bots), zuletzt %3</translation>
    </message>
    <message>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <source>Expires:</source>
        <translation>Läuft ab:</translation>
    </message>
    <message>
        <source>Valid from:</source>
        <translation>Gültig ab:</translation>
    </message>
    <message>
        <source>Max visits:</source>
        <translation>Max. Besuche:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>HITS</source>
        <translation>AUFRUFE</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>ZIEL</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>protected (visitors must enter it)</source>
        <translation>geschützt (Besucher müssen es eingeben)</translation>
    </message>
    <message>
        <source>Networks:</source>
        <translation>Netze:</translation>
    </message>
    <message>
        <source>When gone:</source>
        <translation>Wenn vorbei:</translation>
    </message>
</context>
<context>
    <name>kurz::LinkReader</name>
    <message>
        <source>Kurz imports Shlink, YOURLS and Bitly CSV files, golink JSON Lines and kurz-json (see &apos;kurz import --help&apos;)</source>
        <translation>Kurz importiert CSV-Dateien von Shlink, YOURLS und Bitly, golink-JSON-Lines und kurz-json (siehe »kurz import --help«)</translation>
    </message>
    <message>
        <source>The header line is not valid CSV (%1). %2.</source>
        <translation>Die Kopfzeile ist kein gültiges CSV (%1). %2.</translation>
    </message>
    <message>
        <source>The header (%1) lacks the columns a %2 file has: %3.</source>
        <translation>Der Kopfzeile (%1) fehlen die Spalten einer %2-Datei: %3.</translation>
    </message>
    <message>
        <source>The first line (%1) is not a header Kurz knows. %2.</source>
        <translation>Die erste Zeile (%1) ist keine Kopfzeile, die Kurz kennt. %2.</translation>
    </message>
    <message>
        <source>The file is empty: there is nothing to import. %1.</source>
        <translation>Die Datei ist leer: Es gibt nichts zu importieren. %1.</translation>
    </message>
    <message>
        <source>The file is not text (it looks like a binary file). %1.</source>
        <translation>Die Datei ist kein Text (sie sieht nach einer Binärdatei aus). %1.</translation>
    </message>
    <message>
        <source>The first line is not a kurz-json header; files that &apos;kurz export&apos; writes start with {&quot;format&quot;:&quot;kurz-json&quot;.</source>
        <translation>Die erste Zeile ist keine kurz-json-Kopfzeile; Dateien, die »kurz export« schreibt, beginnen mit {&quot;format&quot;:&quot;kurz-json&quot;.</translation>
    </message>
    <message>
        <source>The first line is not a golink link (an object with &quot;Short&quot; and &quot;Long&quot;). %1.</source>
        <translation>Die erste Zeile ist kein golink-Link (ein Objekt mit »Short« und »Long«). %1.</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at character %2)</source>
        <translation>kein gültiges JSON (%1 bei Zeichen %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the row is longer than %L1 MB, more than any link needs; it was not read</source>
        <translation>die Zeile ist länger als %L1 MB, mehr als ein Link je braucht; sie wurde nicht gelesen</translation>
    </message>
</context>
<context>
    <name>kurz::LinkService</name>
    <message>
        <source>A visit row counts %L1 visits; each counts 1 to %L2. Correct the count in the file.</source>
        <translation>Eine Aufrufzeile zählt %L1 Aufrufe; jede zählt 1 bis %L2. Korrigieren Sie die Zahl in der Datei.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkStore</name>
    <message>
        <source>Cannot read the links</source>
        <translation>Die Links können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot save the link&apos;s tags</source>
        <translation>Die Schlagwörter des Links können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot start saving the link</source>
        <translation>Das Speichern des Links kann nicht beginnen</translation>
    </message>
    <message>
        <source>Cannot save the link</source>
        <translation>Der Link kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The code &apos;%1&apos; is already taken. Choose another alias.</source>
        <translation>Der Code »%1« ist schon vergeben. Wählen Sie einen anderen Alias.</translation>
    </message>
    <message>
        <source>Cannot start saving the links</source>
        <translation>Das Speichern der Links kann nicht beginnen</translation>
    </message>
    <message>
        <source>Cannot save the links</source>
        <translation>Die Links können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The link &apos;%1&apos; no longer exists.</source>
        <translation>Den Link »%1« gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Cannot delete the link &apos;%1&apos;</source>
        <translation>Der Link »%1« kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>The code &apos;%1&apos; was taken by another link meanwhile; nothing was restored.</source>
        <translation>Den Code »%1« hat inzwischen ein anderer Link bekommen; es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;.</source>
        <translation>Kein Link hat den Code »%1«.</translation>
    </message>
    <message>
        <source>The link with id %1 no longer exists.</source>
        <translation>Den Link mit der ID %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>No link leads to this target.</source>
        <translation>Kein Link führt zu diesem Ziel.</translation>
    </message>
    <message>
        <source>A search may be at most %1 characters long; this one has %2. Search for fewer words.</source>
        <translation>Eine Suche darf höchstens %1 Zeichen lang sein; diese hat %2. Suchen Sie nach weniger Wörtern.</translation>
    </message>
    <message>
        <source>A search may have at most %1 words; this one has %2. Search for fewer words.</source>
        <translation>Eine Suche darf höchstens %1 Wörter haben; diese hat %2. Suchen Sie nach weniger Wörtern.</translation>
    </message>
    <message>
        <source>Cannot read the tags</source>
        <translation>Die Schlagwörter können nicht gelesen werden</translation>
    </message>
    <message>
        <source>The link is not among these links.</source>
        <translation>Der Link ist nicht unter diesen Links.</translation>
    </message>
    <message>
        <source>Cannot save the links&apos; tags</source>
        <translation>Die Schlagwörter der Links können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The selected links changed meanwhile (another program changed or deleted some); nothing was deleted. Select them again.</source>
        <translation>Die ausgewählten Links haben sich inzwischen geändert (ein anderes Programm hat einige geändert oder gelöscht); es wurde nichts gelöscht. Wählen Sie sie erneut aus.</translation>
    </message>
    <message>
        <source>Cannot move the links</source>
        <translation>Die Links können nicht verschoben werden</translation>
    </message>
    <message>
        <source>Cannot delete the links</source>
        <translation>Die Links können nicht gelöscht werden</translation>
    </message>
    <message>
        <source>Cannot restore the links</source>
        <translation>Die Links können nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot come back: a link made since the delete took its place (its id). Delete the links made since, then undo again; nothing was restored.</source>
        <translation>»%1« kann nicht zurückkommen: Ein seit dem Löschen angelegter Link hat seinen Platz (seine ID) bekommen. Löschen Sie die seitdem angelegten Links und machen Sie dann erneut rückgängig; es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <source>These deleted links are no longer kept; nothing was restored.</source>
        <translation>Diese gelöschten Links werden nicht mehr aufbewahrt; es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <source>A code was taken by another link meanwhile; nothing was restored.</source>
        <translation>Einen Code hat inzwischen ein anderer Link bekommen; es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <source>Cannot forget the deleted links</source>
        <translation>Die gelöschten Links können nicht verworfen werden</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos; on the domain %2.</source>
        <translation>Kein Link hat den Code »%1« auf der Domain %2.</translation>
    </message>
</context>
<context>
    <name>kurz::LinkTableModel</name>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 Min.</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 Std.</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <source>Visits by people / by bots</source>
        <translation>Besuche von Menschen / von Bots</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Short URL</source>
        <translation>Kurz-URL</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Last hit</source>
        <translation>Letzter Aufruf</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message numerus="yes">
        <source>Stops after %Ln visit(s)</source>
        <translation>
            <numerusform>Endet nach %Ln Besuch</numerusform>
            <numerusform>Endet nach %Ln Besuchen</numerusform>
        </translation>
    </message>
    <message>
        <source>Visits: %1 by people, %2 by bots</source>
        <translation>Besuche: %1 von Menschen, %2 von Bots</translation>
    </message>
    <message>
        <source>%1, target broken</source>
        <translation>%1, Ziel defekt</translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation>%1, geschützt</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
</context>
<context>
    <name>kurz::LinkWriter</name>
    <message>
        <source>The export was cancelled.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>kurz::ListCommand</name>
    <message>
        <source>Sort by code, target, title, created, hits, bot-hits, last-hit or expires; prefix - for descending (default -created).</source>
        <translation>Sortieren nach code, target, title, created, hits, bot-hits, last-hit oder expires; mit vorangestelltem - absteigend (Standard -created).</translation>
    </message>
    <message>
        <source>At most N links (default 100; 0 for all).</source>
        <translation>Höchstens N Links (Standard 100; 0 für alle).</translation>
    </message>
    <message>
        <source>Cannot sort by &apos;%1&apos;. Use code, target, title, created, hits, bot-hits, last-hit or expires.</source>
        <translation>Nach »%1« kann nicht sortiert werden. Verwenden Sie code, target, title, created, hits, bot-hits, last-hit oder expires.</translation>
    </message>
    <message>
        <source>--limit needs a whole number (0 for all).</source>
        <translation>--limit braucht eine ganze Zahl (0 für alle).</translation>
    </message>
    <message>
        <source>List links: kurz list [--search S] [--tag T] [--sort FIELD] [--limit N] [--broken]</source>
        <translation>Links auflisten: kurz list [--search S] [--tag T] [--sort FELD] [--limit N] [--broken]</translation>
    </message>
</context>
<context>
    <name>kurz::ListenerStatusBar</name>
    <message>
        <source>Listener status</source>
        <translation>Server-Status</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
    <message>
        <source>Target checks</source>
        <translation>Zielprüfungen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln Link</numerusform>
            <numerusform>%Ln Links</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1%2 found</source>
        <translation>, %1%2 gefunden</translation>
    </message>
    <message>
        <source>The shared database does not answer: Kurz connects again on its own and shows the links once it is back · %1</source>
        <translation>Die gemeinsame Datenbank antwortet nicht: Kurz verbindet sich von selbst neu und zeigt die Links, sobald sie wieder da ist · %1</translation>
    </message>
    <message>
        <source>Serving %1 · the database does not answer: links are answered from memory and hits kept until it is back · %2</source>
        <translation>Bedient %1 · die Datenbank antwortet nicht: Links werden aus dem Speicher beantwortet und Aufrufe bis zu ihrer Rückkehr aufbewahrt · %2</translation>
    </message>
    <message>
        <source>Serving %1 · %2 req/s · %3</source>
        <translation>Erreichbar unter %1 · %2 Anfragen/s · %3</translation>
    </message>
    <message>
        <source>Listener paused: short links are not answered · %1</source>
        <translation>Server pausiert: Kurzlinks werden nicht beantwortet · %1</translation>
    </message>
    <message>
        <source>Listener stopped · %1</source>
        <translation>Server gestoppt · %1</translation>
    </message>
    <message>
        <source>Checking targets: %1 of %2, %3 broken so far…</source>
        <translation>Ziele werden geprüft: %1 von %2, bisher %3 defekt …</translation>
    </message>
    <message numerus="yes">
        <source>Checked %Ln target(s): %1 broken</source>
        <translation>
            <numerusform>%Ln Ziel geprüft: %1 defekt</numerusform>
            <numerusform>%Ln Ziele geprüft: %1 defekt</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the target checks</source>
        <translation>Prüfung der Ziele abbrechen</translation>
    </message>
    <message>
        <source>Stops checking targets; the results so far are kept.</source>
        <translation>Beendet die Prüfung der Ziele; die bisherigen Ergebnisse bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Check cancelled after %1 of %Ln target(s), %2 broken; the results so far are kept</source>
        <translation>
            <numerusform>Prüfung abgebrochen nach %1 von %Ln Ziel, %2 defekt; die bisherigen Ergebnisse bleiben erhalten</numerusform>
            <numerusform>Prüfung abgebrochen nach %1 von %Ln Zielen, %2 defekt; die bisherigen Ergebnisse bleiben erhalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %Ln on a private address not checked (Settings → General)</source>
        <translation>
            <numerusform>; %Ln auf einer privaten Adresse nicht geprüft (Einstellungen → Allgemein)</numerusform>
            <numerusform>; %Ln auf privaten Adressen nicht geprüft (Einstellungen → Allgemein)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kurz::MainWindow</name>
    <message>
        <source>&amp;Edit</source>
        <translation>Bearbei&amp;ten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Kurz is still running</source>
        <translation>Kurz läuft weiter</translation>
    </message>
    <message>
        <source>Click the tray icon to shorten the clipboard; choose Quit in its menu to end Kurz.</source>
        <translation>Ein Klick auf das Symbol in der Systemleiste kürzt die Zwischenablage; »Beenden« in seinem Menü beendet Kurz.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Pause listener</source>
        <translation>Server &amp;pausieren</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Detail pane</source>
        <translation>&amp;Detailbereich</translation>
    </message>
    <message>
        <source>&amp;Filters</source>
        <translation>&amp;Filter</translation>
    </message>
    <message>
        <source>&amp;Listener</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>&amp;Server settings…</source>
        <translation>&amp;Server-Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Kurz</source>
        <translation>&amp;Über Kurz</translation>
    </message>
    <message>
        <source>About Kurz</source>
        <translation>Über Kurz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kurz %1&lt;/b&gt;&lt;p&gt;Short links on your desktop, with their own redirect listener.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kurz %1&lt;/b&gt;&lt;p&gt;Kurzlinks auf Ihrem Desktop, mit eigenem Weiterleitungs-Server.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Enter&lt;/td&gt;&lt;td&gt;Edit the selected link&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;Search; Esc clears it, Down moves into the list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+End&lt;/td&gt;&lt;td&gt;The last link&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;Eingabe&lt;/td&gt;&lt;td&gt;Den ausgewählten Link bearbeiten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+F&lt;/td&gt;&lt;td&gt;Suchen; Esc leert die Suche, Pfeil nach unten wechselt in die Liste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Ende&lt;/td&gt;&lt;td&gt;Der letzte Link&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Database engine</source>
        <translation>Datenbanksystem</translation>
    </message>
    <message>
        <source>Listener</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Short URLs</source>
        <translation>Kurz-URLs</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
</context>
<context>
    <name>kurz::PrivateFiles</name>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
</context>
<context>
    <name>kurz::QrCodeDialog</name>
    <message>
        <source>QR code for %1</source>
        <translation>QR-Code für %1</translation>
    </message>
    <message>
        <source>This code points at %1, which is this computer only: a phone that scans it cannot reach Kurz. Set a base URL (Settings → General) or listen on the local network (Settings → Server).</source>
        <translation>Dieser Code zeigt auf %1, also nur auf diesen Computer: Ein Telefon, das ihn scannt, erreicht Kurz nicht. Legen Sie eine Basis-URL fest (Einstellungen → Allgemein) oder lauschen Sie im lokalen Netz (Einstellungen → Server).</translation>
    </message>
</context>
<context>
    <name>kurz::QrCodeView</name>
    <message>
        <source>Copy image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern …</translation>
    </message>
    <message>
        <source>Save the QR code as PNG or SVG</source>
        <translation>Den QR-Code als PNG oder SVG speichern</translation>
    </message>
    <message>
        <source>There is no QR code to save.</source>
        <translation>Es gibt keinen QR-Code zum Speichern.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Save QR code</source>
        <translation>QR-Code speichern</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>QR code not saved</source>
        <translation>QR-Code nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>kurz::RedirectRulesEditor</name>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>Browser</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Query parameter is</source>
        <translation>Query-Parameter ist</translation>
    </message>
    <message>
        <source>Query parameter present</source>
        <translation>Query-Parameter vorhanden</translation>
    </message>
    <message>
        <source>Query parameter without value</source>
        <translation>Query-Parameter ohne Wert</translation>
    </message>
    <message>
        <source>Client address</source>
        <translation>Client-Adresse</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Android phone, Chrome</source>
        <translation>Android-Telefon, Chrome</translation>
    </message>
    <message>
        <source>iPhone, Safari</source>
        <translation>iPhone, Safari</translation>
    </message>
    <message>
        <source>Windows, Edge</source>
        <translation>Windows, Edge</translation>
    </message>
    <message>
        <source>Mac, Safari</source>
        <translation>Mac, Safari</translation>
    </message>
    <message>
        <source>Linux, Firefox</source>
        <translation>Linux, Firefox</translation>
    </message>
    <message>
        <source>Chromebook, Chrome</source>
        <translation>Chromebook, Chrome</translation>
    </message>
    <message>
        <source>Visitors who meet every condition of a rule go to its address instead of the link&apos;s target. The first rule that matches wins.</source>
        <translation>Besucher, die alle Bedingungen einer Regel erfüllen, gehen statt zum Ziel des Links zu deren Adresse. Die erste passende Regel gewinnt.</translation>
    </message>
    <message>
        <source>Redirect rules, first wins</source>
        <translation>Weiterleitungsregeln, die erste gewinnt</translation>
    </message>
    <message>
        <source>&amp;Add rule</source>
        <translation>Regel &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve rule</source>
        <translation>Regel en&amp;tfernen</translation>
    </message>
    <message>
        <source>Move u&amp;p</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Selected rule</source>
        <translation>Ausgewählte Regel</translation>
    </message>
    <message>
        <source>e.g. https://play.google.com/store/apps/details?id=org.example</source>
        <translation>z. B. https://play.google.com/store/apps/details?id=org.example</translation>
    </message>
    <message>
        <source>Send &amp;to:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Conditions, all must match</source>
        <translation>Bedingungen, alle müssen zutreffen</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>When all of:</source>
        <translation>Wenn alle:</translation>
    </message>
    <message>
        <source>Add c&amp;ondition</source>
        <translation>&amp;Bedingung hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move condition</source>
        <translation>Bedingung entfer&amp;nen</translation>
    </message>
    <message>
        <source>Try a visitor</source>
        <translation>Besucher ausprobieren</translation>
    </message>
    <message>
        <source>Browser to try</source>
        <translation>Browser zum Ausprobieren</translation>
    </message>
    <message>
        <source>Choose a browser…</source>
        <translation>Browser wählen …</translation>
    </message>
    <message>
        <source>a User-Agent header, or choose a browser</source>
        <translation>ein User-Agent-Header, oder einen Browser wählen</translation>
    </message>
    <message>
        <source>&amp;Browser:</source>
        <translation>Bro&amp;wser:</translation>
    </message>
    <message>
        <source>Lan&amp;guages:</source>
        <translation>Spr&amp;achen:</translation>
    </message>
    <message>
        <source>e.g. de-DE,de;q=0.9,en;q=0.8</source>
        <translation>z. B. de-DE,de;q=0.9,en;q=0.8</translation>
    </message>
    <message>
        <source>&amp;Query:</source>
        <translation>&amp;Query:</translation>
    </message>
    <message>
        <source>e.g. utm_campaign=spring</source>
        <translation>z. B. utm_campaign=fruehling</translation>
    </message>
    <message>
        <source>Add&amp;ress:</source>
        <translation>A&amp;dresse:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>z. B. 192.168.1.20</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>Ze&amp;it:</translation>
    </message>
    <message>
        <source>Goes to:</source>
        <translation>Geht zu:</translation>
    </message>
    <message>
        <source>Rule %1 has no address. Enter where it sends visitors, or remove the rule.</source>
        <translation>Regel %1 hat keine Adresse. Geben Sie an, wohin sie Besucher schickt, oder entfernen Sie die Regel.</translation>
    </message>
    <message>
        <source>Rule %1 has no condition, so it would take every visitor. Add a condition, or remove the rule.</source>
        <translation>Regel %1 hat keine Bedingung und würde so jeden Besucher nehmen. Fügen Sie eine Bedingung hinzu oder entfernen Sie die Regel.</translation>
    </message>
    <message>
        <source>Rule %1, condition %2: %3</source>
        <translation>Regel %1, Bedingung %2: %3</translation>
    </message>
    <message>
        <source>A link has at most %1 redirect rules.</source>
        <translation>Ein Link hat höchstens %1 Weiterleitungsregeln.</translation>
    </message>
    <message>
        <source>A rule has at most %1 conditions.</source>
        <translation>Eine Regel hat höchstens %1 Bedingungen.</translation>
    </message>
    <message>
        <source>Condition %1</source>
        <translation>Bedingung %1</translation>
    </message>
    <message>
        <source>Parameter of condition %1</source>
        <translation>Parameter von Bedingung %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value of condition %1</source>
        <translation>Wert von Bedingung %1</translation>
    </message>
    <message>
        <source>e.g. de or de-AT</source>
        <translation>z. B. de oder de-AT</translation>
    </message>
    <message>
        <source>e.g. spring</source>
        <translation>z. B. fruehling</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.0/24 or 10.0.*.*</source>
        <translation>z. B. 192.168.1.0/24 oder 10.0.*.*</translation>
    </message>
    <message>
        <source>%1. %2 → %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <source>(no condition)</source>
        <translation>(keine Bedingung)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>(no address)</source>
        <translation>(keine Adresse)</translation>
    </message>
    <message>
        <source>Fix the rules first: %1</source>
        <translation>Erst die Regeln berichtigen: %1</translation>
    </message>
    <message>
        <source>the link&apos;s target</source>
        <translation>das Ziel des Links</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
</context>
<context>
    <name>kurz::RedirectServer</name>
    <message>
        <source>Port %1 is in use by another program — choose another port %2</source>
        <translation>Port %1 wird von einem anderen Programm benutzt – wählen Sie einen anderen Port %2</translation>
    </message>
    <message>
        <source>Port %1 is reserved for the system administrator — choose a port from 1024 up %2</source>
        <translation>Port %1 ist dem Systemverwalter vorbehalten – wählen Sie einen Port ab 1024 %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2 (%3) — choose another address %4</source>
        <translation>Auf %1:%2 kann nicht gelauscht werden (%3) – wählen Sie eine andere Adresse %4</translation>
    </message>
    <message>
        <source>in Settings → Server</source>
        <translation>unter Einstellungen → Server</translation>
    </message>
    <message>
        <source>with --listen HOST:PORT</source>
        <translation>mit --listen HOST:PORT</translation>
    </message>
    <message>
        <source>%1 is not an address of this machine — choose another listen address %2</source>
        <translation>%1 ist keine Adresse dieses Rechners – wählen Sie eine andere Adresse %2</translation>
    </message>
</context>
<context>
    <name>kurz::RulesCommand</name>
    <message>
        <source>No redirect rules: every visitor gets the link&apos;s target.</source>
        <translation>Keine Weiterleitungsregeln: Alle Besucher erhalten das Ziel des Links.</translation>
    </message>
    <message>
        <source>when</source>
        <translation>wenn</translation>
    </message>
    <message>
        <source>A link&apos;s redirect rules: kurz rules CODE list | set FILE | add URL TYPE:VALUE... [--priority N] | clear</source>
        <translation>Die Weiterleitungsregeln eines Links: kurz rules CODE list | set DATEI | add URL TYP:WERT... [--priority N] | clear</translation>
    </message>
    <message>
        <source>The link&apos;s code.</source>
        <translation>Der Code des Links.</translation>
    </message>
    <message>
        <source>list; set FILE (Shlink&apos;s JSON: {&quot;redirectRules&quot;: [...]} or the list alone; - for standard input); add URL CONDITION... with conditions such as device:android, browser:firefox, language:de, query-param:utm=x, any-value-query-param:ref, valueless-query-param:promo, ip-address:10.0.*.*, before-date:2026-03-01T00:00:00Z, after-date:...; clear.</source>
        <translation>list; set DATEI (JSON wie bei Shlink: {&quot;redirectRules&quot;: [...]} oder nur die Liste; - für die Standardeingabe); add URL BEDINGUNG... mit Bedingungen wie device:android, browser:firefox, language:de, query-param:utm=x, any-value-query-param:ref, valueless-query-param:promo, ip-address:10.0.*.*, before-date:2026-03-01T00:00:00Z, after-date:...; clear.</translation>
    </message>
    <message>
        <source>With add: the new rule&apos;s place, 1 for first (default: last).</source>
        <translation>Mit add: der Platz der neuen Regel, 1 für die erste (Standard: die letzte).</translation>
    </message>
    <message>
        <source>rules needs a code and an action, e.g. kurz rules demo list</source>
        <translation>rules braucht einen Code und eine Aktion, z. B. kurz rules demo list</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation>Kein Link hat den Code »%1«. »kurz list« zeigt die Codes.</translation>
    </message>
    <message>
        <source>list takes nothing more: kurz rules %1 list</source>
        <translation>list nimmt nichts weiter: kurz rules %1 list</translation>
    </message>
    <message>
        <source>clear takes nothing more: kurz rules %1 clear</source>
        <translation>clear nimmt nichts weiter: kurz rules %1 clear</translation>
    </message>
    <message>
        <source>set needs one file: kurz rules %1 set rules.json</source>
        <translation>set braucht eine Datei: kurz rules %1 set regeln.json</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not JSON (%2). Write the rules as Shlink does: {&quot;redirectRules&quot;: [...]}.</source>
        <translation>%1 ist kein JSON (%2). Schreiben Sie die Regeln wie Shlink: {&quot;redirectRules&quot;: [...]}.</translation>
    </message>
    <message>
        <source>%1 has no redirectRules list. Write the rules as Shlink does: {&quot;redirectRules&quot;: [{&quot;longUrl&quot;: ..., &quot;conditions&quot;: [...]}]}.</source>
        <translation>%1 enthält keine Liste redirectRules. Schreiben Sie die Regeln wie Shlink: {&quot;redirectRules&quot;: [{&quot;longUrl&quot;: ..., &quot;conditions&quot;: [...]}]}.</translation>
    </message>
    <message>
        <source>add needs a URL and at least one condition: kurz rules %1 add https://example.org device:android</source>
        <translation>add braucht eine URL und mindestens eine Bedingung: kurz rules %1 add https://example.org device:android</translation>
    </message>
    <message>
        <source>--priority must be 1 or more.</source>
        <translation>--priority muss 1 oder größer sein.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no rules action. Use list, set, add or clear.</source>
        <translation>»%1« ist keine Aktion von rules. Verwenden Sie list, set, add oder clear.</translation>
    </message>
    <message>
        <source>The link&apos;s short domain, when it is not on the default one.</source>
        <translation>Die Kurz-Domain des Links, wenn er nicht auf der Standard-Domain liegt.</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos; on %2. Run &apos;kurz list --domain %2&apos; to see its codes.</source>
        <translation>Kein Link hat den Code »%1« auf %2. »kurz list --domain %2« zeigt ihre Codes.</translation>
    </message>
</context>
<context>
    <name>kurz::SearchIndex</name>
    <message>
        <source>Cannot update the search index</source>
        <translation>Der Suchindex kann nicht aktualisiert werden</translation>
    </message>
</context>
<context>
    <name>kurz::ServeCommand</name>
    <message>
        <source>Answer short links without a window: kurz serve [--listen HOST:PORT]</source>
        <translation>Kurzlinks ohne Fenster beantworten: kurz serve [--listen HOST:PORT]</translation>
    </message>
    <message numerus="yes">
        <source>kurz serve: stopped; answered %n request(s)</source>
        <translation>
            <numerusform>kurz serve: beendet; %n Anfrage beantwortet</numerusform>
            <numerusform>kurz serve: beendet; %n Anfragen beantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>Address and port, e.g. 127.0.0.1:8080, *:8080, or :0 for a free port (default: the server/listen setting).</source>
        <translation>Adresse und Port, z. B. 127.0.0.1:8080, *:8080 oder :0 für einen freien Port (Standard: die Einstellung server/listen).</translation>
    </message>
</context>
<context>
    <name>kurz::ServerAddress</name>
    <message>
        <source>Write it as postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require].</source>
        <translation>Schreiben Sie sie als postgresql://BENUTZER@HOST[:PORT]/DATENBANK[?sslmode=require].</translation>
    </message>
    <message>
        <source>The database address is not valid (%1).</source>
        <translation>Die Datenbankadresse ist ungültig (%1).</translation>
    </message>
    <message>
        <source>The database address contains a password; Kurz never stores one. Put it in ~/.pgpass or PGPASSWORD instead.</source>
        <translation>Die Datenbankadresse enthält ein Passwort; Kurz speichert nie eines. Legen Sie es stattdessen in ~/.pgpass oder PGPASSWORD ab.</translation>
    </message>
    <message>
        <source>The database address names no database.</source>
        <translation>Die Datenbankadresse nennt keine Datenbank.</translation>
    </message>
    <message>
        <source>The database address has an unknown option &apos;%1&apos; (known: %2).</source>
        <translation>Die Datenbankadresse hat eine unbekannte Option »%1« (bekannt: %2).</translation>
    </message>
    <message>
        <source>The option &apos;%1&apos; needs a value without spaces, quotes or semicolons.</source>
        <translation>Die Option »%1« braucht einen Wert ohne Leerzeichen, Anführungszeichen oder Semikolons.</translation>
    </message>
    <message>
        <source>The database server %1 is unknown: check the host name.</source>
        <translation>Der Datenbankserver %1 ist unbekannt: Prüfen Sie den Hostnamen.</translation>
    </message>
    <message>
        <source>The server %1 refused the user (authentication failed). Put the password in ~/.pgpass or PGPASSWORD, and check that the server&apos;s pg_hba.conf admits this computer.</source>
        <translation>Der Server %1 hat den Benutzer abgewiesen (Authentifizierung fehlgeschlagen). Legen Sie das Passwort in ~/.pgpass oder PGPASSWORD ab und prüfen Sie, ob die pg_hba.conf des Servers diesen Computer zulässt.</translation>
    </message>
    <message>
        <source>The database %1 does not exist. Create it on the server (createdb -O USER %2), see docs/teams.md.</source>
        <translation>Die Datenbank %1 existiert nicht. Legen Sie sie auf dem Server an (createdb -O BENUTZER %2), siehe docs/teams.md.</translation>
    </message>
    <message>
        <source>Cannot reach the database server at %1. Check that PostgreSQL runs there, listens on the network (listen_addresses) and that no firewall is in the way.</source>
        <translation>Der Datenbankserver unter %1 ist nicht erreichbar. Prüfen Sie, ob PostgreSQL dort läuft, im Netz lauscht (listen_addresses) und keine Firewall im Weg ist.</translation>
    </message>
    <message>
        <source>Cannot connect to the database %1: %2</source>
        <translation>Keine Verbindung zur Datenbank %1: %2</translation>
    </message>
</context>
<context>
    <name>kurz::ServerSettingsPage</name>
    <message>
        <source>This computer only (127.0.0.1)</source>
        <translation>Nur dieser Computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>The local network (all interfaces)</source>
        <translation>Das lokale Netzwerk (alle Schnittstellen)</translation>
    </message>
    <message>
        <source>This address:</source>
        <translation>Diese Adresse:</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>Adresse zum Lauschen</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20</source>
        <translation>z. B. 192.168.1.20</translation>
    </message>
    <message>
        <source>Listen on:</source>
        <translation>Lauschen auf:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>ein freier Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Permanent: browsers may cache it</source>
        <translation>Dauerhaft: Browser dürfen sie zwischenspeichern</translation>
    </message>
    <message>
        <source>Temporary: every visit reaches Kurz and is counted</source>
        <translation>Vorübergehend: jeder Besuch erreicht Kurz und wird gezählt</translation>
    </message>
    <message>
        <source>Default &amp;redirect status:</source>
        <translation>Standard-&amp;Weiterleitungsstatus:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Cache lifetime for 301/308:</source>
        <translation>&amp;Cache-Dauer für 301/308:</translation>
    </message>
    <message>
        <source>Codes match re&amp;gardless of case</source>
        <translation>Codes unabhängig von &amp;Groß-/Kleinschreibung erkennen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Write hits &amp;every:</source>
        <translation>Aufrufe &amp;speichern alle:</translation>
    </message>
    <message>
        <source>automatic: this computer, plus private networks when listening on the LAN</source>
        <translation>automatisch: lokal, im LAN auch private Netze</translation>
    </message>
    <message>
        <source>Networks whose visitors are redirected, e.g. 192.168.1.0/24, 10.0.0.0/8; others get 403.</source>
        <translation>Netzwerke, deren Besucher weitergeleitet werden, z. B. 192.168.1.0/24, 10.0.0.0/8; andere erhalten 403.</translation>
    </message>
    <message>
        <source>&amp;Allowed networks:</source>
        <translation>&amp;Erlaubte Netzwerke:</translation>
    </message>
    <message>
        <source>one per core (%1)</source>
        <translation>einer pro Kern (%1)</translation>
    </message>
    <message>
        <source>Listener &amp;threads:</source>
        <translation>Server-&amp;Threads:</translation>
    </message>
    <message>
        <source>Enter the address to listen on, or choose &apos;This computer only&apos;.</source>
        <translation>Geben Sie die Adresse ein, auf der gelauscht werden soll, oder wählen Sie »Nur dieser Computer«.</translation>
    </message>
    <message>
        <source>%1 is not an address of this computer, so nothing could reach Kurz there. Its addresses: %2.</source>
        <translation>%1 ist keine Adresse dieses Computers, daher könnte Kurz dort niemand erreichen. Seine Adressen: %2.</translation>
    </message>
    <message>
        <source>Short URLs use this computer&apos;s LAN address, %1, as no base URL is set (Settings → General sets another, e.g. a name phones can find).</source>
        <translation>Kurz-URLs verwenden die LAN-Adresse dieses Computers, %1, da keine Basis-URL festgelegt ist (Einstellungen → Allgemein legt eine andere fest, z. B. einen Namen, den Telefone finden).</translation>
    </message>
    <message>
        <source>The listener is not running: %1</source>
        <translation>Der Server läuft nicht: %1</translation>
    </message>
    <message>
        <source>Not saved: %1. Kurz goes on listening on %2.</source>
        <translation>Nicht gespeichert: %1. Kurz bleibt unter %2 erreichbar.</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>Nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>The address and port were not saved: Kurz cannot listen there (see under Port).</source>
        <translation>Adresse und Port wurden nicht gespeichert: Der Server kann dort nicht starten (siehe unter Port).</translation>
    </message>
    <message>
        <source>&amp;Hide where links with a visit limit lead from link previews</source>
        <translation>Ziel von Links mit Besuchslimit vor Link-&amp;Vorschauen verbergen</translation>
    </message>
    <message>
        <source>Link previews (chat apps, search engines) never use up a link&apos;s visits. When this is on, they get a page without the target instead of the redirect, so that a one-time link stays unread until a person opens it.</source>
        <translation>Link-Vorschauen (Chat-Apps, Suchmaschinen) verbrauchen nie Besuche eines Links. Ist dies an, bekommen sie statt der Weiterleitung eine Seite ohne das Ziel, sodass ein Einmal-Link ungelesen bleibt, bis ein Mensch ihn öffnet.</translation>
    </message>
    <message>
        <source>Where expired, used-up and disabled links send visitors, unless a link names an address of its own in its editor&apos;s When expired field.</source>
        <translation>Wohin abgelaufene, aufgebrauchte und deaktivierte Links Besucher schicken, sofern ein Link im Feld „Wenn abgelaufen“ seines Editors keine eigene Adresse nennt.</translation>
    </message>
    <message>
        <source>&amp;Expired links go to:</source>
        <translation>&amp;Abgelaufene Links führen zu:</translation>
    </message>
    <message>
        <source>410 Gone (or e.g. https://example.org/expired)</source>
        <translation>410 Gone (oder z. B. https://example.org/vorbei)</translation>
    </message>
</context>
<context>
    <name>kurz::Settings</name>
    <message>
        <source>%1 must be between %2 and %3; %4 is not.</source>
        <translation>%1 muss zwischen %2 und %3 liegen; %4 liegt außerhalb.</translation>
    </message>
    <message>
        <source>Unknown code strategy &apos;%1&apos;. Choose one of: %2.</source>
        <translation>Unbekannte Code-Strategie »%1«. Wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>A custom alphabet may only contain letters, digits and URL-safe symbols; &apos;%1&apos; is not allowed.</source>
        <translation>Ein eigenes Alphabet darf nur Buchstaben, Ziffern und URL-sichere Zeichen enthalten; »%1« ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>The alphabet contains &apos;%1&apos; twice; every character must be unique.</source>
        <translation>Das Alphabet enthält »%1« zweimal; jedes Zeichen darf nur einmal vorkommen.</translation>
    </message>
    <message>
        <source>A custom alphabet needs at least 10 characters.</source>
        <translation>Ein eigenes Alphabet braucht mindestens 10 Zeichen.</translation>
    </message>
    <message>
        <source>The code length</source>
        <translation>Die Codelänge</translation>
    </message>
    <message>
        <source>The base URL must look like https://s.example.org/ (http or https, with a host).</source>
        <translation>Die Basis-URL muss wie https://s.example.org/ aussehen (http oder https, mit Host).</translation>
    </message>
    <message>
        <source>The listen address must be HOST:PORT, e.g. 127.0.0.1:8080, with a port from 0 to 65535.</source>
        <translation>Die Adresse zum Lauschen muss HOST:PORT sein, z. B. 127.0.0.1:8080, mit einem Port von 0 bis 65535.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an address to listen on. Enter an IP address of this computer, e.g. 192.168.1.20, or choose &apos;This computer only&apos; or &apos;The local network&apos;.</source>
        <translation>Auf »%1« kann nicht gelauscht werden. Geben Sie eine IP-Adresse dieses Computers ein, z. B. 192.168.1.20, oder wählen Sie »Nur dieser Computer« oder »Das lokale Netzwerk«.</translation>
    </message>
    <message>
        <source>The redirect status must be 301, 302, 307 or 308.</source>
        <translation>Der Weiterleitungsstatus muss 301, 302, 307 oder 308 sein.</translation>
    </message>
    <message>
        <source>The cache lifetime</source>
        <translation>Die Cache-Dauer</translation>
    </message>
    <message>
        <source>The hit flush interval (ms)</source>
        <translation>Das Schreibintervall für Aufrufe (ms)</translation>
    </message>
    <message>
        <source>The number of backups kept</source>
        <translation>Die Zahl der aufbewahrten Sicherungen</translation>
    </message>
    <message>
        <source>The language must be a code like de or en, or empty for the desktop&apos;s language.</source>
        <translation>Die Sprache muss ein Kürzel wie de oder en sein, oder leer für die Sprache des Desktops.</translation>
    </message>
    <message>
        <source>The number of listener threads</source>
        <translation>Die Zahl der Server-Threads</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a network. Write networks like 192.168.1.0/24 or ::1/128, separated by commas.</source>
        <translation>»%1« ist kein Netz. Schreiben Sie Netze wie 192.168.1.0/24 oder ::1/128, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>The request header limit (bytes)</source>
        <translation>Die Obergrenze für Anfrage-Header (Bytes)</translation>
    </message>
    <message>
        <source>The request body limit (bytes)</source>
        <translation>Die Obergrenze für den Anfrageinhalt (Bytes)</translation>
    </message>
    <message>
        <source>The idle connection timeout (seconds)</source>
        <translation>Die Zeitüberschreitung für untätige Verbindungen (Sekunden)</translation>
    </message>
    <message>
        <source>The request header timeout (seconds)</source>
        <translation>Die Zeitüberschreitung für Anfrage-Header (Sekunden)</translation>
    </message>
    <message>
        <source>The connection limit</source>
        <translation>Die Verbindungsobergrenze</translation>
    </message>
    <message>
        <source>The connection limit per client address</source>
        <translation>Die Verbindungsobergrenze pro Client-Adresse</translation>
    </message>
    <message>
        <source>The resolve cache&apos;s memory (MB)</source>
        <translation>Der Speicher des Auflösungs-Caches (MB)</translation>
    </message>
    <message>
        <source>The home page redirect must be an http or https URL with a host.</source>
        <translation>Die Weiterleitung der Startseite muss eine http- oder https-URL mit Host sein.</translation>
    </message>
    <message>
        <source>The API creation limit (per key and minute)</source>
        <translation>Die API-Obergrenze für neue Links (pro Schlüssel und Minute)</translation>
    </message>
    <message>
        <source>The pause between checks of one host (ms)</source>
        <translation>Die Pause zwischen Prüfungen desselben Hosts (ms)</translation>
    </message>
    <message>
        <source>The database location must be a full path, e.g. /home/me/links.db, or a shared database, e.g. postgresql://me@db.lan/kurz.</source>
        <translation>Der Speicherort der Datenbank muss ein vollständiger Pfad sein, z. B. /home/ich/links.db, oder eine gemeinsame Datenbank, z. B. postgresql://ich@db.lan/kurz.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged, so Kurz does not change it. Fix or remove the file, then try again.</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt, deshalb ändert Kurz sie nicht. Reparieren oder entfernen Sie die Datei und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The shortcut must be one key with its modifiers, e.g. Ctrl+Alt+K, or empty for none.</source>
        <translation>Das Tastenkürzel muss eine Taste mit ihren Umschalttasten sein, z. B. Strg+Alt+K, oder leer für keines.</translation>
    </message>
    <message>
        <source>The lifetime of a link password&apos;s cookie (hours)</source>
        <translation>Die Gültigkeit des Cookies eines Link-Passworts (Stunden)</translation>
    </message>
    <message>
        <source>Unknown kind of pooled codes &apos;%1&apos;. Choose one of: %2.</source>
        <translation>Unbekannte Art von Vorratscodes »%1«. Wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>The pool&apos;s batch size</source>
        <translation>Die Stapelgröße des Vorrats</translation>
    </message>
    <message>
        <source>The pool size</source>
        <translation>Die Vorratsgröße</translation>
    </message>
    <message>
        <source>The address for expired links must look like https://example.org/expired (http or https, with a host).</source>
        <translation>Die Adresse für abgelaufene Links muss wie https://example.org/abgelaufen aussehen (http oder https, mit Host).</translation>
    </message>
</context>
<context>
    <name>kurz::SettingsDialog</name>
    <message>
        <source>Codes</source>
        <translation>Codes</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domains</translation>
    </message>
</context>
<context>
    <name>kurz::ShlinkApiReader</name>
    <message>
        <source>&apos;%1&apos; is not a server address; give it as https://s.example.org</source>
        <translation>»%1« ist keine Serveradresse; geben Sie sie wie https://s.example.org an</translation>
    </message>
    <message>
        <source>%1 refused the API key (HTTP %2). Check --api-key: it needs a key of that server.</source>
        <translation>%1 hat den API-Schlüssel abgelehnt (HTTP %2). Prüfen Sie --api-key: Es braucht einen Schlüssel dieses Servers.</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2. Check the address and that the server runs.</source>
        <translation>%1 ist nicht erreichbar: %2. Prüfen Sie die Adresse und ob der Server läuft.</translation>
    </message>
    <message>
        <source>%1 did not answer as a Shlink server (HTTP %2 for %3). Give the address the Shlink web client uses.</source>
        <translation>%1 hat nicht wie ein Shlink-Server geantwortet (HTTP %2 für %3). Geben Sie die Adresse an, die der Shlink-Webclient verwendet.</translation>
    </message>
    <message>
        <source>%1 sent more than %2 MB for page %3 of its links, far more than a Shlink server sends; stopped reading there. Is it a Shlink server?</source>
        <translation>%1 hat für Seite %3 seiner Links mehr als %2 MB gesendet, weit mehr als ein Shlink-Server sendet; das Lesen wurde dort beendet. Ist es ein Shlink-Server?</translation>
    </message>
    <message>
        <source>%1 redirected to %2; Kurz sends the API key to no other server. Give the address it redirects to, if that is the Shlink server.</source>
        <translation>%1 hat nach %2 weitergeleitet; Kurz sendet den API-Schlüssel an keinen anderen Server. Geben Sie die Adresse an, zu der weitergeleitet wird, wenn das der Shlink-Server ist.</translation>
    </message>
    <message>
        <source>%1 answered page %2 with the links of page %3 again; stopped reading there.</source>
        <translation>%1 hat auf Seite %2 erneut mit den Links von Seite %3 geantwortet; das Lesen wurde dort beendet.</translation>
    </message>
</context>
<context>
    <name>kurz::ShortcutPortal</name>
    <message>
        <source>The desktop did not let Kurz have a shortcut (it answered %1).</source>
        <translation>Die Arbeitsumgebung hat Kurz kein Tastenkürzel gegeben (Antwort %1).</translation>
    </message>
    <message>
        <source>Shorten the link on the clipboard</source>
        <translation>Den Link in der Zwischenablage kürzen</translation>
    </message>
    <message>
        <source>The shortcut was declined in the desktop&apos;s dialog.</source>
        <translation>Das Tastenkürzel wurde im Dialog der Arbeitsumgebung abgelehnt.</translation>
    </message>
    <message>
        <source>The desktop did not bind the shortcut (it answered %1).</source>
        <translation>Die Arbeitsumgebung hat das Tastenkürzel nicht belegt (Antwort %1).</translation>
    </message>
    <message>
        <source>The desktop&apos;s shortcut portal refused %1: %2</source>
        <translation>Das Tastenkürzel-Portal der Arbeitsumgebung hat %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>Kurz could not listen to the desktop&apos;s shortcut portal.</source>
        <translation>Kurz kann das Tastenkürzel-Portal der Arbeitsumgebung nicht empfangen.</translation>
    </message>
</context>
<context>
    <name>kurz::ShortcutSettings</name>
    <message>
        <source>Press the keys; clear it for no shortcut.</source>
        <translation>Drücken Sie die Tasten; leeren Sie das Feld für kein Tastenkürzel.</translation>
    </message>
    <message>
        <source>Cop&amp;y command</source>
        <translation>Befehl kop&amp;ieren</translation>
    </message>
    <message>
        <source>No shortcut. Choose keys to shorten the clipboard from any program.</source>
        <translation>Kein Tastenkürzel. Wählen Sie Tasten, um die Zwischenablage aus jedem Programm heraus zu kürzen.</translation>
    </message>
    <message>
        <source>Asking the desktop for the shortcut…</source>
        <translation>Die Arbeitsumgebung wird nach dem Tastenkürzel gefragt …</translation>
    </message>
    <message>
        <source>The desktop shortens the clipboard with %1. Change it here or in the desktop&apos;s keyboard settings.</source>
        <translation>Die Arbeitsumgebung kürzt die Zwischenablage mit %1. Ändern Sie es hier oder in den Tastatureinstellungen der Arbeitsumgebung.</translation>
    </message>
    <message>
        <source>This desktop offers programs no shortcuts of their own (it has no GlobalShortcuts portal). In the desktop&apos;s keyboard settings, bind a key to this command:</source>
        <translation>Diese Arbeitsumgebung bietet Programmen keine eigenen Tastenkürzel an (sie hat kein GlobalShortcuts-Portal). Belegen Sie in ihren Tastatureinstellungen eine Taste mit diesem Befehl:</translation>
    </message>
    <message>
        <source>This session has no D-Bus session bus, so Kurz cannot ask the desktop for a shortcut. In the desktop&apos;s keyboard settings, bind a key to this command:</source>
        <translation>Diese Sitzung hat keinen D-Bus-Sitzungsbus, daher kann Kurz die Arbeitsumgebung nicht nach einem Tastenkürzel fragen. Belegen Sie in ihren Tastatureinstellungen eine Taste mit diesem Befehl:</translation>
    </message>
    <message>
        <source>In the desktop&apos;s keyboard settings, bind a key to this command instead:</source>
        <translation>Belegen Sie stattdessen in den Tastatureinstellungen der Arbeitsumgebung eine Taste mit diesem Befehl:</translation>
    </message>
</context>
<context>
    <name>kurz::ShortenCommand</name>
    <message>
        <source>Create a short link: kurz shorten URL [--alias A] [--ttl 24h | --expires ISO] ...</source>
        <translation>Einen Kurzlink erstellen: kurz shorten URL [--alias A] [--ttl 24h | --expires ISO] ...</translation>
    </message>
    <message>
        <source>The address to shorten (http or https).</source>
        <translation>Die zu kürzende Adresse (http oder https).</translation>
    </message>
    <message>
        <source>Use this code instead of a generated one.</source>
        <translation>Diesen Code statt eines erzeugten verwenden.</translation>
    </message>
    <message>
        <source>A title for the link.</source>
        <translation>Ein Titel für den Link.</translation>
    </message>
    <message>
        <source>Notes for the link.</source>
        <translation>Notizen zum Link.</translation>
    </message>
    <message>
        <source>A tag; repeat for more.</source>
        <translation>Ein Schlagwort; für mehrere wiederholen.</translation>
    </message>
    <message>
        <source>Put the short URL on the clipboard (through the running Kurz).</source>
        <translation>Die Kurz-URL in die Zwischenablage legen (über das laufende Kurz).</translation>
    </message>
    <message>
        <source>shorten needs the URL to shorten, e.g. kurz shorten https://example.org</source>
        <translation>shorten braucht die zu kürzende URL, z. B. kurz shorten https://example.org</translation>
    </message>
    <message>
        <source>shorten takes one URL; put quotes around a URL that contains spaces or &apos;&amp;&apos;.</source>
        <translation>shorten nimmt eine URL; setzen Sie eine URL mit Leerzeichen oder »&amp;« in Anführungszeichen.</translation>
    </message>
    <message>
        <source>kurz: the short URL was not copied: no Kurz window is running to own the clipboard. Start Kurz, or copy it from here.</source>
        <translation>kurz: Die Kurz-URL wurde nicht kopiert: Es läuft kein Kurz-Fenster, das die Zwischenablage halten kann. Starten Sie Kurz oder kopieren Sie sie von hier.</translation>
    </message>
    <message>
        <source>Make the link on this short domain instead of the default one.</source>
        <translation>Den Link auf dieser Kurz-Domain statt der Standard-Domain anlegen.</translation>
    </message>
</context>
<context>
    <name>kurz::Shortener</name>
    <message>
        <source>The redirect status must be 301, 302, 307 or 308, not %1.</source>
        <translation>Der Weiterleitungsstatus muss 301, 302, 307 oder 308 sein, nicht %1.</translation>
    </message>
    <message>
        <source>The visit limit must be at least 1; leave it empty for no limit.</source>
        <translation>Das Besuchslimit muss mindestens 1 sein; lassen Sie es leer für kein Limit.</translation>
    </message>
    <message>
        <source>The link would expire before it becomes valid. Move the expiry after the start.</source>
        <translation>Der Link würde ablaufen, bevor er gültig wird. Legen Sie den Ablauf nach den Start.</translation>
    </message>
    <message>
        <source>The title has %1 characters; at most 512 are allowed.</source>
        <translation>Der Titel hat %1 Zeichen; erlaubt sind höchstens 512.</translation>
    </message>
    <message>
        <source>The notes have %1 characters; at most 65,536 are allowed.</source>
        <translation>Die Notizen haben %1 Zeichen; erlaubt sind höchstens 65.536.</translation>
    </message>
    <message>
        <source>The tag &apos;%1&apos; is not allowed: tags have at most 64 characters and no commas.</source>
        <translation>Das Schlagwort »%1« ist nicht erlaubt: Schlagwörter haben höchstens 64 Zeichen und keine Kommas.</translation>
    </message>
    <message>
        <source>The code length must be between 3 and 32, not %1.</source>
        <translation>Die Codelänge muss zwischen 3 und 32 liegen, nicht bei %1.</translation>
    </message>
    <message>
        <source>The %1 strategy cannot make more codes with these settings. Choose a longer code length or another strategy in Settings → Codes.</source>
        <translation>Die Strategie %1 kann mit diesen Einstellungen keine weiteren Codes erzeugen. Wählen Sie unter Einstellungen → Codes eine größere Codelänge oder eine andere Strategie.</translation>
    </message>
    <message>
        <source>No free code was found in %1 attempts: the code space is nearly full. Choose a longer code length in Settings → Codes.</source>
        <translation>In %1 Versuchen wurde kein freier Code gefunden: Der Coderaum ist fast voll. Wählen Sie unter Einstellungen → Codes eine größere Codelänge.</translation>
    </message>
    <message>
        <source>A link has at most %1 tags; this one would have %2. Remove some, or group them under fewer tags.</source>
        <translation>Ein Link hat höchstens %1 Schlagwörter; dieser hätte %2. Entfernen Sie einige oder fassen Sie sie unter weniger Schlagwörtern zusammen.</translation>
    </message>
    <message>
        <source>Hit counts must be between 0 and %L1, not %L2. Correct the count in the file.</source>
        <translation>Aufrufzahlen müssen zwischen 0 und %L1 liegen, nicht bei %L2. Korrigieren Sie die Zahl in der Datei.</translation>
    </message>
    <message>
        <source>The password hash is not an Argon2id hash Kurz can check. Set the password again.</source>
        <translation>Der Passwort-Hash ist kein Argon2id-Hash, den Kurz prüfen kann. Setzen Sie das Passwort neu.</translation>
    </message>
    <message>
        <source>A link has at most %1 redirect rules, not %2.</source>
        <translation>Ein Link hat höchstens %1 Weiterleitungsregeln, nicht %2.</translation>
    </message>
    <message>
        <source>Redirect rule %1: %2</source>
        <translation>Weiterleitungsregel %1: %2</translation>
    </message>
    <message>
        <source>The address for expired visits must be an http or https URL with a host, e.g. https://example.org/expired, or empty for 410.</source>
        <translation>Die Adresse für Besuche abgelaufener Links muss eine http- oder https-URL mit Host sein, z. B. https://example.org/abgelaufen, oder leer für 410.</translation>
    </message>
</context>
<context>
    <name>kurz::ShowCommand</name>
    <message>
        <source>Show one link: kurz show CODE</source>
        <translation>Einen Link anzeigen: kurz show CODE</translation>
    </message>
    <message>
        <source>The link&apos;s code.</source>
        <translation>Der Code des Links.</translation>
    </message>
    <message>
        <source>show needs exactly one code, e.g. kurz show demo</source>
        <translation>show braucht genau einen Code, z. B. kurz show demo</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation>Kein Link hat den Code »%1«. »kurz list« zeigt die Codes.</translation>
    </message>
</context>
<context>
    <name>kurz::SnowflakeGenerator</name>
    <message>
        <source>The system clock went back by %1 ms. Snowflake codes are refused until it is past the time of the last code again; check the computer&apos;s time synchronisation, or choose another strategy in Settings → Codes.</source>
        <translation>Die Systemuhr ist um %1 ms zurückgegangen. Snowflake-Codes werden verweigert, bis sie die Zeit des letzten Codes wieder überschritten hat; prüfen Sie die Zeitsynchronisation des Computers oder wählen Sie unter Einstellungen → Codes eine andere Strategie.</translation>
    </message>
</context>
<context>
    <name>kurz::SnowflakeLayout</name>
    <message>
        <source>The Snowflake layout must be TIME/MACHINE/SEQUENCE bits, e.g. 41/10/12: at least 20 time bits, 0 or more machine bits, at least 1 sequence bit, together at most 63; &apos;%1&apos; is not.</source>
        <translation>Die Snowflake-Aufteilung muss ZEIT/MASCHINE/FOLGE-Bits sein, z. B. 41/10/12: mindestens 20 Zeit-Bits, 0 oder mehr Maschinen-Bits, mindestens 1 Folge-Bit, zusammen höchstens 63; &apos;%1&apos; ist das nicht.</translation>
    </message>
    <message>
        <source>The time %1 is outside the %2 Snowflake layout, which covers %3 to %4.</source>
        <translation>Die Zeit %1 liegt außerhalb der Snowflake-Aufteilung %2, die %3 bis %4 abdeckt.</translation>
    </message>
    <message>
        <source>The machine number %1 does not fit the %2 Snowflake layout: it takes 0 to %3.</source>
        <translation>Die Maschinennummer %1 passt nicht in die Snowflake-Aufteilung %2: sie erlaubt 0 bis %3.</translation>
    </message>
    <message>
        <source>The sequence number %1 does not fit the %2 Snowflake layout: it takes 0 to %3.</source>
        <translation>Die Folgenummer %1 passt nicht in die Snowflake-Aufteilung %2: sie erlaubt 0 bis %3.</translation>
    </message>
</context>
<context>
    <name>kurz::SnowflakeStrategy</name>
    <message>
        <source>The machine number %1 does not fit the %2 Snowflake layout, which has room for 0 to %3. Choose a smaller machine number or more machine bits in Settings → Codes.</source>
        <translation>Die Maschinennummer %1 passt nicht in die Snowflake-Aufteilung %2, die Platz für 0 bis %3 hat. Wählen Sie unter Einstellungen → Codes eine kleinere Maschinennummer oder mehr Maschinen-Bits.</translation>
    </message>
</context>
<context>
    <name>kurz::Sqids</name>
    <message>
        <source>The Sqids alphabet cannot contain multibyte characters; &apos;%1&apos; is one. Use ASCII characters only.</source>
        <translation>Das Sqids-Alphabet darf keine Multibyte-Zeichen enthalten; »%1« ist eines. Verwenden Sie nur ASCII-Zeichen.</translation>
    </message>
    <message>
        <source>The Sqids alphabet must have at least %1 characters; &apos;%2&apos; has %3.</source>
        <translation>Das Sqids-Alphabet muss mindestens %1 Zeichen haben; »%2« hat %3.</translation>
    </message>
    <message>
        <source>The Sqids alphabet must contain unique characters; &apos;%1&apos; appears more than once.</source>
        <translation>Im Sqids-Alphabet darf jedes Zeichen nur einmal vorkommen; »%1« kommt mehrfach vor.</translation>
    </message>
    <message>
        <source>The Sqids minimum length has to be between 0 and %1, not %2.</source>
        <translation>Die Sqids-Mindestlänge muss zwischen 0 und %1 liegen, nicht bei %2.</translation>
    </message>
    <message>
        <source>Sqids reached the maximum number of attempts to re-generate the ID: every one contained a blocked word. Use a longer alphabet, another minimum length or a smaller blocklist.</source>
        <translation>Sqids hat die Höchstzahl an Versuchen erreicht, die ID neu zu erzeugen: Jede enthielt ein gesperrtes Wort. Verwenden Sie ein längeres Alphabet, eine andere Mindestlänge oder eine kleinere Sperrliste.</translation>
    </message>
</context>
<context>
    <name>kurz::SqlStatements</name>
    <message>
        <source>%1: %2. Check that the database is readable, writable and not full.</source>
        <translation>%1: %2. Prüfen Sie, ob die Datenbank lesbar, beschreibbar und nicht voll ist.</translation>
    </message>
    <message>
        <source>an earlier step failed and was rolled back</source>
        <translation>ein früherer Schritt ist fehlgeschlagen und wurde zurückgerollt</translation>
    </message>
    <message>
        <source>Cannot start saving</source>
        <translation>Das Speichern kann nicht beginnen</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
</context>
<context>
    <name>kurz::StatusCommand</name>
    <message>
        <source>Tell whether a Kurz listener runs for this database: kurz status [--json]</source>
        <translation>Anzeigen, ob für diese Datenbank ein Kurz-Server läuft: kurz status [--json]</translation>
    </message>
    <message>
        <source>No Kurz listener runs for %1. Start one with &apos;kurz serve&apos; or open the window.</source>
        <translation>Für %1 läuft kein Kurz-Server. Starten Sie einen mit »kurz serve« oder öffnen Sie das Fenster.</translation>
    </message>
    <message>
        <source>the window</source>
        <translation>das Fenster</translation>
    </message>
    <message numerus="yes">
        <source>%n requests answered</source>
        <translation>
            <numerusform>%n Anfrage beantwortet</numerusform>
            <numerusform>%n Anfragen beantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits written</source>
        <translation>
            <numerusform>%n Aufruf geschrieben</numerusform>
            <numerusform>%n Aufrufe geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Listening on %1 (%2, pid %3 on %4) since %5: %6, %7 (as of %8)</source>
        <translation>Erreichbar unter %1 (%2, PID %3 auf %4) seit %5: %6, %7 (Stand %8)</translation>
    </message>
</context>
<context>
    <name>kurz::TargetChecks</name>
    <message>
        <source>less than a minute</source>
        <translation>weniger als eine Minute</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>etwa %n Stunde</numerusform>
            <numerusform>etwa %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n day(s)</source>
        <translation>
            <numerusform>etwa %n Tag</numerusform>
            <numerusform>etwa %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Check targets</source>
        <translation>Ziele prüfen</translation>
    </message>
    <message>
        <source>Check the targets of %1 links?</source>
        <translation>Die Ziele von %1 Links prüfen?</translation>
    </message>
    <message>
        <source>Kurz asks each link&apos;s page whether it still answers, %1 at a time and at most %2 at a time from one server. This takes %3, and up to %4 when many pages do not answer. The status bar shows the progress; Cancel there stops the check and keeps the results so far.</source>
        <translation>Kurz fragt die Seite jedes Links, ob sie noch antwortet, %1 gleichzeitig und höchstens %2 gleichzeitig bei einem Server. Das dauert %3, und bis zu %4, wenn viele Seiten nicht antworten. Die Statusleiste zeigt den Fortschritt; „Abbrechen“ dort beendet die Prüfung und behält die bisherigen Ergebnisse.</translation>
    </message>
    <message>
        <source>&amp;Check %1 targets</source>
        <translation>%1 Ziele &amp;prüfen</translation>
    </message>
</context>
<context>
    <name>kurz::TargetRules</name>
    <message>
        <source>Kurz has no location source for visitors yet, so &apos;%1&apos; conditions cannot be decided. Remove the condition, or use an ip-address condition for the networks you know.</source>
        <translation>Kurz hat noch keine Standortquelle für Besucher, daher können Bedingungen vom Typ »%1« nicht entschieden werden. Entfernen Sie die Bedingung oder verwenden Sie eine ip-address-Bedingung für die Netze, die Sie kennen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no redirect condition. Use device, browser, language, query-param, any-value-query-param, valueless-query-param, ip-address, before-date or after-date.</source>
        <translation>»%1« ist keine Weiterleitungsbedingung. Verwenden Sie device, browser, language, query-param, any-value-query-param, valueless-query-param, ip-address, before-date oder after-date.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no device. Use one of: %2.</source>
        <translation>»%1« ist kein Gerät. Verwenden Sie eines von: %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no browser. Use one of: %2.</source>
        <translation>»%1« ist kein Browser. Verwenden Sie einen von: %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no language. Write a language such as en, or a language and country such as de-AT.</source>
        <translation>»%1« ist keine Sprache. Schreiben Sie eine Sprache wie en oder Sprache und Land wie de-AT.</translation>
    </message>
    <message>
        <source>A query-param condition needs the parameter&apos;s name in matchKey and its value in matchValue.</source>
        <translation>Eine query-param-Bedingung braucht den Namen des Parameters in matchKey und seinen Wert in matchValue.</translation>
    </message>
    <message>
        <source>A %1 condition needs the parameter&apos;s name in matchKey.</source>
        <translation>Eine %1-Bedingung braucht den Namen des Parameters in matchKey.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no address pattern. Write an address (192.168.1.5), a range (192.168.1.0/24) or a pattern with * for whole parts (192.168.*.*).</source>
        <translation>»%1« ist kein Adressmuster. Schreiben Sie eine Adresse (192.168.1.5), einen Bereich (192.168.1.0/24) oder ein Muster mit * für ganze Teile (192.168.*.*).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no date. Write it as ISO 8601, such as 2026-03-01T09:00:00+01:00.</source>
        <translation>»%1« ist kein Datum. Schreiben Sie es nach ISO 8601, z. B. 2026-03-01T09:00:00+01:00.</translation>
    </message>
    <message>
        <source>device is %1</source>
        <translation>Gerät ist %1</translation>
    </message>
    <message>
        <source>browser is %1</source>
        <translation>Browser ist %1</translation>
    </message>
    <message>
        <source>%1 is an accepted language</source>
        <translation>%1 ist eine akzeptierte Sprache</translation>
    </message>
    <message>
        <source>query has %1=%2</source>
        <translation>Query enthält %1=%2</translation>
    </message>
    <message>
        <source>query has %1</source>
        <translation>Query enthält %1</translation>
    </message>
    <message>
        <source>query has %1 without a value</source>
        <translation>Query enthält %1 ohne Wert</translation>
    </message>
    <message>
        <source>address matches %1</source>
        <translation>Adresse passt zu %1</translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>A link has at most %1 redirect rules, not %2.</source>
        <translation>Ein Link hat höchstens %1 Weiterleitungsregeln, nicht %2.</translation>
    </message>
    <message>
        <source>Redirect rule %1 has no longUrl.</source>
        <translation>Weiterleitungsregel %1 hat keine longUrl.</translation>
    </message>
    <message>
        <source>Redirect rule %1 has no conditions; a rule needs at least one.</source>
        <translation>Weiterleitungsregel %1 hat keine Bedingungen; eine Regel braucht mindestens eine.</translation>
    </message>
    <message>
        <source>Redirect rule %1 has %2 conditions; at most %3 are allowed.</source>
        <translation>Weiterleitungsregel %1 hat %2 Bedingungen; erlaubt sind höchstens %3.</translation>
    </message>
    <message>
        <source>The stored redirect rules are not readable. Set the link&apos;s rules again.</source>
        <translation>Die gespeicherten Weiterleitungsregeln sind nicht lesbar. Setzen Sie die Regeln des Links neu.</translation>
    </message>
    <message>
        <source>the link has no redirect rules</source>
        <translation>der Link hat keine Weiterleitungsregeln</translation>
    </message>
    <message>
        <source>no redirect rule matched: the link&apos;s own target</source>
        <translation>keine Weiterleitungsregel passte: das eigene Ziel des Links</translation>
    </message>
    <message>
        <source>rule %1 matched: %2</source>
        <translation>Regel %1 passte: %2</translation>
    </message>
</context>
<context>
    <name>kurz::TrayController</name>
    <message>
        <source>Kurz — click to shorten the link on the clipboard</source>
        <translation>Kurz – klicken, um den Link in der Zwischenablage zu kürzen</translation>
    </message>
    <message>
        <source>&amp;Shorten clipboard</source>
        <translation>Zwischenablage &amp;kürzen</translation>
    </message>
    <message>
        <source>Short link copied</source>
        <translation>Kurzlink kopiert</translation>
    </message>
    <message>
        <source>No links yet</source>
        <translation>Noch keine Links</translation>
    </message>
    <message>
        <source>&amp;Open Kurz</source>
        <translation>Kurz ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Resume listener</source>
        <translation>Server fort&amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Pause listener</source>
        <translation>Server &amp;pausieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
</context>
<context>
    <name>kurz::UpkeepStore</name>
    <message>
        <source>Cannot read the links to look after</source>
        <translation>Die zu pflegenden Links können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot save the page title</source>
        <translation>Der Seitentitel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot save the check&apos;s result</source>
        <translation>Das Ergebnis der Prüfung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot count the links to check</source>
        <translation>Die zu prüfenden Links können nicht gezählt werden</translation>
    </message>
</context>
<context>
    <name>kurz::UrlPolicy</name>
    <message>
        <source>The URL is empty. Enter an address that starts with http:// or https://.</source>
        <translation>Die URL ist leer. Geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.</translation>
    </message>
    <message>
        <source>The URL is longer than %1 bytes. Shorten it or link to a page that redirects.</source>
        <translation>Die URL ist länger als %1 Bytes. Kürzen Sie sie oder verlinken Sie eine Seite, die weiterleitet.</translation>
    </message>
    <message>
        <source>The URL contains a control character (a line break or tab?). Paste it again as one line.</source>
        <translation>Die URL enthält ein Steuerzeichen (einen Zeilenumbruch oder Tabulator?). Fügen Sie sie erneut als eine Zeile ein.</translation>
    </message>
    <message>
        <source>The URL has no host. Write it as %1://host/path.</source>
        <translation>Die URL hat keinen Host. Schreiben Sie sie als %1://host/pfad.</translation>
    </message>
    <message>
        <source>Only http and https links can be shortened, not &apos;%1:&apos; links.</source>
        <translation>Nur http- und https-Links lassen sich kürzen, keine »%1:«-Links.</translation>
    </message>
    <message>
        <source>The URL is not absolute. Start it with http:// or https://.</source>
        <translation>Die URL ist nicht absolut. Beginnen Sie sie mit http:// oder https://.</translation>
    </message>
    <message>
        <source>This is not a valid URL (%1). Check it for typos.</source>
        <translation>Das ist keine gültige URL (%1). Prüfen Sie sie auf Tippfehler.</translation>
    </message>
    <message>
        <source>The URL contains a user name or password. Remove the part before &apos;@&apos;; shared links must not carry credentials.</source>
        <translation>Die URL enthält einen Benutzernamen oder ein Passwort. Entfernen Sie den Teil vor »@«; geteilte Links dürfen keine Zugangsdaten enthalten.</translation>
    </message>
    <message>
        <source>The URL is %1 bytes long once encoded; at most %2 are allowed. Shorten it or link to a page that redirects.</source>
        <translation>Die URL ist kodiert %1 Bytes lang; erlaubt sind höchstens %2. Kürzen Sie sie oder verlinken Sie eine Seite, die weiterleitet.</translation>
    </message>
    <message>
        <source>This URL is a short link of this Kurz itself; a link to it would loop. Use the link&apos;s real target instead.</source>
        <translation>Diese URL ist ein Kurzlink dieses Kurz selbst; ein Link darauf würde im Kreis führen. Verwenden Sie stattdessen das echte Ziel des Links.</translation>
    </message>
</context>
<context>
    <name>kurz::VisitStore</name>
    <message>
        <source>Cannot read the visits</source>
        <translation>Die Besuche können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot write hit counts</source>
        <translation>Die Aufrufzahlen können nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot write visits</source>
        <translation>Die Besuche können nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot save visits</source>
        <translation>Die Besuche können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot write hits to the hit journal</source>
        <translation>Die Aufrufe können nicht ins Aufrufjournal geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot add the hit journal to the hit counts</source>
        <translation>Das Aufrufjournal kann nicht zu den Aufrufzahlen addiert werden</translation>
    </message>
    <message>
        <source>Cannot delete the visits</source>
        <translation>Die Besuche können nicht gelöscht werden</translation>
    </message>
    <message>
        <source>Cannot restore the visits</source>
        <translation>Die Besuche können nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>These visits are no longer kept; nothing was restored.</source>
        <translation>Diese Besuche werden nicht mehr aufbewahrt; nichts wurde wiederhergestellt.</translation>
    </message>
</context>
<context>
    <name>kurz::VisitsCommand</name>
    <message>
        <source>Delete visits: kurz visits delete CODE (the link&apos;s visits and counts) | kurz visits delete --orphan</source>
        <translation>Besuche löschen: kurz visits delete CODE (die Besuche und Zähler des Links) | kurz visits delete --orphan</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>delete</translation>
    </message>
    <message>
        <source>The link whose visits to delete.</source>
        <translation>Der Link, dessen Besuche gelöscht werden.</translation>
    </message>
    <message>
        <source>Delete the orphan visits (hits on unknown codes, the root and other paths).</source>
        <translation>Die verwaisten Besuche löschen (Aufrufe unbekannter Codes, der Startseite und anderer Pfade).</translation>
    </message>
    <message>
        <source>visits needs delete and a code, e.g. kurz visits delete demo, or kurz visits delete --orphan</source>
        <translation>visits braucht delete und einen Code, z. B. kurz visits delete demo, oder kurz visits delete --orphan</translation>
    </message>
    <message>
        <source>No link has the code &apos;%1&apos;. Run &apos;kurz list&apos; to see the codes.</source>
        <translation>Kein Link hat den Code »%1«. »kurz list« zeigt die Codes.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n visit(s)</source>
        <translation>
            <numerusform>%n Besuch gelöscht</numerusform>
            <numerusform>%n Besuche gelöscht</numerusform>
        </translation>
    </message>
</context>
</TS>
