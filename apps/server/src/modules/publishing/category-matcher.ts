import type { PlatformConnector, ShopAccess } from '@puhuo/platforms';

/** A platform category as the templates module's (cached) lookups answer it. */
export interface PlatformCategory {
  cId: string;
  name: string;
  isLeaf: boolean;
  parents: string[];
}

export interface CategoryTreeSource {
  /** children of `parentId` ('0' for the top level) on the shop's platform */
  subCategories(
    session: { shopId: string; tenantId: string; station: number; connector: PlatformConnector; access: ShopAccess },
    parentId: string,
  ): Promise<PlatformCategory[]>;
}

interface Leaf {
  node: PlatformCategory;
  /** names from the top level down to the leaf */
  path: string[];
}

const TREE_TTL_MS = 30 * 60_000;
const MAX_NODES = 3_000;
/** below this a leaf is too unlike the good to be chosen for the distributor */
const MIN_SCORE = 60;
const ROOT = '0';

/** Share of the shorter name's character pairs (single characters for one-character names) found in the other. */
export function nameOverlap(a: string, b: string): number {
  const grams = (text: string) => {
    const chars = [...text.replace(/\s+/g, '')];
    if (chars.length < 2) return new Set(chars);
    return new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`));
  };
  const x = grams(a);
  const y = grams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared += 1;
  return shared / Math.min(x.size, y.size);
}

/** How well a platform leaf (with its path) fits our category path and the good's title. */
export function leafScore(path: string[], ourPath: string[], title: string): number {
  const leaf = path.at(-1) ?? '';
  const ourLeaf = ourPath.at(-1) ?? '';
  let score: number;
  if (leaf === ourLeaf) score = 100;
  else if (leaf.includes(ourLeaf) || ourLeaf.includes(leaf)) score = 80;
  else if (title.includes(leaf)) score = 60;
  else score = Math.max(nameOverlap(leaf, ourLeaf) * 50, nameOverlap(leaf, title) * 30);
  // a leaf named like ours under unrelated parents (女装 T恤 vs 男装 T恤) is told apart by the path
  for (const name of path.slice(0, -1)) {
    if (ourPath.includes(name)) score += 30;
    else score += Math.max(0, ...ourPath.map((ours) => nameOverlap(name, ours))) * 20;
  }
  if (title.includes(leaf) && score < 100) score += 10;
  return score;
}

/**
 * Smart category matching: reads the platform's whole category tree once per station (through the
 * cached lookups the template forms use), then picks the leaf whose name and path best fit our
 * category path and the good's title. No leaf close enough means the distributor must choose the
 * category by hand.
 */
export class CategoryMatcher {
  private readonly trees = new Map<number, { at: number; leaves: Promise<Leaf[]> }>();

  constructor(
    private readonly source: CategoryTreeSource,
    private readonly now: () => number = Date.now,
  ) {}

  async match(
    session: Parameters<CategoryTreeSource['subCategories']>[0],
    ourPath: string[],
    title: string,
  ): Promise<PlatformCategory | null> {
    const leaves = await this.leavesOf(session);
    let best: Leaf | null = null;
    let bestScore = MIN_SCORE - 1;
    for (const leaf of leaves) {
      const score = leafScore(leaf.path, ourPath, title);
      if (score > bestScore) {
        best = leaf;
        bestScore = score;
      }
    }
    return best?.node ?? null;
  }

  private leavesOf(session: Parameters<CategoryTreeSource['subCategories']>[0]): Promise<Leaf[]> {
    const cached = this.trees.get(session.station);
    if (cached && this.now() - cached.at < TREE_TTL_MS) return cached.leaves;
    const leaves = this.readTree(session);
    this.trees.set(session.station, { at: this.now(), leaves });
    // a failed read is not remembered
    leaves.catch(() => this.trees.delete(session.station));
    return leaves;
  }

  private async readTree(session: Parameters<CategoryTreeSource['subCategories']>[0]): Promise<Leaf[]> {
    const leaves: Leaf[] = [];
    let level: { id: string; path: string[] }[] = [{ id: ROOT, path: [] }];
    let read = 0;
    while (level.length > 0 && read < MAX_NODES) {
      const next: { id: string; path: string[] }[] = [];
      const children = await Promise.all(level.map((parent) => this.source.subCategories(session, parent.id)));
      children.forEach((nodes, i) => {
        const parentPath = level[i]?.path ?? [];
        for (const node of nodes) {
          read += 1;
          const path = [...parentPath, node.name];
          if (node.isLeaf) leaves.push({ node, path });
          else next.push({ id: node.cId, path });
        }
      });
      level = next;
    }
    return leaves;
  }
}
