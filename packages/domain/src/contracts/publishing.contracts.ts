import { z } from 'zod';

/**
 * The answers of the publishing calls (spec doc 2 §7, doc 1 §7 results), shared by the server's routes
 * (their response schemas) and the web (the `z.infer` types it reads them as).
 */

/** What a publish answers: the task to follow. */
export const taskIdSchema = z.object({ taskId: z.string() });
export type TaskId = z.infer<typeof taskIdSchema>;

/**
 * The category a good is published as on a shop's platform, as the publish dialog shows it before
 * publishing: the template's manual category (chosen for this good's category of ours), the smart match
 * (the manual one was chosen for another category of ours, or the template matches smartly), or none
 * found: the pair fails with `PreflightReason.categoryNotMatched` until a category is chosen for it.
 */
export const publishCategorySchema = z.union([
  z.object({ source: z.literal('manual'), name: z.string() }),
  z.object({ source: z.literal('smart'), name: z.string() }),
  z.object({ source: z.literal('none') }),
]);
export type PublishCategory = z.infer<typeof publishCategorySchema>;

/** One (good, shop) pair before publishing: what it comes to there and what to fix first. */
export const pairPreflightSchema = z.object({
  goodsId: z.string(),
  shopId: z.string(),
  /** what fails the pair (translated to the request's language by the route) */
  problems: z.array(z.string()),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  stock: z.number().nullable(),
  minMargin: z.number().nullable(),
  maxMargin: z.number().nullable(),
  /** successful earlier publishes of this good to this shop: publishing again makes another listing */
  publishedCount: z.number().int(),
  /** the lowest-margin SKU's price and cost (supply price plus the platform's fee) when under it */
  belowCost: z.object({ price: z.number(), cost: z.number() }).nullable(),
  /** what the good is published as on the shop's platform (null: the template matches smartly) */
  category: publishCategorySchema.nullable(),
  /** the template's manual category and the category of ours it was chosen for (null: smart) */
  manualCategory: z.object({ name: z.string(), chosenFor: z.string().nullable() }).nullable(),
});
export type PairPreflight = z.infer<typeof pairPreflightSchema>;

/** POST /api/platform/good/product/preflight */
export const preflightAnswerSchema = z.object({ items: z.array(pairPreflightSchema) });
export type PreflightAnswer = z.infer<typeof preflightAnswerSchema>;

/** A task linked to another: the batch a republish retried, or a republish of a batch's failures. */
export const linkedTaskSchema = z.object({ id: z.string(), creationTimeFormat: z.string() });
export type LinkedTask = z.infer<typeof linkedTaskSchema>;

/** A batch as the results list shows it. */
export const publishResultItemSchema = z.object({
  id: z.string(),
  creationTimeFormat: z.string(),
  orderStations: z.array(z.number()),
  totalCount: z.number(),
  successCount: z.number(),
  failCount: z.number(),
  isPublishing: z.boolean(),
  creatorName: z.string(),
  /** ours: the batch whose failures this one republished (null for a first publish) */
  sourceTask: linkedTaskSchema.nullable(),
  /** ours: the batches that republished this one's failures, oldest first */
  republishTasks: z.array(linkedTaskSchema),
});
export type PublishResultItem = z.infer<typeof publishResultItemSchema>;

/** An item's publish status: 0 publishing, 1 failed, 2 succeeded (`PublishStatus`). */
export const publishStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One (good, shop) item of a batch, as the result details show it. */
export const publishDetailItemSchema = z.object({
  id: z.string(),
  goodsId: z.string(),
  imgUrl: z.string(),
  title: z.string(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  stock: z.number().nullable(),
  orderStation: z.number(),
  shopId: z.string(),
  shopName: z.string(),
  publishStatus: publishStatusSchema,
  reason: z.string().nullable(),
  /** ours: the listing's id on the platform once published (opens its outside goods URL) */
  platformListingId: z.string().nullable(),
  /** ours: the failed item of an earlier batch this one republished */
  sourceTaskId: z.string().nullable(),
  /** ours: the latest republish of this (failed) item: its batch and outcome */
  republish: z.object({ taskId: z.string(), publishStatus: publishStatusSchema }).nullable(),
});
export type PublishDetailItem = z.infer<typeof publishDetailItemSchema>;

/** A task's progress, 0-100, computed from its items. */
export const publishProgressSchema = z.object({
  progress: z.number(),
  totalCount: z.number(),
  successCount: z.number(),
  failCount: z.number(),
});
export type PublishProgress = z.infer<typeof publishProgressSchema>;

/** A batch's failures grouped by reason, and how many of them a republish would retry. */
export const failureReasonsSchema = z.object({
  items: z.array(z.object({ reason: z.string(), count: z.number() })),
  /** failures not listed since by a republish, nor being republished now */
  republishable: z.number().int(),
});
export type FailureReasons = z.infer<typeof failureReasonsSchema>;

/** How many times a good is listed on each of the tenant's shops. */
export const publishedShopsSchema = z.object({
  items: z.array(z.object({ shopId: z.string(), successCount: z.number() })),
});
export type PublishedShops = z.infer<typeof publishedShopsSchema>;
