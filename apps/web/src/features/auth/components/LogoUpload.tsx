import { PlusOutlined } from '@ant-design/icons';
import { LOGO_ALLOWED_EXTENSIONS, LOGO_MAX_BYTES } from '@puhuo/domain';
import { App, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { localized } from '../../../i18n/index.ts';
import { authApi } from '../auth.api.ts';

/**
 * An image (the logo, a business licence): .jpg .jpeg .png, at most 5 MB, uploaded to the image store,
 * which judges it by its content; the value is its cloudUrl.
 */
export function LogoUpload({
  value,
  onChange,
  alt,
}: {
  value?: string;
  onChange?: (url: string) => void;
  /** what the image is, for its alt text (the logo by default) */
  alt?: string;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const result = await authApi.uploadImage(file);
      if (!result?.cloudUrl) return void message.error(t('shared:uploadFailed'));
      onChange?.(result.cloudUrl);
    } catch (error) {
      const said = error instanceof ApiError ? error.body?.error?.message : undefined;
      message.error(said ? localized(said) : t('shared:uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Upload
      listType="picture-card"
      accept={LOGO_ALLOWED_EXTENSIONS.join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        const name = file.name.toLowerCase();
        if (!LOGO_ALLOWED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
          message.error(t('shared:logoFormat'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > LOGO_MAX_BYTES) {
          message.error(t('shared:logoTooLarge'));
          return Upload.LIST_IGNORE;
        }
        void upload(file);
        return false;
      }}
    >
      {value ? (
        <img src={value} alt={alt ?? t('logo.alt')} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6 }}>{uploading ? t('logo.uploading') : t('logo.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
