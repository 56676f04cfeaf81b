import { Messages, StationType, shopCodeCertification } from '@puhuo/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/http.ts';
import { useSession } from '../../auth/session/session-context.ts';
import { AUTH_SUCCESS_PATH } from '../authorize-url.ts';
import { type AuthorizedShop, type PlatformRecord, shopsApi } from '../shops.api.ts';

interface Values {
  code: string;
  appId?: string;
  appSecret?: string;
  apiUrl?: string;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** the label and message of `code` per platform: shop name (WeChat, fanmeng) or authorisation code */
const CODE_FIELD: Record<number, { label: string; placeholder: string; message: string }> = {
  [StationType.WechatVideoShop]: {
    label: '店铺名称',
    placeholder: '请输入微信小店名称',
    message: Messages.shopNameRequired,
  },
  [StationType.Qunjielong]: { label: '授权码', placeholder: '请输入群接龙授权码', message: Messages.authCodeRequired },
  [StationType.Fanmeng]: { label: '店铺名称', placeholder: '请输入泛盟店铺名称', message: Messages.shopNameRequired },
};

const HELP_TEXT: Record<number, string> = {
  [StationType.WechatVideoShop]: '先在微信小店后台授权「铺货助手」',
  [StationType.Qunjielong]: '去群接龙后台获取授权码',
  [StationType.Fanmeng]: '去泛盟后台创建应用',
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
      if (error instanceof ApiError) message.info(error.message);
      else message.error('授权失败，请重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="code-authorize-form" requiredMark>
      <Form.Item name="code" label={field.label} rules={required(field.message)}>
        <Input placeholder={field.placeholder} maxLength={station === StationType.Qunjielong ? 200 : 60} />
      </Form.Item>
      {station === StationType.Fanmeng && (
        <>
          <Form.Item name="appId" label="App ID" rules={required(Messages.appIdRequired)}>
            <Input placeholder="请输入App ID" maxLength={100} />
          </Form.Item>
          <Form.Item name="appSecret" label="密匙" rules={required(Messages.secretRequired)}>
            <Input.Password placeholder="请输入密匙" maxLength={200} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="apiUrl" label="接口地址" rules={required(Messages.apiUrlRequired)}>
            <Input placeholder="请输入接口地址，如 https://..." maxLength={500} />
          </Form.Item>
        </>
      )}
      {platform.credentialsHelpUrl && (
        <p>
          <a href={platform.credentialsHelpUrl} target="_blank" rel="noreferrer">
            {HELP_TEXT[station]}
          </a>
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        添加店铺
      </Button>
    </Form>
  );
}
