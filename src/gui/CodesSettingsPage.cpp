#include "gui/CodesSettingsPage.h"

#include "core/codes/CodeCost.h"
#include "core/codes/CodeSpace.h"
#include "core/codes/CodeStrategyRegistry.h"
#include "core/codes/SnowflakeLayout.h"
#include "core/links/CodeStrategyFactory.h"
#include "core/settings/SettingsKeys.h"
#include "core/store/LinkStore.h"
#include "gui/DesktopApp.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace kurz {

namespace {

QString translated(const char *registryText)
{
    return QCoreApplication::translate("kurz::CodeStrategyRegistry", registryText);
}

}  // namespace

CodesSettingsPage::CodesSettingsPage(DesktopApp &app, QWidget *parent)
    : SettingsPage(parent)
    , m_app(app)
    , m_settings(app.settings())
{
    auto *form = new QFormLayout(this);
    m_strategy = new QComboBox(this);
    m_strategy->setObjectName(u"strategy"_s);
    for (const CodeStrategyEntry &entry : CodeStrategyRegistry::entries()) {
        m_strategy->addItem(translated(entry.name), entry.id);
        m_strategy->setItemData(m_strategy->count() - 1, translated(entry.help), Qt::ToolTipRole);
    }
    form->addRow(tr("&Strategy:"), m_strategy);
    m_strategyHelp = noteLabel({}, this);
    form->addRow(QString(), m_strategyHelp);

    m_alphabet = new QComboBox(this);
    m_alphabet->setObjectName(u"alphabet"_s);
    m_alphabet->addItem(tr("Letters and digits (base62)"), u"base62"_s);
    m_alphabet->addItem(tr("Without look-alikes (no 0 O 1 l I)"), u"unambiguous"_s);
    m_alphabet->addItem(tr("Lower-case letters and digits (base36)"), u"base36"_s);
    m_alphabet->addItem(tr("Custom characters…"), QString());
    m_customAlphabet = new QLineEdit(this);
    m_customAlphabet->setObjectName(u"customAlphabet"_s);
    m_customAlphabet->setAccessibleName(tr("Custom alphabet"));
    m_customAlphabet->setPlaceholderText(tr("at least 10 distinct URL-safe characters"));
    form->addRow(tr("&Alphabet:"), m_alphabet);
    form->addRow(QString(), m_customAlphabet);
    m_alphabetNote = noteLabel({}, this);
    m_alphabetNote->setObjectName(u"alphabetNote"_s);
    form->addRow(QString(), m_alphabetNote);
    m_length = new QSpinBox(this);
    m_length->setObjectName(u"codeLength"_s);
    // A wide range, so that "2" or "40" can be typed and explained instead of swallowed.
    m_length->setRange(1, 99);
    form->addRow(tr("&Length:"), m_length);
    m_snowflakeLayout = new QLineEdit(this);
    m_snowflakeLayout->setObjectName(u"snowflakeLayout"_s);
    m_snowflakeLayout->setPlaceholderText(u"41/10/12"_s);
    m_snowflakeLayout->setToolTip(tr("Bits of the time, the machine number and the sequence, e.g. 41/10/12 (69 years, "
                                     "1,024 machines, 4,096 codes a millisecond). Fewer bits make shorter codes."));
    m_snowflakeLayoutLabel = new QLabel(tr("Snowflake &bits:"), this);
    m_snowflakeLayoutLabel->setBuddy(m_snowflakeLayout);
    form->addRow(m_snowflakeLayoutLabel, m_snowflakeLayout);
    m_poolCodes = new QComboBox(this);
    m_poolCodes->setObjectName(u"poolCodes"_s);
    m_poolCodes->addItem(tr("Random codes"), u"random"_s);
    m_poolCodes->addItem(tr("Keyed permutation of a counter"), u"feistel"_s);
    m_poolBatch = new QSpinBox(this);
    m_poolBatch->setObjectName(u"poolBatch"_s);
    m_poolBatch->setRange(10, 100000);
    m_poolBatch->setToolTip(tr("Codes each running Kurz takes from the pool at a time. A Kurz that is killed "
                               "wastes the rest of its batch."));
    m_poolSize = new QSpinBox(this);
    m_poolSize->setObjectName(u"poolSize"_s);
    m_poolSize->setRange(100, 10000000);
    m_poolSize->setGroupSeparatorShown(true);
    m_poolSize->setToolTip(tr("Free codes the pool is refilled to, in the background, once fewer than half are left."));
    m_poolStatus = noteLabel({}, this);
    m_poolStatus->setObjectName(u"poolStatus"_s);
    for (const auto &[label, field] : std::initializer_list<std::pair<QString, QWidget *>>{
             {tr("Pool &holds:"), m_poolCodes}, {tr("Pool &batch:"), m_poolBatch}, {tr("Pool si&ze:"), m_poolSize}}) {
        auto *buddy = new QLabel(label, this);
        buddy->setBuddy(field);
        form->addRow(buddy, field);
        m_poolRows << buddy << field;
    }
    form->addRow(QString(), m_poolStatus);
    m_poolRows << m_poolStatus;
    m_preview = new QLabel(this);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont mono(u"monospace"_s);
    mono.setStyleHint(QFont::Monospace);
    m_preview->setFont(mono);
    form->addRow(tr("Samples:"), m_preview);
    m_arithmetic = noteLabel({}, this);
    form->addRow(QString(), m_arithmetic);
    m_cost = noteLabel({}, this);
    m_cost->setObjectName(u"costLine"_s);
    form->addRow(tr("Cost:"), m_cost);
    form->addRow(QString(), noteLabel(tr("Existing links keep their codes whatever you choose here."), this));

    connect(m_strategy, &QComboBox::currentIndexChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_alphabet, &QComboBox::currentIndexChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_customAlphabet, &QLineEdit::textChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_length, &QSpinBox::textChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_snowflakeLayout, &QLineEdit::textChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_poolCodes, &QComboBox::currentIndexChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_poolBatch, &QSpinBox::textChanged, this, &CodesSettingsPage::updatePreview);
    connect(m_poolSize, &QSpinBox::textChanged, this, &CodesSettingsPage::updatePreview);
}

void CodesSettingsPage::load()
{
    {
        // The samples are made once, for all the values loaded.
        const QSignalBlocker strategy(m_strategy), alphabetChoice(m_alphabet), custom(m_customAlphabet),
            length(m_length), layout(m_snowflakeLayout), poolCodes(m_poolCodes), poolBatch(m_poolBatch),
            poolSize(m_poolSize);
        m_snowflakeLayout->setText(m_settings.get(keys::SnowflakeLayout));
        m_poolCodes->setCurrentIndex(std::max(0, m_poolCodes->findData(m_settings.get(keys::PoolCodes))));
        m_poolBatch->setValue(m_settings.get(keys::PoolBatch));
        m_poolSize->setValue(m_settings.get(keys::PoolSize));
        m_strategy->setCurrentIndex(std::max(0, m_strategy->findData(m_settings.get(keys::CodeStrategy))));
        const QString alphabet = m_settings.get(keys::CodeAlphabet);
        const int known = m_alphabet->findData(alphabet);
        m_alphabet->setCurrentIndex(known >= 0 ? known : 3);
        m_customAlphabet->setText(known < 0 ? alphabet : QString());
        m_length->setValue(m_settings.get(keys::CodeLength));
    }
    updatePreview();
}

Result<void> CodesSettingsPage::apply()
{
    return firstFailure({
        [this] { return m_settings.set(keys::CodeAlphabet, alphabetValue()); },
        [this] { return m_settings.set(keys::CodeLength, m_length->value()); },
        [this] { return m_settings.set(keys::SnowflakeLayout, m_snowflakeLayout->text().trimmed()); },
        [this] { return m_settings.set(keys::PoolCodes, m_poolCodes->currentData().toString()); },
        [this] { return m_settings.set(keys::PoolBatch, m_poolBatch->value()); },
        [this] { return m_settings.set(keys::PoolSize, m_poolSize->value()); },
        [this] { return m_settings.set(keys::CodeStrategy, m_strategy->currentData().toString()); },
    });
}

void CodesSettingsPage::setCaseInsensitive(bool on)
{
    if (on == m_caseInsensitive)
        return;
    m_caseInsensitive = on;
    updatePreview();
}

QString CodesSettingsPage::previewText() const
{
    return m_preview->text();
}

QString CodesSettingsPage::arithmeticText() const
{
    return m_arithmetic->text();
}

QString CodesSettingsPage::costText() const
{
    return m_cost->text();
}

QString CodesSettingsPage::poolStatusText() const
{
    return m_poolStatus->text();
}

QString CodesSettingsPage::alphabetValue() const
{
    const QString known = m_alphabet->currentData().toString();
    return known.isEmpty() ? m_customAlphabet->text().trimmed() : known;
}

CodeSettings CodesSettingsPage::codeSettingsShown() const
{
    CodeSettings codes;
    codes.strategy = m_strategy->currentData().toString();
    codes.alphabet = alphabetValue();
    codes.length = m_length->value();
    codes.caseInsensitive = m_caseInsensitive;
    codes.snowflakeLayout = m_snowflakeLayout->text().trimmed();
    codes.poolCodes = m_poolCodes->currentData().toString();
    codes.poolBatch = m_poolBatch->value();
    codes.poolSize = m_poolSize->value();
    return codes;
}

void CodesSettingsPage::updatePreview()
{
    const CodeSettings codes = codeSettingsShown();
    if (const CodeStrategyEntry *entry = CodeStrategyRegistry::find(codes.strategy))
        m_strategyHelp->setText(translated(entry->help));
    m_customAlphabet->setVisible(m_alphabet->currentData().toString().isEmpty());
    const bool snowflake = codes.strategy == u"snowflake";
    m_snowflakeLayout->setVisible(snowflake);
    m_snowflakeLayoutLabel->setVisible(snowflake);
    m_length->setEnabled(!snowflake);  // a Snowflake code's length follows from its bits
    const bool pool = codes.strategy == u"pool";
    for (QWidget *row : std::as_const(m_poolRows))
        row->setVisible(pool);
    if (pool) {
        const auto counts = m_app.database()->codePool().counts();
        m_poolStatus->setText(counts
                ? tr("%1 codes left in the pool of %2 (refilled below %3); %4 handed out.")
                      .arg(QLocale().toString(counts->free), QLocale().toString(codes.poolSize),
                          QLocale().toString(codes.poolSize / 2), QLocale().toString(counts->taken))
                : counts.error().message);
    }
    // Case-insensitive codes are made from lower-case letters and digits, whatever is chosen.
    const bool lowered = m_caseInsensitive && alphabetValue() != u"base36";
    m_alphabetNote->setText(lowered
            ? tr("Codes match regardless of case (Settings → Server), so new codes use lower-case "
                 "letters and digits only (base36).")
            : QString());
    m_alphabetNote->setVisible(lowered);
    m_samples.clear();
    Result<void> usable = keys::CodeAlphabet.validate(codes.alphabet);
    if (usable.ok())
        usable = keys::CodeLength.validate(codes.length);
    if (usable.ok() && snowflake)
        usable = keys::SnowflakeLayout.validate(codes.snowflakeLayout);
    if (usable.ok())
        usable = CodeStrategyRegistry::check(codes);
    m_arithmetic->clear();
    m_cost->clear();
    if (!usable.ok()) {
        m_preview->setText(usable.error().message);
        m_preview->setWordWrap(true);
        return;
    }
    auto strategy = makeCodeStrategy(codes, *m_app.database());
    // Counter strategies: the codes the next links would get, without taking the numbers.
    const auto counted = m_app.store().pages().countAll();
    const qint64 links = counted ? *counted : 0;
    for (int i = 0; i < 5; ++i) {
        CodeContext context;
        context.counter = quint64(links) + 1 + quint64(i);
        context.normalizedUrl = QStringLiteral("https://example.org/page/%1").arg(i + 1);
        m_samples << strategy->candidate(context);
    }
    m_preview->setText(m_samples.join(u"   "_s));
    m_preview->setWordWrap(false);
    m_cost->setText(CodeCost::of(codes, links).line(links));
    const CodeSpace space(codes.codeAlphabet().size(), codes.length);
    if (const auto layout = SnowflakeLayout::parse(codes.snowflakeLayout); snowflake && layout)
        m_arithmetic->setText(
            tr("Codes of %1 characters: %2 years from 2026 of up to %3 codes a millisecond on each of %4 "
               "machines (each Kurz leases its number from the database). They never collide, but they show "
               "when a link was made.")
                .arg(layout->codeLength(codes.codeAlphabet()))
                .arg(QLocale().toString(double(quint64(1) << layout->timeBits) / 1000 / 86400 / 365.25, 'f', 1))
                .arg(QLocale().toString(layout->maxSequence() + 1))
                .arg(QLocale().toString(layout->maxMachine() + 1)));
    else if (strategy->usesCounter())
        m_arithmetic->setText(tr("%1^%2 = %3 codes of %2 characters. Codes made from a counter never collide; "
                                 "they grow longer once a length is used up.")
                                  .arg(space.alphabetSize())
                                  .arg(space.length())
                                  .arg(CodeSpace::formatCount(space.capacity(), QLocale())));
    else
        m_arithmetic->setText(tr("%1^%2 = %3 codes; at %Ln link(s) the next random code collides with probability %4.",
            nullptr, int(std::min<qint64>(links, INT_MAX)))
                                  .arg(space.alphabetSize())
                                  .arg(space.length())
                                  .arg(CodeSpace::formatCount(space.capacity(), QLocale()),
                                      CodeSpace::formatProbability(space.nextCollisionChance(links), QLocale())));
}

}  // namespace kurz
