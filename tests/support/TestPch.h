// The tests' precompiled header: what nearly every test parses (QtTest pulls in all of QtCore).
// kurz_add_test (tests/CMakeLists.txt) builds it once for each kind of test and reuses it.
#pragma once

#include <QtCore>
#include <QtNetwork>
#include <QtSql>
#include <QtTest>
