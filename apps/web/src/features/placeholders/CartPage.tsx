import { Empty } from 'antd';

export default function CartPage() {
  return <Empty style={{ padding: 80, background: '#fff', borderRadius: 8 }} description="购物车还是空的" />;
}
