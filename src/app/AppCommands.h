#pragma once

namespace kurz {

class Cli;

// Adds the commands that need more than the command line's own library (serve, check) to
// `cli`: the program and the man page generator list the same commands this way.
void addAppCommands(Cli &cli);

}  // namespace kurz
