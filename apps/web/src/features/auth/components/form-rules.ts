import { COMPANY_NAME_MAX_LENGTH, PHONE_LENGTH, SMS_CODE_LENGTH } from '@puhuo/domain';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The field rules of spec §5, with their messages in the screens' language. */
export function useAuthRules() {
  const { t } = useTranslation(['shared', 'auth']);
  return useMemo(
    () => ({
      account: [{ required: true, whitespace: true, message: t('shared:accountRequired') }] as Rule[],
      password: [{ required: true, message: t('shared:passwordRequired') }] as Rule[],
      phone: [
        { required: true, whitespace: true, message: t('shared:phoneRequired') },
        { len: PHONE_LENGTH, message: t('shared:phoneInvalid') },
        { pattern: /^1\d*$/, message: t('shared:phoneInvalid') },
      ] as Rule[],
      code: [
        { required: true, whitespace: true, message: t('shared:codeRequired') },
        { len: SMS_CODE_LENGTH, message: t('shared:codeLength') },
      ] as Rule[],
      companyName: [
        { required: true, whitespace: true, message: t('shared:companyNameRequired') },
        {
          max: COMPANY_NAME_MAX_LENGTH,
          message: t('auth:rules.companyNameTooLong', { max: COMPANY_NAME_MAX_LENGTH }),
        },
      ] as Rule[],
      inviteCode: [{ required: true, whitespace: true, message: t('shared:inviteCodeRequired') }] as Rule[],
    }),
    [t],
  );
}
