import { Empty } from 'antd';
import { useLocation } from 'react-router';

export default function OrderConfirmPage() {
  const sample = useLocation().pathname.startsWith('/sample-order-confirm');
  return (
    <Empty
      style={{ padding: 80, background: '#fff', borderRadius: 8 }}
      description={sample ? '没有待确认的样品订单' : '没有待确认的订单'}
    />
  );
}
