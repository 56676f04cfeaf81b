import type { Translation } from '../../translation.ts';
import type { auth as zh } from '../zh-CN/auth.ts';

/** The auth screens' words in English (en-US). */
export const auth: Translation<typeof zh> = {
  login: {
    title: 'Log in',
    pageTitle: 'User login',
    tabs: {
      wechat: 'WeChat scan',
      account: 'Account login',
      phone: 'Phone code',
    },
    noAccount: 'No account yet?',
    register: 'Register as a distributor',
    submit: 'Log in',
  },
  account: {
    accountPlaceholder: 'Enter the account',
    passwordPlaceholder: 'Enter the password',
    noPassword: 'No password yet? First ',
    usePhoneCode: 'log in with a phone code',
    thenSetPassword: ', then set a login password in the account menu at the top',
  },
  fields: {
    phonePlaceholder: 'Enter the mobile number',
    codePlaceholder: 'Enter the verification code',
  },
  sms: {
    sent: 'Verification code sent',
    resendIn: 'Resend in {{seconds}}s',
    send: 'Get code',
  },
  captcha: {
    background: 'Captcha background',
    hint: 'Drag the slider right to complete the puzzle',
    handle: 'Drag the slider',
  },
  wechat: {
    qrFailed: 'The QR code failed to load',
    refreshQr: 'Refresh QR code',
    qrAlt: 'WeChat scan login',
    waiting: 'Scan with WeChat to log in',
    scanned: 'Scanned, please confirm the login on your phone',
    unregistered: 'This WeChat account has no distributor account yet',
    registerWithWechat: 'Register with this WeChat',
  },
  register: {
    titles: {
      phone: 'Register as a distributor',
      profile: 'Complete basic information',
      invite: 'Enter the invitation code',
    },
    steps: {
      phone: 'Register',
      profile: 'Basic information',
      invite: 'Invitation code',
    },
    inviteCode: 'Invitation code',
    agree: 'I have read and agree to the ',
    agreementLink: 'User Service Agreement',
    linkSeparator: ', ',
    privacyLink: 'Privacy Policy',
    lastLinkSeparator: ' and ',
    priceRulesLink: 'Market Price Rules',
    submit: 'Register',
    companyName: 'Company or merchant name',
    companyNamePlaceholder: 'Enter the company or merchant name',
    logo: 'Logo',
    save: 'Save',
    inviteCodePlaceholder: 'Enter the invitation code',
    confirm: 'OK',
  },
  logo: {
    alt: 'Logo',
    uploading: 'Uploading',
    upload: 'Upload logo',
  },
  bindPhone: {
    title: 'Bind mobile number',
    submit: 'Submit',
  },
  password: {
    changeTitle: 'Change login password',
    setTitle: 'Set login password',
    doneContent: 'Next time you can log in under "Account login" with the account {{userName}} and the new password.',
    gotIt: 'Got it',
    needsPhone: 'Setting a login password requires verifying the bound mobile number.',
    bindPhone: 'Bind mobile number',
    account: 'Login account: ',
    accountHint: 'Once set, you can log in under "Account login" with this account and the password.',
    codeSentTo: 'The verification code will be sent to the bound mobile {{phone}}',
    newPassword: 'New password',
    newPasswordPlaceholder: 'Enter the new password',
    confirmPassword: 'Confirm new password',
    confirmPasswordPlaceholder: 'Enter the new password again',
    submit: 'OK',
  },
  rules: {
    companyNameTooLong: 'The merchant name may not be longer than {{max}} characters',
  },
  session: {
    userInfoFailed: 'Could not get the user information, please log in again',
  },
  qualification: {
    title: 'Qualification application',
    contact: 'Please contact customer service to submit your distributor qualification documents.',
  },
};
