#pragma once

#include "core/util/Result.h"

#include <QUndoCommand>

#include <functional>
#include <optional>

namespace kurz {

// One undoable change to links: both directions are LinkService calls made by the window.
// The change is made before the command is pushed, so the first redo() does nothing; a step
// that fails (a code taken meanwhile, say) is reported and dropped from the stack.
class LinkUndoCommand : public QUndoCommand {
public:
    using Step = std::function<Result<void>()>;

    LinkUndoCommand(const QString &text, Step undo, Step redo, std::function<void(const Error &)> failed);

    void undo() override;
    void redo() override;

private:
    void run(const Step &step);

    Step m_undo;
    Step m_redo;
    std::function<void(const Error &)> m_failed;
    bool m_done = true;
};

}  // namespace kurz
