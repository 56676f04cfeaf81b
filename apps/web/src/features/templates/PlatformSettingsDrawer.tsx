import { DRAWER_WIDTH } from '@puhuo/domain';
import { Button, Drawer, Empty, Space, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopTabLabel } from './components/ShopTabLabel.tsx';
import { TemplateForm, type TemplateFormHandle } from './components/TemplateForm.tsx';
import styles from './components/templates.module.css';
import { type PlatformSettingsProps, useChosenShop } from './PlatformSettingsDialog.tsx';

/** The drawer variant (doc 2 §2): 1000 wide, a tab per shop on the left, the form on the right. */
export function PlatformSettingsDrawer({ open, shops, initialShopId, onClose, previewGood }: PlatformSettingsProps) {
  const { shop, setShopId } = useChosenShop({ open, shops, initialShopId });
  const form = useRef<TemplateFormHandle>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('templates');

  return (
    <Drawer
      open={open}
      title={t('settings.title')}
      size={DRAWER_WIDTH.platformSettings}
      onClose={onClose}
      destroyOnHidden
      styles={{ body: { overflow: 'hidden', paddingRight: 8 } }}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!shop} onClick={() => void form.current?.save()}>
            {t('settings.saveSettings')}
          </Button>
        </Space>
      }
    >
      {shop ? (
        <Tabs
          className={styles.settingsTabs}
          tabPlacement="start"
          activeKey={shop.id}
          onChange={setShopId}
          items={shops.map((s) => ({
            key: s.id,
            label: <ShopTabLabel shop={s} />,
            children:
              s.id === shop.id ? (
                <TemplateForm
                  ref={form}
                  shop={s}
                  showSaveButton={false}
                  previewGood={previewGood}
                  onSavingChange={setSaving}
                />
              ) : null,
          }))}
        />
      ) : (
        <Empty description={t('settings.noShops')} />
      )}
    </Drawer>
  );
}
