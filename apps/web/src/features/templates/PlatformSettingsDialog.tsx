import { Button, Empty, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopOptionLabel } from './components/ShopTabLabel.tsx';
import { TemplateForm, type TemplateFormHandle } from './components/TemplateForm.tsx';
import styles from './components/templates.module.css';
import { usePddPageCode } from './hooks/usePddPageCode.ts';
import type { PreviewGoodRef } from './hooks/usePreviewGood.ts';
import type { SettingsShop } from './templates.api.ts';

export interface PlatformSettingsProps {
  open: boolean;
  shops: SettingsShop[];
  initialShopId?: string;
  onClose: () => void;
  /** the good whose prices the formula preview shows (the market's best seller otherwise) */
  previewGood?: PreviewGoodRef;
}

/** Keeps the chosen shop among `shops`, starting from `initialShopId` each time the settings open. */
export function useChosenShop({
  open,
  shops,
  initialShopId,
}: Pick<PlatformSettingsProps, 'open' | 'shops' | 'initialShopId'>) {
  const [shopId, setShopId] = useState<string | undefined>(initialShopId);
  useEffect(() => {
    if (open) setShopId(initialShopId ?? shops[0]?.id);
  }, [open, initialShopId, shops]);
  const shop = shops.find((s) => s.id === shopId) ?? shops[0];
  // a pdd shop's settings show pdd data: pdd wants the page's code on its calls
  usePddPageCode(open ? shop : undefined);
  return { shop, setShopId };
}

/** The platform settings dialog (doc 2 §2): the template form of the selected shop's platform, with Save. */
export function PlatformSettingsDialog({ open, shops, initialShopId, onClose, previewGood }: PlatformSettingsProps) {
  const { shop, setShopId } = useChosenShop({ open, shops, initialShopId });
  const form = useRef<TemplateFormHandle>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('templates');
  const shopOptionLabel = useShopOptionLabel();

  return (
    <Modal
      open={open}
      title={t('settings.title')}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        shop ? (
          <Button type="primary" loading={saving} onClick={() => void form.current?.save()}>
            {t('settings.save')}
          </Button>
        ) : null
      }
    >
      {shops.length > 1 && (
        <Select
          className={styles.shopPicker}
          style={{ width: 320 }}
          value={shop?.id}
          onChange={setShopId}
          options={shops.map((s) => ({ value: s.id, label: shopOptionLabel(s) }))}
          aria-label={t('settings.chooseShop')}
        />
      )}
      {shop ? (
        <TemplateForm
          key={shop.id}
          ref={form}
          shop={shop}
          showSaveButton={false}
          previewGood={previewGood}
          onSavingChange={setSaving}
        />
      ) : (
        <Empty description={t('settings.noShops')} />
      )}
    </Modal>
  );
}
