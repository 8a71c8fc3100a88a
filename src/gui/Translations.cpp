#include "gui/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

const QString KurzTranslations = u":/i18n"_s;  // qt_add_translations embeds the .qm files here

bool load(const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, name, u"_"_s, folder) && QCoreApplication::installTranslator(translator))
        return true;
    delete translator;
    return false;
}

}  // namespace

QStringList Translations::available()
{
    QStringList languages;
    for (const QString &file : QDir(KurzTranslations).entryList({u"kurz_*.qm"_s}))
        languages.append(file.mid(5).chopped(3));
    return languages;
}

void Translations::install(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    load(locale, u"qtbase"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // Languages Kurz does not speak get English, whose file has its plural forms ("1 link").
    if (!load(locale, u"kurz"_s, KurzTranslations))
        load(QLocale(QLocale::English), u"kurz"_s, KurzTranslations);
}

}  // namespace kurz
