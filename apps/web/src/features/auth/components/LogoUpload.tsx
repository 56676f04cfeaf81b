import { PlusOutlined } from '@ant-design/icons';
import { LOGO_ALLOWED_EXTENSIONS, LOGO_MAX_BYTES, Messages } from '@puhuo/domain';
import { App, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/http.ts';
import { authApi } from '../auth.api.ts';

/** Logo: .jpg .jpeg .png, at most 5 MB, uploaded to the image store; the value is its cloudUrl. */
export function LogoUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const result = await authApi.uploadImage(file);
      if (!result?.cloudUrl) return void message.error(Messages.uploadFailed);
      onChange?.(result.cloudUrl);
    } catch (error) {
      message.error((error instanceof ApiError && error.body?.error?.message) || Messages.uploadFailed);
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
          message.error(Messages.logoFormat);
          return Upload.LIST_IGNORE;
        }
        if (file.size > LOGO_MAX_BYTES) {
          message.error(Messages.logoTooLarge);
          return Upload.LIST_IGNORE;
        }
        void upload(file);
        return false;
      }}
    >
      {value ? (
        <img src={value} alt="Logo" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6 }}>{uploading ? '上传中' : '上传Logo'}</div>
        </div>
      )}
    </Upload>
  );
}
