import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageKey, Messages, MessagesEnUS, negotiateLocale, translateMessage } from './index.ts';

describe('the shared messages', () => {
  it('should give two keys with the same Chinese the same English, so a Chinese text reads back to one', () => {
    const englishOf = new Map<string, string>();
    for (const [key, chinese] of Object.entries(Messages) as [MessageKey, string][]) {
      const english = MessagesEnUS[key];
      expect(englishOf.get(chinese) ?? english, key).toBe(english);
      englishOf.set(chinese, english);
    }
  });

  it('should keep the same values in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(Messages) as MessageKey[]) {
      expect(names(MessagesEnUS[key]), key).toEqual(names(Messages[key]));
    }
  });

  it("should say the spec's English quotes verbatim in en-US and Chinese in zh-CN", () => {
    expect(MessagesEnUS.selectGoods).toBe('please select goods');
    expect(MessagesEnUS.cartDeleted).toBe('deleted successfully');
    expect(MessagesEnUS.operationSucceeded).toBe('operation successful');
    expect(MessagesEnUS.searchKeywordRequired).toBe('please enter a search keyword');
    expect(MessagesEnUS.pddSelectFreightTemplate).toBe('please select a freight template');
    for (const key of ['selectGoods', 'cartDeleted', 'operationSucceeded', 'searchKeywordRequired'] as const) {
      expect(Messages[key]).toMatch(/^[\u4e00-\u9fff，、]+$/);
    }
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en-US'],
    ['en-GB', 'en-US'],
    ['zh-Hans-CN', 'zh-CN'],
    ['fr-FR, en;q=0.5', 'en-US'],
    ['fr-FR', 'zh-CN'],
    ['zh;q=0.4, en;q=0.8', 'en-US'],
    ['en;q=0, zh', 'zh-CN'],
  ])('should answer %s in %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('translateMessage', () => {
  it('should read a Chinese message back to its English, and leave other texts alone', () => {
    expect(translateMessage(Messages.selectGoods, 'en-US')).toBe('please select goods');
    expect(translateMessage(Messages.selectGoods, 'zh-CN')).toBe(Messages.selectGoods);
    expect(translateMessage('纯棉T恤 男', 'en-US')).toBe('纯棉T恤 男');
  });

  it('should read every message back to its own key, its values carried over', () => {
    for (const key of Object.keys(Messages) as MessageKey[]) {
      const names = [...Messages[key].matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string);
      const values = Object.fromEntries(names.map((name, at) => [name, `v${at}`]));
      expect(translateMessage(formatMessage(Messages[key], values), 'en-US'), key).toBe(
        formatMessage(MessagesEnUS[key], values),
      );
    }
  });

  it("should say the domain's messages with values in English, the values' own words translated too", () => {
    expect(translateMessage(formatMessage(Messages.qtyOutOfRange, { min: 2, max: 50 }), 'en-US')).toBe(
      'The quantity must be between 2 and 50',
    );
    expect(
      translateMessage(formatMessage(Messages.invalidChoice, { field: Messages.fieldPromisedDelivery }), 'en-US'),
    ).toBe('Promised delivery is not a valid choice');
    expect(translateMessage(formatMessage(Messages.stationOffline, { value: 12 }), 'en-US')).toBe('Offline channel 12');
    // a text ending in 件 that is no message of ours is left alone
    expect(translateMessage('请上传文件', 'en-US')).toBe('请上传文件');
  });

  it('should carry the values of a message with values over to the other language', () => {
    const chinese = formatMessage(Messages.publishedTimes, { count: 12 });
    expect(chinese).toBe('已铺货12次');
    expect(translateMessage(chinese, 'en-US')).toBe('Published 12 times');
  });
});
