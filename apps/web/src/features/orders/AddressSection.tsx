import type { TenantAddress } from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Radio, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFormModal } from './AddressFormModal.tsx';
import { ordersApi } from './orders.api.ts';
import styles from './orders.module.css';

const ADDRESSES_KEY = ['tenant-addresses'];

/** The delivery addresses to choose from; the default one is chosen first. */
export function AddressSection({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('orders');
  const [adding, setAdding] = useState(false);
  const { data: addresses = [] } = useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: async () => (await ordersApi.addresses()).items,
  });
  useEffect(() => {
    const first = addresses[0];
    if (!value && first) onChange(first.id);
  }, [addresses, value, onChange]);

  const created = async (address: TenantAddress) => {
    setAdding(false);
    await queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
    onChange(address.id);
  };

  return (
    <section className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2>{t('address.title')}</h2>
        <Button onClick={() => setAdding(true)}>{t('address.add')}</Button>
      </header>
      {addresses.length === 0 ? (
        <Empty description={t('address.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Radio.Group value={value} onChange={(e) => onChange(e.target.value)} className={styles.addresses}>
          {addresses.map((a) => (
            <Radio key={a.id} value={a.id} className={styles.address} data-testid="address-option">
              <b>{a.name}</b> {a.phone}
              <span className={styles.addressText}>
                {[a.provinceName, a.cityName, a.districtName, a.streetName]
                  .filter((part, i, all) => part && part !== all[i - 1])
                  .join(' ')}{' '}
                {a.detail}
              </span>
              {a.isDefault && <Tag color="blue">{t('address.isDefault')}</Tag>}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <AddressFormModal open={adding} onClose={() => setAdding(false)} onCreated={(a) => void created(a)} />
    </section>
  );
}
