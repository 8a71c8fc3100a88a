#pragma once

#include "core/codes/CodeSettings.h"
#include "gui/SettingsPage.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace kurz {

class DesktopApp;
class Settings;

// Settings → Codes: the strategy, alphabet and length of new codes, with sample codes and the
// arithmetic of the code space for the values shown, taken from the registry's strategy
// without storing anything. Tests find the fields as "strategy", "alphabet", "customAlphabet",
// "codeLength", "snowflakeLayout" (shown for the snowflake strategy), "poolCodes", "poolBatch",
// "poolSize" and the label "poolStatus" (shown for the pool strategy); the label "costLine"
// says what the strategy shown costs.
class CodesSettingsPage : public SettingsPage {
    Q_OBJECT

public:
    explicit CodesSettingsPage(DesktopApp &app, QWidget *parent = nullptr);

    void load() override;
    Result<void> apply() override;
    // Whether codes match regardless of case, as Settings → Server shows it: the samples follow.
    void setCaseInsensitive(bool on);

    QStringList sampleCodes() const { return m_samples; }
    QString previewText() const;
    QString arithmeticText() const;
    QString poolStatusText() const;
    // "At N links: retries, guessability, length" for the strategy shown (CodeCost).
    QString costText() const;

private:
    QString alphabetValue() const;
    CodeSettings codeSettingsShown() const;
    void updatePreview();

    DesktopApp &m_app;
    Settings &m_settings;
    bool m_caseInsensitive = false;
    QStringList m_samples;
    QComboBox *m_strategy = nullptr;
    QLabel *m_strategyHelp = nullptr;
    QComboBox *m_alphabet = nullptr;
    QLineEdit *m_customAlphabet = nullptr;
    QSpinBox *m_length = nullptr;
    QLineEdit *m_snowflakeLayout = nullptr;
    QLabel *m_snowflakeLayoutLabel = nullptr;
    QComboBox *m_poolCodes = nullptr;
    QSpinBox *m_poolBatch = nullptr;
    QSpinBox *m_poolSize = nullptr;
    QLabel *m_poolStatus = nullptr;
    QList<QWidget *> m_poolRows;  // the pool's fields and their labels
    QLabel *m_alphabetNote = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_arithmetic = nullptr;
    QLabel *m_cost = nullptr;
};

}  // namespace kurz
