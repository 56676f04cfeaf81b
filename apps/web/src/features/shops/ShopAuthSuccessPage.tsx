import { findStation } from '@puhuo/domain';
import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import styles from './components/shops.module.css';

/**
 * Where the platform's authorisation ends (the station-oauth callback): says how it went; the window
 * that opened it hears the result through ShopAuthorize and refreshes.
 */
export default function ShopAuthSuccessPage() {
  const [params] = useSearchParams();
  const success = params.get('success') === 'true';
  const station = findStation(Number(params.get('station')));
  const shopName = params.get('shopName');
  const buyer = params.get('module') === 'buy';
  const close = () => {
    window.close();
    // a window we did not open cannot close itself
    window.location.assign('/market');
  };
  return (
    <div className={styles.resultPage}>
      <Result
        status={success ? 'success' : 'error'}
        title={success ? (buyer ? '1688账号授权成功' : '店铺授权成功') : '授权失败'}
        subTitle={
          success
            ? `${station?.label ?? ''}${buyer ? '账号' : '店铺'}「${shopName ?? ''}」已授权，可以关闭此窗口回到铺货助手`
            : (params.get('message') ?? '授权未完成，请重新授权')
        }
        extra={
          <Button type="primary" onClick={close}>
            关闭窗口
          </Button>
        }
      />
    </div>
  );
}
