import { BellOutlined } from '@ant-design/icons';
import { OFFICIAL_ACCOUNT_NAME, OFFICIAL_ACCOUNT_PUSHES } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import { messageKeys, messagesApi } from '../messages.api.ts';
import styles from './messages.module.css';

/** Not following yet: the scene-2 QR (this user, this tenant) and what following brings. */
export function FollowOfficialAccount({
  userId,
  tenantId,
  active,
}: {
  userId: string;
  tenantId: string;
  active: boolean;
}) {
  const { t } = useTranslation('subscriptions');
  const localize = useLocalized();
  const qr = useQuery({
    queryKey: messageKeys.followQr(userId),
    queryFn: () => messagesApi.followQr(userId, tenantId),
    enabled: active,
    // a fresh QR well before the old one's scene expires
    staleTime: 10 * 60_000,
  });

  return (
    <div className={styles.follow}>
      <p className={styles.lead}>{t('follow.lead', { name: localize(OFFICIAL_ACCOUNT_NAME) })}</p>
      <div className={styles.qrBox}>
        {qr.data ? (
          <img
            src={qr.data.qrCodeUrl}
            alt={t('follow.qrAlt')}
            width={200}
            height={200}
            data-scan-url={qr.data.scanUrl}
          />
        ) : qr.isError ? (
          <span>{t('follow.qrFailed')}</span>
        ) : (
          <Spin />
        )}
      </div>
      <Button type="link" onClick={() => void qr.refetch()}>
        {t('follow.refreshQr')}
      </Button>
      <h4 className={styles.pushesTitle}>{t('follow.pushesTitle')}</h4>
      <ul className={styles.pushes}>
        {OFFICIAL_ACCOUNT_PUSHES.map((push) => (
          <li key={push.title}>
            <BellOutlined className={styles.pushIcon} />
            <div>
              <strong>{localize(push.title)}</strong>
              <span>{localize(push.description)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
