import type { Translation } from '../../translation.ts';
import type { layout as zh } from '../zh-CN/layout.ts';

/** The top bar, header, footer and tool column in English (en-US). */
export const layout: Translation<typeof zh> = {
  topBar: {
    welcome: 'Welcome to the Blue Ocean distribution market!',
    account: 'Account: {{name}}',
    myShops: 'My shops',
    publishSettings: 'Publish settings',
    bindPhone: 'Bind mobile number',
    changePassword: 'Change login password',
    setPassword: 'Set login password',
    logout: 'Log out',
    login: 'Please log in',
    register: 'Register as a distributor',
    commonLinks: 'Common links',
    home: 'Home',
    publishResults: 'Publish results',
    messageSettings: 'Message settings',
    workbench: 'Enter workbench',
    customerServiceQr: 'Customer service QR code',
    contactUs: 'Contact customer service',
    language: 'Language',
  },
  languages: { 'zh-CN': '中文', 'en-US': 'English' },
};
