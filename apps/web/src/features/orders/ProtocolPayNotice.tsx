import { OrderMessages } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n/index.ts';
import { shopQueries, useShopsUi } from '../shops/index.ts';

/**
 * 1688 goods are bought through the 1688 buyer app and paid password-free. "去开通" opens the
 * buyer-app modal (order, authorise the 1688 account, open password-free payment on 1688); the user
 * may then say it is enabled, and when 1688 says it is not, they are warned (spec doc 1 §5).
 */
export function ProtocolPayNotice() {
  const { message } = App.useApp();
  const shopsUi = useShopsUi();
  const { t } = useTranslation('orders');
  const localize = useLocalized();
  const status = useQuery(shopQueries.protocolPay());
  const buyApp = useQuery(shopQueries.buyApp());
  if (!status.data) return null;
  if (status.data.canProtocolPay) {
    return <Alert type="success" showIcon message={t('protocolPay.enabledNotice')} />;
  }
  const checkEnabled = async () => {
    const { data } = await status.refetch();
    if (data?.canProtocolPay) message.success(t('protocolPay.enabled'));
    else message.warning(localize(OrderMessages.protocolPayNotEnabled));
  };
  // an authorised buyer account only lacks the last step
  const authorised = buyApp.data?.isOrdered === true && !buyApp.data.isExpired;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="protocol-pay-notice"
      message={t('protocolPay.required')}
      description={t('protocolPay.description')}
      action={
        <Space direction="vertical">
          <Button size="small" type="primary" onClick={() => shopsUi.openBuyApp(authorised ? 2 : 0)}>
            {t('protocolPay.enable')}
          </Button>
          <Button size="small" onClick={() => void checkEnabled()}>
            {t('protocolPay.iHaveEnabled')}
          </Button>
        </Space>
      }
    />
  );
}
