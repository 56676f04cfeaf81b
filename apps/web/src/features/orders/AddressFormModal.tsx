import { AddressMessages, type CreateAddress, MOBILE_PATTERN, type TenantAddress } from '@puhuo/domain';
import { App, Button, Cascader, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../i18n/index.ts';
import { ordersApi } from './orders.api.ts';

interface RegionOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: RegionOption[];
  level: number;
}

const toOptions = (items: { code: string; name: string }[], level: number): RegionOption[] =>
  items.map((r) => ({ value: r.code, label: r.name, level, isLeaf: level === 3 }));

async function childrenOf(option: RegionOption): Promise<RegionOption[]> {
  const load = [ordersApi.cities, ordersApi.districts, ordersApi.streets][option.level];
  if (!load) return [];
  return toOptions((await load(option.value)).items, option.level + 1);
}

interface FormValues {
  name: string;
  phone: string;
  region: string[];
  detail: string;
  isDefault: boolean;
}

/** New delivery address: paste a line to fill the form, or pick the region level by level. */
export function AddressFormModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (address: TenantAddress) => void;
}) {
  const { message } = App.useApp();
  const { t } = useTranslation(['orders', 'shared']);
  const localize = useLocalized();
  const [form] = Form.useForm<FormValues>();
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [pasted, setPasted] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open && options.length === 0) {
      void ordersApi.provinces().then(({ items }) => setOptions(toOptions(items, 0)));
    }
  }, [open, options.length]);

  const loadData = async (path: RegionOption[]) => {
    const target = path[path.length - 1];
    if (!target) return;
    const children = await childrenOf(target);
    target.children = children;
    if (children.length === 0) target.isLeaf = true;
    setOptions((current) => [...current]);
  };

  /** Loads the option tree along the given codes so the cascader can show them. */
  const expandTo = async (codes: string[]) => {
    let level = options;
    for (const code of codes.slice(0, -1)) {
      const option = level.find((o) => o.value === code);
      if (!option) return;
      if (!option.children) await loadData([option]);
      level = option.children ?? [];
    }
  };

  const recognise = async () => {
    if (!pasted.trim()) return;
    const parsed = await ordersApi.transform(pasted);
    const codes = [parsed.provinceCode, parsed.cityCode, parsed.districtCode, parsed.streetCode].filter(
      (c): c is string => Boolean(c),
    );
    await expandTo(codes);
    form.setFieldsValue({
      name: parsed.name || form.getFieldValue('name'),
      phone: parsed.phone || form.getFieldValue('phone'),
      region: codes,
      detail: parsed.detail || form.getFieldValue('detail'),
    });
    if (!parsed.provinceCode) message.warning(t('address.notRecognised'));
  };

  const submit = async () => {
    const values = await form.validateFields();
    const [provinceCode = '', cityCode = '', districtCode, streetCode] = values.region;
    const body: CreateAddress = {
      name: values.name,
      phone: values.phone,
      provinceCode,
      cityCode,
      districtCode,
      streetCode,
      detail: values.detail,
      isDefault: values.isDefault,
    };
    setSaving(true);
    try {
      const created = await ordersApi.createAddress(body);
      message.success(t('shared:saved'));
      form.resetFields();
      setPasted('');
      onCreated(created);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('address.add')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('address.save')}
      width={560}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <Input.TextArea
          rows={2}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder={t('address.pastePlaceholder')}
          data-testid="address-paste"
        />
        <Button onClick={() => void recognise()}>{t('address.recognise')}</Button>
      </div>
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} initialValues={{ isDefault: false }}>
        <Form.Item
          name="name"
          label={t('address.name')}
          rules={[{ required: true, whitespace: true, message: localize(AddressMessages.nameRequired) }]}
        >
          <Input maxLength={25} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('address.phone')}
          rules={[
            { required: true, message: t('shared:phoneRequired') },
            { pattern: MOBILE_PATTERN, message: t('shared:phoneInvalid') },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('address.region')}
          rules={[{ required: true, type: 'array', min: 2, message: localize(AddressMessages.regionRequired) }]}
        >
          <Cascader<RegionOption>
            options={options}
            loadData={(path) => void loadData(path)}
            changeOnSelect
            placeholder={t('address.regionPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="detail"
          label={t('address.detail')}
          rules={[{ required: true, whitespace: true, message: localize(AddressMessages.detailRequired) }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" wrapperCol={{ offset: 5 }}>
          <Checkbox>{t('address.setDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
