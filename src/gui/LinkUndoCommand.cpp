#include "gui/LinkUndoCommand.h"

namespace kurz {

LinkUndoCommand::LinkUndoCommand(const QString &text, Step undo, Step redo, std::function<void(const Error &)> failed)
    : QUndoCommand(text)
    , m_undo(std::move(undo))
    , m_redo(std::move(redo))
    , m_failed(std::move(failed))
{
}

void LinkUndoCommand::undo()
{
    run(m_undo);
}

void LinkUndoCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    run(m_redo);
}

void LinkUndoCommand::run(const Step &step)
{
    if (auto failed = step(); !failed.ok()) {
        setObsolete(true);
        m_failed(failed.error());
    }
}

}  // namespace kurz
