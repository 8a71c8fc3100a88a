#pragma once

#include "core/links/Link.h"
#include "core/store/SqlStatements.h"

#include <QLatin1StringView>

#include <span>

namespace kurz {

// The columns of the links table, in one table: the statements that write and read links are
// made from it, and a link is bound and read by walking it, so that the column lists, the
// binding and the reading cannot drift apart.
class LinkRow {
public:
    // The cells of one result row, from a QSqlQuery or an SqlStatement.
    class Cells {
    public:
        virtual ~Cells() = default;
        virtual bool isNull(int column) const = 0;
        virtual qint64 integer(int column) const = 0;
        virtual QString text(int column) const = 0;
    };

    struct Column {
        enum Use : unsigned {
            Selected = 0x1,  // read into a Link by every select of links
            Inserted = 0x2,  // written by inserts
            Plain = 0x4,  // ... also for a plain link (the others hold their defaults for it)
            Updated = 0x8,  // written by update()
        };
        QLatin1StringView names;  // one column, or those read together (`width` of them)
        unsigned use = 0;
        int width = 1;
        void (*bindInsert)(SqlStatement &, int at, const Link &) = nullptr;
        void (*bindUpdate)(SqlStatement &, int at, const Link &) = nullptr;  // bindInsert when null
        void (*read)(Link &, const Cells &, int at) = nullptr;
        bool (*holdsDefault)(const Link &) = nullptr;  // inserted, not Plain: may a plain insert leave it out
    };

    static std::span<const Column> columns();

    // "id, code, …": what every select of links reads, for read().
    static const QString &selectList();
    // "code, target, …": the columns an insert writes; a plain insert only Plain ones.
    static const QString &insertList(bool plain);
    static int insertCount(bool plain);
    // Every column of a link, as links and removed_links both have them (a removed batch moves
    // rows whole).
    static const QString &storedList();
    // "target = ?, title = ?, …": what update() writes, for bindUpdate().
    static const QString &updateAssignments();

    // A link whose columns left out of a plain insert all hold their defaults.
    static bool isPlain(const Link &link);
    // Bind the columns of insertList() or updateAssignments() from `first`; the position after them.
    static int bindInsert(SqlStatement &statement, int first, const Link &link, bool plain);
    static int bindUpdate(SqlStatement &statement, int first, const Link &link);

    // The link of the current row of a statement that selected selectList().
    template<typename Row>
    static Link read(const Row &row)
    {
        return fromCells(RowCells<Row>(row));
    }
    static Link fromCells(const Cells &cells);

private:
    template<typename Row>
    class RowCells final : public Cells {
    public:
        explicit RowCells(const Row &row)
            : m_row(row)
        {
        }
        bool isNull(int column) const override { return kurz::isNull(m_row, column); }
        qint64 integer(int column) const override { return kurz::integer(m_row, column); }
        QString text(int column) const override { return kurz::text(m_row, column); }

    private:
        const Row &m_row;
    };
};

}  // namespace kurz
