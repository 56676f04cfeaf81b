import { Messages, PHONE_LENGTH, SMS_CODE_LENGTH } from '@puhuo/domain';
import type { Rule } from 'antd/es/form';

/** The field rules of spec §5, with their messages. */
export const rules = {
  account: [{ required: true, whitespace: true, message: Messages.accountRequired }] as Rule[],
  password: [{ required: true, message: Messages.passwordRequired }] as Rule[],
  phone: [
    { required: true, whitespace: true, message: Messages.phoneRequired },
    { len: PHONE_LENGTH, message: Messages.phoneInvalid },
    { pattern: /^1\d*$/, message: Messages.phoneInvalid },
  ] as Rule[],
  code: [
    { required: true, whitespace: true, message: Messages.codeRequired },
    { len: SMS_CODE_LENGTH, message: Messages.codeLength },
  ] as Rule[],
  companyName: [
    { required: true, whitespace: true, message: Messages.companyNameRequired },
    { max: 40, message: '商家名称不能超过40个字符' },
  ] as Rule[],
  inviteCode: [{ required: true, whitespace: true, message: Messages.inviteCodeRequired }] as Rule[],
};
