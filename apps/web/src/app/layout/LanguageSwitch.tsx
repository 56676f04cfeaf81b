import { LOCALES, type Locale } from '@puhuo/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../i18n/index.ts';

/** The top bar's language switch: every screen changes at once, and the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  return (
    <Select<Locale>
      size="small"
      variant="borderless"
      aria-label={t('topBar.language')}
      data-testid="language-switch"
      value={currentLocale()}
      onChange={(locale) => void changeLocale(locale)}
      options={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      popupMatchSelectWidth={false}
    />
  );
}
