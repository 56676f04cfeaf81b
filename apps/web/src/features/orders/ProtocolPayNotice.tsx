import { OrderMessages } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { shopKeys, shopsApi } from '../shops/shops.api.ts';
import { useShopsUi } from '../shops/shops-ui-context.ts';

/**
 * 1688 goods are bought through the 1688 buyer app and paid password-free. "去开通" opens the
 * buyer-app modal (order, authorise the 1688 account, open password-free payment on 1688); the user
 * may then say it is enabled, and when 1688 says it is not, they are warned (spec doc 1 §5).
 */
export function ProtocolPayNotice() {
  const { message } = App.useApp();
  const shopsUi = useShopsUi();
  const status = useQuery({ queryKey: shopKeys.protocolPay, queryFn: shopsApi.protocolPayStatus });
  const buyApp = useQuery({ queryKey: shopKeys.buyApp, queryFn: shopsApi.buyApp });
  if (!status.data) return null;
  if (status.data.canProtocolPay) {
    return <Alert type="success" showIcon message="1688免密支付已开通，1688商品将自动完成付款" />;
  }
  const checkEnabled = async () => {
    const { data } = await status.refetch();
    if (data?.canProtocolPay) message.success('1688免密支付已开通');
    else message.warning(OrderMessages.protocolPayNotEnabled);
  };
  // an authorised buyer account only lacks the last step
  const authorised = buyApp.data?.isOrdered === true && !buyApp.data.isExpired;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="protocol-pay-notice"
      message="1688商品需开通1688免密支付后才能下单"
      description="开通后，1688商品的采购单将通过1688买家应用自动付款。"
      action={
        <Space direction="vertical">
          <Button size="small" type="primary" onClick={() => shopsUi.openBuyApp(authorised ? 2 : 0)}>
            去开通
          </Button>
          <Button size="small" onClick={() => void checkEnabled()}>
            我已开通
          </Button>
        </Space>
      }
    />
  );
}
