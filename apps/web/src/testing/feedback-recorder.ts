import { vi } from 'vitest';
import { feedback } from '../api/feedback.ts';

export type FeedbackKind = keyof typeof feedback;

/** Records every toast the code outside React asks for (apps/web/src/api/feedback.ts), in order; they still show. */
export function recordFeedback(): { kind: FeedbackKind; text: string }[] {
  const shown: { kind: FeedbackKind; text: string }[] = [];
  for (const kind of Object.keys(feedback) as FeedbackKind[]) {
    const original = feedback[kind];
    vi.spyOn(feedback, kind).mockImplementation((text: string) => {
      shown.push({ kind, text });
      return original(text);
    });
  }
  return shown;
}
