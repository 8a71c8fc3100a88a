// The widget tests' precompiled header: the tests' own (TestPch.h) and Qt Widgets.
#pragma once

#include "support/TestPch.h"

#include <QtWidgets>
