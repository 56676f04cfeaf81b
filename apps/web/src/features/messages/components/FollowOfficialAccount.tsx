import { BellOutlined } from '@ant-design/icons';
import { OFFICIAL_ACCOUNT_NAME, OFFICIAL_ACCOUNT_PUSHES } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
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
  const qr = useQuery({
    queryKey: messageKeys.followQr(userId),
    queryFn: () => messagesApi.followQr(userId, tenantId),
    enabled: active,
    // a fresh QR well before the old one's scene expires
    staleTime: 10 * 60_000,
  });

  return (
    <div className={styles.follow}>
      <p className={styles.lead}>微信扫码关注「{OFFICIAL_ACCOUNT_NAME}」公众号，开启消息提醒</p>
      <div className={styles.qrBox}>
        {qr.data ? (
          <img
            src={qr.data.qrCodeUrl}
            alt="关注公众号二维码"
            width={200}
            height={200}
            data-scan-url={qr.data.scanUrl}
          />
        ) : qr.isError ? (
          <span>二维码加载失败</span>
        ) : (
          <Spin />
        )}
      </div>
      <Button type="link" onClick={() => void qr.refetch()}>
        刷新二维码
      </Button>
      <h4 className={styles.pushesTitle}>关注后可接收以下消息推送</h4>
      <ul className={styles.pushes}>
        {OFFICIAL_ACCOUNT_PUSHES.map((push) => (
          <li key={push.title}>
            <BellOutlined className={styles.pushIcon} />
            <div>
              <strong>{push.title}</strong>
              <span>{push.description}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
