import { Messages } from '@puhuo/domain';
import { Tag, Tooltip } from 'antd';
import { useApplicationConfiguration } from '../../features/auth/useApplicationConfiguration.ts';
import styles from './layout.module.css';

/**
 * "演示环境" in a demo run, so nobody takes a played-locally text, payment or listing for a real one;
 * nothing until the configuration answers, and nothing in production.
 */
export function EnvironmentTag() {
  const { data } = useApplicationConfiguration();
  if (data?.environment?.mode !== 'demo') return null;
  return (
    <Tooltip title={Messages.demoEnvironmentTip} placement="bottomLeft">
      <Tag color="orange" className={styles.environmentTag} data-testid="environment-tag" tabIndex={0}>
        {Messages.demoEnvironment}
      </Tag>
    </Tooltip>
  );
}
