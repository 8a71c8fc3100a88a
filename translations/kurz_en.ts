<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>kurz::BulkEditDialog</name>
    <message numerus="yes">
        <source>Edit %n link(s)</source>
        <translation>
            <numerusform>Edit %n link</numerusform>
            <numerusform>Edit %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Change %n link(s)</source>
        <translation>
            <numerusform>&amp;Change %n link</numerusform>
            <numerusform>&amp;Change %n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kurz::DetailPane</name>
    <message numerus="yes">
        <source>%Ln visit(s)</source>
        <translation>
            <numerusform>%Ln visit</numerusform>
            <numerusform>%Ln visits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them all at once.</source>
        <translation>
            <numerusform>%n link selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them all at once.</numerusform>
            <numerusform>%n links selected. Copy, open, enable or disable, change (Ctrl+Shift+E) or delete them all at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kurz::HitsChart</name>
    <message numerus="yes">
        <source>Last %n day(s): %1 human and %2 bot visits</source>
        <translation>
            <numerusform>Last %n day: %1 human and %2 bot visits</numerusform>
            <numerusform>Last %n days: %1 human and %2 bot visits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kurz::LinkTableModel</name>
    <message numerus="yes">
        <source>Stops after %Ln visit(s)</source>
        <translation>
            <numerusform>Stops after %Ln visit</numerusform>
            <numerusform>Stops after %Ln visits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kurz::MainWindow</name>
    <message numerus="yes">
        <source>Change %n link(s)</source>
        <translation>
            <numerusform>Change %n link</numerusform>
            <numerusform>Change %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n short URL(s)</source>
        <translation>
            <numerusform>Copied %n short URL</numerusform>
            <numerusform>Copied %n short URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Disable %n link(s)</source>
        <translation>
            <numerusform>Disable %n link</numerusform>
            <numerusform>Disable %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enable %n link(s)</source>
        <translation>
            <numerusform>Enable %n link</numerusform>
            <numerusform>Enable %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n link(s)? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.</source>
        <translation>
            <numerusform>Delete %n link? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.</numerusform>
            <numerusform>Delete %n links? Their short URLs stop working. Undo (Ctrl+Z) brings them back with their visits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n link(s)</source>
        <translation>
            <numerusform>Delete %n link</numerusform>
            <numerusform>Delete %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n link(s) — Ctrl+Z brings them back</source>
        <translation>
            <numerusform>Deleted %n link — Ctrl+Z brings them back</numerusform>
            <numerusform>Deleted %n links — Ctrl+Z brings them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln link</numerusform>
            <numerusform>%Ln links</numerusform>
        </translation>
    </message>
</context>
</TS>
