#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QTextStream>

#include <functional>
#include <memory>

namespace kurz {

class Database;
class LinkStore;
class Settings;
class LinkService;

// What a command runs with: its streams, and the database and settings that --db and
// --config chose, opened on first use.
class CommandContext {
public:
    CommandContext(QTextStream &out, QTextStream &err);
    ~CommandContext();

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

    void setPaths(const QString &databasePath, const QString &configPath);
    bool json = false;

    Settings &settings();
    // Null after printing the reason to err().
    std::shared_ptr<Database> database();
    LinkStore *store();
    LinkService *links();  // every change to links goes through it
    QString baseUrl();  // what short URLs start with, ending in '/'

    // Hands text to a running Kurz to put on the clipboard; unset or false: nobody took it.
    std::function<bool(const QString &)> copyToClipboard;

    int fail(const QString &message);  // prints "kurz: message" to err(), returns 1

private:
    QTextStream &m_out;
    QTextStream &m_err;
    QString m_databasePath;
    QString m_configPath;
    std::unique_ptr<Settings> m_settings;
    std::shared_ptr<Database> m_database;
    std::unique_ptr<LinkStore> m_store;
    std::unique_ptr<LinkService> m_links;
};

// One `kurz NAME ...` command.
class Command {
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    // Adds the command's own options; --db, --config, --json and --help are already there.
    virtual void addOptions(QCommandLineParser &parser) = 0;
    // Runs after parsing; returns the exit status.
    virtual int run(CommandContext &context, const QCommandLineParser &parser) = 0;
};

}  // namespace kurz
