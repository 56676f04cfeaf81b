/** What other features use of the publishing feature (they import it only through this file). */
export type { PublishGoods } from './publishing.api.ts';
export { type Publishing, usePublishing } from './publishing-context.ts';
