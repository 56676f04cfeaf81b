import { Messages, StationType } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { shopKeys, shopsApi } from '../shops.api.ts';
import type { AuthorizeModule } from '../shops-ui-context.ts';
import { GuideImage } from './GuideImage.tsx';
import { MODAL_Z_INDEX } from './modal-layer.ts';
import styles from './shops.module.css';

export type BuyAppStep = 0 | 1 | 2;

/**
 * Buyer-app modal (1688): 0 order the buyer app, 1 authorise the 1688 account (station 1, module buy),
 * 2 enable password-free payment (hidden when already enabled). Authorisation moves it to step 2.
 */
export default function BuyAppModal({
  open,
  step,
  onStep,
  onClose,
  onAuthorize,
}: {
  open: boolean;
  step: BuyAppStep;
  onStep: (step: BuyAppStep) => void;
  onClose: () => void;
  onAuthorize: (station: number, module?: AuthorizeModule) => void;
}) {
  const { message } = App.useApp();
  const { data: buyApp } = useQuery({ queryKey: shopKeys.buyApp, queryFn: shopsApi.buyApp });
  const { data: platforms } = useQuery({ queryKey: shopKeys.platforms, queryFn: shopsApi.platforms });
  const protocol = useQuery({
    queryKey: shopKeys.protocolPay,
    queryFn: shopsApi.protocolPayStatus,
    enabled: Boolean(buyApp?.isOrdered),
  });
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(false);
  const marketUrl = platforms?.find((p) => p.value === StationType.Alibaba)?.appAuthorizationUrl ?? null;
  const protocolPayEnabled = protocol.data?.canProtocolPay === true;
  const steps = ['订购买家应用', '授权1688账号', ...(protocolPayEnabled ? [] : ['开通免密支付'])];
  const current = Math.min(step, steps.length - 1) as BuyAppStep;

  const order = () => {
    if (marketUrl) {
      const url = new URL(marketUrl);
      url.searchParams.set('module', 'buy');
      url.searchParams.set('returnUrl', window.location.href);
      window.open(url.toString(), '_blank');
    }
    onStep(1);
  };

  const confirmProtocolPay = async () => {
    setChecking(true);
    try {
      const { canProtocolPay } = await shopsApi.protocolPayStatus();
      if (!canProtocolPay) {
        message.warning(Messages.buyAppProtocolPayNotEnabled);
        return;
      }
      await protocol.refetch();
      setDone(true);
    } finally {
      setChecking(false);
    }
  };

  // password-free payment already on: authorising the account was the last step
  const finished = done || (step === 2 && protocolPayEnabled);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      zIndex={MODAL_Z_INDEX}
      width={780}
      title="订购1688买家应用"
      destroyOnHidden
    >
      <Steps current={finished ? steps.length : current} items={steps.map((title) => ({ title }))} />
      {finished ? (
        <Result
          status="success"
          title="1688买家应用已就绪"
          subTitle={`已授权账号：${buyApp?.accountName ?? ''}，下单时将使用免密支付`}
          extra={
            <Button type="primary" onClick={onClose}>
              完成
            </Button>
          }
        />
      ) : (
        <div className={styles.orderingBody} style={{ marginTop: 24 }}>
          <div>
            {current === 0 && (
              <>
                <p>在1688服务市场订购「铺货助手」买家应用，订购后即可一件代发下单。</p>
                <Button type="primary" onClick={order}>
                  去订购
                </Button>
                <Button type="link" onClick={() => onStep(1)}>
                  已订购，去授权
                </Button>
              </>
            )}
            {current === 1 && (
              <>
                {buyApp?.accountName && <p>当前授权账号：{buyApp.accountName}</p>}
                <p>用1688买家账号登录并同意授权，授权后可用该账号采购下单。</p>
                <Button type="primary" onClick={() => onAuthorize(StationType.Alibaba, 'buy')}>
                  {buyApp?.isOrdered ? '重新授权' : '去授权'}
                </Button>
              </>
            )}
            {current === 2 && (
              <>
                <p>开通1688免密支付后，代发订单无需每次输入支付密码。</p>
                {marketUrl && (
                  <Button href={new URL('protocol-pay', marketUrl).toString()} target="_blank">
                    去开通免密支付
                  </Button>
                )}
                <Button type="primary" loading={checking} onClick={confirmProtocolPay} style={{ marginLeft: 8 }}>
                  我已开通
                </Button>
              </>
            )}
          </div>
          <GuideImage
            platform="1688"
            title={steps[current] ?? ''}
            action={current === 0 ? '立即订购' : current === 1 ? '同意授权' : '开通免密支付'}
          />
        </div>
      )}
    </Modal>
  );
}
