#pragma once

// The commands about links, for registering them together.
#include "cli/DeleteCommand.h"
#include "cli/EditCommand.h"
#include "cli/ListCommand.h"
#include "cli/ShortenCommand.h"
#include "cli/ShowCommand.h"
