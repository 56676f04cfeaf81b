import { LEGAL, PRICE_COMPLAINT_FIX_HOURS, PRICE_COMPLAINT_REVIEW_HOURS } from '@puhuo/domain';

/** A legal text: its key in the `legal` catalogue, which holds its words in each language. */
export type LegalDocument = 'agreement' | 'privacy' | 'priceRules';

export interface LegalText {
  title: string;
  /** dates and the like under the title; empty when none */
  meta?: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** The values the legal texts name: their `{{name}}` places in the `legal` catalogue. */
export const LEGAL_VALUES = {
  publishedOn: LEGAL.agreementPublishedOn,
  effectiveOn: LEGAL.agreementEffectiveOn,
  mailDays: LEGAL.noticeDeliveredAfterMailDays,
  answerDays: LEGAL.privacyRequestAnswerDays,
  reviewHours: PRICE_COMPLAINT_REVIEW_HOURS,
  fixHours: PRICE_COMPLAINT_FIX_HOURS,
} as const;
