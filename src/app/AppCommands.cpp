#include "app/AppCommands.h"

#include "app/CheckCommand.h"
#include "app/ServeCommand.h"
#include "cli/Cli.h"

namespace kurz {

void addAppCommands(Cli &cli)
{
    cli.addCommand(std::make_unique<ServeCommand>());
    cli.addCommand(std::make_unique<CheckCommand>());
}

}  // namespace kurz
