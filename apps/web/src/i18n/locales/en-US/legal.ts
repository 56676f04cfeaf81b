import type { Translation } from '../../translation.ts';
import type { legal as zh } from '../zh-CN/legal.ts';

/** The legal texts shown in the register dialog, in English (en-US): a faithful translation of the Chinese. */
export const legal: Translation<typeof zh> = {
  agreement: {
    title: 'User Service Agreement',
    meta: 'Published: {{publishedOn}}   Effective: {{effectiveOn}}',
    sections: [
      {
        heading: '1. Acceptance of the agreement',
        paragraphs: [
          'Welcome to the Blue Ocean Distribution Market (the "Platform"). The Platform is a neutral software tool that provides suppliers, distributors and buyers with goods display, distribution and order collaboration services; the Platform is not the seller of the goods, nor a party to transactions between users. The Platform also offers a "Blue Ocean Selection" service, in which the operator curates suppliers and goods.',
          'By registering, logging in with a third-party account or actually using the services of the Platform, you are deemed to have read, understood and accepted all the terms of this agreement.',
        ],
      },
      {
        heading: '2. Types of users',
        paragraphs: [
          'Users of the Platform include suppliers, distributors and buyers. Different types of users may be subject to different functions and rules, as shown on the pages and in the relevant rules.',
        ],
      },
      {
        heading: '3. Account registration and use',
        paragraphs: [
          'Each user may register only one account. You shall provide true, accurate and current registration information, and update it promptly when it changes.',
          'You shall have the civil capacity appropriate to the use of this service. Withdrawals require completing real-name verification and binding a bank card in your own name.',
          'The account is for your own use only. Except as provided by law, by court ruling or with the consent of the operator, the account may not be transferred, lent or given away.',
          'You may apply to cancel your account; this agreement ends when the account is cancelled, but rights and obligations arising before the cancellation are not released by it.',
        ],
      },
      {
        heading: '4. Account management and handling of breaches',
        paragraphs: [
          'If you breach this agreement or the rules of the Platform, the operator may, depending on the circumstances, restrict functions, suspend the service, block or cancel the account, delete or block the related information, restrict withdrawals, deduct penalties from the funds in the account, and take other measures.',
          'Accounts whose registration information, bank or payment accounts, mobile numbers or top-up accounts overlap are deemed linked accounts, and the operator may handle linked accounts together.',
        ],
      },
      {
        heading: '5. Notices',
        paragraphs: [
          'The operator may send you notices by in-site message, SMS, e-mail, page announcement and other means. A notice sent by post is deemed delivered {{mailDays}} natural days after posting; a notice sent electronically is deemed delivered on the day it is sent.',
        ],
      },
      {
        heading: '6. Privacy protection and fees',
        paragraphs: [
          '6.1 The operator values the protection of your personal information; for the detailed rules see the [[privacy:Privacy Policy]], which is an integral part of this agreement.',
          '6.2 The operator deducts a technical service fee from your income according to the standard published on the fee rules page, at a rate determined with reference to the rates of third-party payment institutions.',
        ],
      },
      {
        heading: '7. Penalties',
        paragraphs: [
          'If the funds in your account are below 100,000 yuan or insufficient to cover a penalty, you shall make up the difference within 3 days of receiving the notice.',
          'Anyone who obtains platform subsidies by improper means shall pay a penalty of ten times the subsidies obtained.',
          'Anyone who bribes employees of the operator or engages in a conflict of interest shall pay a penalty of 500,000 yuan or 3 times the benefit obtained, whichever is higher; a conflict of interest shall be reported in writing within 3 days of becoming aware of it.',
        ],
      },
      {
        heading: '8. Applicable law and dispute resolution',
        paragraphs: [
          "This agreement is governed by the laws of mainland China (the People's Republic of China). Disputes arising from this agreement fall under the jurisdiction of the competent people's court at the place where this agreement is signed.",
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    meta: '',
    sections: [
      {
        heading: '1. Ownership of rights and protection of intellectual property',
        paragraphs: [
          'The intellectual property in the software, page design, text, images and other content of the Platform belongs to the operator or the relevant right holders, and may not be copied, distributed or used for commercial purposes without permission.',
        ],
      },
      {
        heading: '2. The personal information we collect and why',
        paragraphs: [
          'To complete registration and login, we collect your mobile number, SMS verification code and WeChat identifier; to open the distribution service, we collect the company or merchant name, logo and invitation code; for distribution and order processing, we collect the shop names and authorisation credentials of the shops you authorise, delivery addresses and order information.',
          'We collect and use your personal information only to the extent necessary for the functions above.',
        ],
      },
      {
        heading: '3. Cookies and similar technologies',
        paragraphs: [
          'We use cookies to keep you logged in (valid for 7 days), and the necessary web beacons to measure the quality of the service. You can clear cookies in your browser, but you may then need to log in again.',
        ],
      },
      {
        heading: '4. Sharing, transfer and public disclosure',
        paragraphs: [
          'To publish goods to the shops you authorise, we transmit goods information to the corresponding sales platforms; to complete purchases and payments, we provide the necessary order information to suppliers and payment institutions. Beyond this, we do not share, transfer or publicly disclose your personal information to third parties without your consent, except where laws and regulations provide otherwise.',
        ],
      },
      {
        heading: '5. Security of personal information',
        paragraphs: [
          'We store passwords with irreversible encryption, store shop authorisation credentials encrypted and never show them on the pages, and protect your information with access control, masking in logs and other measures.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You have the right to access, correct and delete your personal information, to withdraw your consent and to cancel your account, and to ask us to explain decisions made solely by automated decision-making that significantly affect your rights and interests.',
          'We will answer within {{answerDays}} days of receiving your request.',
        ],
      },
      {
        heading: '7. Protection of minors',
        paragraphs: [
          'This service is intended for businesses and individual business operators. Minors must obtain the consent of their guardians before using this service.',
        ],
      },
      {
        heading: '8. Storage and cross-border transfer of personal information',
        paragraphs: [
          "Personal information we collect and generate within the People's Republic of China is stored in mainland China. If it must be provided abroad, we will fulfil our legal obligations to inform you and obtain your consent.",
        ],
      },
      {
        heading: '9. Updates to this policy',
        paragraphs: [
          'This policy may be updated from time to time, and the updated policy will be published on the page; for significant changes, we will notify you in a prominent way.',
        ],
      },
      {
        heading: '10. Contact us',
        paragraphs: [
          'If you have any questions about this policy, you can contact us through "Contact customer service" at the top right of the page.',
        ],
      },
    ],
  },
  priceRules: {
    title: 'Market Price Rules',
    meta: '',
    sections: [
      {
        heading: '1. Price agreement',
        paragraphs: [
          'Suppliers may set a minimum sale price (price control) for goods per channel. Distributors may not sell below that price on any sales platform, and shall comply with the price agreement.',
        ],
      },
      {
        heading: '2. Complaints and handling',
        paragraphs: [
          'Suppliers may file a complaint about sales below the price. The Platform reviews it and notifies the distributor within {{reviewHours}} hours; the distributor shall correct it within {{fixHours}} hours of receiving the notice.',
          "If it is not corrected in time, the Platform cancels the distributor's dropshipping eligibility for the goods, and the goods concerned are taken down or marked as sold out.",
        ],
      },
      {
        heading: '3. Price control monitoring',
        paragraphs: [
          'After goods are distributed, the Platform monitors them for 3 consecutive days: goods sold below the price with no more than 1 order on day 1, no more than 5 orders on day 2 or no more than 10 orders on day 3 are taken down.',
          'The listing information shown on the distribution pages is for reference only.',
        ],
      },
    ],
  },
};
