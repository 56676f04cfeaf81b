import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApplicationConfiguration } from '../../features/auth/useApplicationConfiguration.ts';
import styles from './layout.module.css';

/**
 * "演示环境" in a demo run, so nobody takes a played-locally text, payment or listing for a real one;
 * nothing until the configuration answers, and nothing in production.
 */
export function EnvironmentTag() {
  const { data } = useApplicationConfiguration();
  const { t } = useTranslation('shared');
  if (data?.environment?.mode !== 'demo') return null;
  return (
    <Tooltip title={t('demoEnvironmentTip')} placement="bottomLeft">
      <Tag color="orange" className={styles.environmentTag} data-testid="environment-tag" tabIndex={0}>
        {t('demoEnvironment')}
      </Tag>
    </Tooltip>
  );
}
