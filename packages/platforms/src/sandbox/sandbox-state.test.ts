import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListingRecord, SandboxState } from './sandbox-state.ts';

const listing = (listingId: string): ListingRecord => ({
  platform: 'pdd',
  shopId: 's1',
  listingId,
  externalId: `code-${listingId}`,
  createdAt: 1,
  title: '夏季短袖',
  images: [],
  detailImages: [],
  categoryId: '1',
  brandId: null,
  freightTemplateId: null,
  status: 'onSale',
  skus: [{ specs: [], priceFen: 3290, stock: 100 }],
  payload: {},
});

describe(SandboxState.name, () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('should keep stock, price, shelf changes and removals across a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-state-'));
    dirs.push(dir);
    const sut = new SandboxState(dir);
    sut.commit({ t: 'listing', listing: listing('11') });
    sut.commit({ t: 'listing', listing: listing('12') });
    sut.commit({
      t: 'listingChange',
      platform: 'pdd',
      listingId: '11',
      change: { skus: [{ specs: [], priceFen: 3590, stock: 0 }], status: 'warehouse' },
    });
    sut.commit({ t: 'listingRemoved', platform: 'pdd', listingId: '12' });

    const restarted = new SandboxState(dir);
    expect(restarted.listing('pdd', '11')).toMatchObject({ status: 'warehouse', skus: [{ priceFen: 3590, stock: 0 }] });
    expect(restarted.listingsOf('pdd', 's1').map((l) => l.listingId)).toEqual(['11']);
    expect(restarted.listing('pdd', '12')).toBeUndefined();
    // ids keep counting past a removed listing: a new one never takes its id
    expect(restarted.listingCount('pdd')).toBe(2);
  });
});
