import type { ConfirmLine } from '@puhuo/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanText } from './order-amounts.ts';
import styles from './orders.module.css';

/** The goods of an order, to confirm or placed: picture, title and SKU, unit price, quantity, subtotal. */
export function OrderLinesTable({ lines }: { lines: Omit<ConfirmLine, 'cartId'>[] }) {
  const { t } = useTranslation('orders');
  return (
    <Table
      rowKey="skuId"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        {
          title: t('columns.goods'),
          key: 'goods',
          render: (_, line) => (
            <div className={styles.line}>
              <img src={line.imgUrl} alt="" width={56} height={56} />
              <div>
                <div className={styles.lineTitle}>{line.title}</div>
                <div className={styles.props}>
                  {line.salesProperties.map((p) => t('confirm.property', { name: p.name, value: p.value })).join('  ')}
                </div>
              </div>
            </div>
          ),
        },
        { title: t('columns.unitPrice'), key: 'price', width: 110, render: (_, line) => yuanText(line.price) },
        { title: t('columns.qty'), dataIndex: 'qty', width: 80 },
        { title: t('columns.subtotal'), key: 'amount', width: 120, render: (_, line) => yuanText(line.amount) },
      ]}
    />
  );
}
