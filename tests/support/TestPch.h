// The tests' precompiled header: what nearly every test parses (QtTest pulls in all of QtCore).
// kurz_add_test builds it once per set of libraries a test links and reuses it for the others.
#pragma once

#include <QtCore>
#include <QtNetwork>
#include <QtSql>
#include <QtTest>
