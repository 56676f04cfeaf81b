import { type AuthorizedShop, type PlatformRecord, StationType, shopCodeCertification } from '@puhuo/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { localized } from '../../../i18n/index.ts';
import { useSession } from '../../auth/index.ts';
import { AUTH_SUCCESS_PATH } from '../authorize-url.ts';
import { shopsApi } from '../shops.api.ts';

interface Values {
  code: string;
  appId?: string;
  appSecret?: string;
  apiUrl?: string;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * the catalogue keys of `code`'s label, placeholder and message per platform: shop name (WeChat,
 * fanmeng) or authorisation code (translated when drawn)
 */
const CODE_FIELD: Record<
  number,
  {
    label: 'codeForm.shopName' | 'codeForm.authCode';
    placeholder: 'codeForm.wechatPlaceholder' | 'codeForm.qunjielongPlaceholder' | 'codeForm.fanmengPlaceholder';
    message: 'shared:shopNameRequired' | 'shared:authCodeRequired';
  }
> = {
  [StationType.WechatVideoShop]: {
    label: 'codeForm.shopName',
    placeholder: 'codeForm.wechatPlaceholder',
    message: 'shared:shopNameRequired',
  },
  [StationType.Qunjielong]: {
    label: 'codeForm.authCode',
    placeholder: 'codeForm.qunjielongPlaceholder',
    message: 'shared:authCodeRequired',
  },
  [StationType.Fanmeng]: {
    label: 'codeForm.shopName',
    placeholder: 'codeForm.fanmengPlaceholder',
    message: 'shared:shopNameRequired',
  },
};

const HELP_TEXT: Record<number, 'codeForm.wechatHelp' | 'codeForm.qunjielongHelp' | 'codeForm.fanmengHelp'> = {
  [StationType.WechatVideoShop]: 'codeForm.wechatHelp',
  [StationType.Qunjielong]: 'codeForm.qunjielongHelp',
  [StationType.Fanmeng]: 'codeForm.fanmengHelp',
};

/**
 * The bind-shop forms of the platforms bound by what the user types: WeChat video shop (shop name),
 * qunjielong (code), fanmeng (shop name, App ID, secret, interface address). WeChat and qunjielong are
 * checked with the platform first; a refusal shows the server's message as info.
 */
export function CodeAuthorizeForm({
  platform,
  onAuthorized,
}: {
  platform: PlatformRecord;
  onAuthorized: (shop: AuthorizedShop) => void;
}) {
  const { message } = App.useApp();
  const { t } = useTranslation(['shops', 'shared']);
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const station = platform.value;
  const field = CODE_FIELD[station];
  if (!field || !user) return null;

  const submit = async (values: Values) => {
    setSubmitting(true);
    const body = {
      tenantId: user.currentTenant.id,
      callback: `${window.location.origin}${AUTH_SUCCESS_PATH}`,
      code: values.code.trim(),
      // the stored identity: the tenant's product type
      ...shopCodeCertification(String(user.tenantFull.productType)),
    };
    try {
      let shop: AuthorizedShop;
      if (station === StationType.WechatVideoShop) {
        await shopsApi.checkWechatShop(body.code);
        shop = await shopsApi.authorizeWechatShop(body);
      } else if (station === StationType.Qunjielong) {
        await shopsApi.checkQunjielongCode(body.code);
        shop = await shopsApi.authorizeQunjielong(body);
      } else {
        shop = await shopsApi.authorizeFanmeng({
          ...body,
          appId: values.appId?.trim(),
          appSecret: values.appSecret?.trim(),
          apiUrl: values.apiUrl?.trim(),
        });
      }
      onAuthorized(shop);
    } catch (error) {
      if (error instanceof ApiError) message.info(localized(error.message));
      else message.error(t('codeForm.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="code-authorize-form" requiredMark>
      <Form.Item name="code" label={t(field.label)} rules={required(t(field.message))}>
        <Input placeholder={t(field.placeholder)} maxLength={station === StationType.Qunjielong ? 200 : 60} />
      </Form.Item>
      {station === StationType.Fanmeng && (
        <>
          <Form.Item name="appId" label={t('codeForm.appId')} rules={required(t('shared:appIdRequired'))}>
            <Input placeholder={t('codeForm.appIdPlaceholder')} maxLength={100} />
          </Form.Item>
          <Form.Item name="appSecret" label={t('codeForm.secret')} rules={required(t('shared:secretRequired'))}>
            <Input.Password placeholder={t('codeForm.secretPlaceholder')} maxLength={200} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="apiUrl" label={t('codeForm.apiUrl')} rules={required(t('shared:apiUrlRequired'))}>
            <Input placeholder={t('codeForm.apiUrlPlaceholder')} maxLength={500} />
          </Form.Item>
        </>
      )}
      {platform.credentialsHelpUrl && (
        <p>
          <a href={platform.credentialsHelpUrl} target="_blank" rel="noreferrer">
            {HELP_TEXT[station] && t(HELP_TEXT[station])}
          </a>
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('actions.addShop')}
      </Button>
    </Form>
  );
}
