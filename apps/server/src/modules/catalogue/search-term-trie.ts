import { SEARCH_TITLE_END } from '@puhuo/domain';
import { Postings } from './search-postings.ts';

/**
 * The index looks words up by runs of up to this many characters: a query word that long or
 * shorter is one term and needs no check on the title (distributors type 1-4 characters).
 */
export const LONGEST_TERM = 4;

let codeScratch = new Int32Array(256);

/** Puts the code points of a word in codeScratch; returns how many. */
export function fillCodePoints(word: string): number {
  if (codeScratch.length < word.length) codeScratch = new Int32Array(word.length * 2);
  let count = 0;
  for (let i = 0; i < word.length; ) {
    const code = word.codePointAt(i) as number;
    codeScratch[count++] = code;
    i += code > 0xffff ? 2 : 1;
  }
  return count;
}

/** the root of the tree: the empty run */
export const ROOT_TERM = 0;
const EMPTY = -1;

/**
 * The terms, as a tree of characters kept in typed arrays: the term reached from the root by a run
 * of 1 to LONGEST_TERM characters holds the goods whose search text has that run in one of its
 * words. Terms are numbers; a child is found by hashing (parent, character) in an open-addressing
 * table. A term costs about 40 bytes here, where an object per term with a Map of children and a
 * typed-array view of its goods cost about 300 (two million terms at 200,000 goods).
 *
 * Each term's goods are a slice of one array, built at load (`build`); goods added after that go
 * to a list of the term's own (`add`), which the next build folds back in.
 */
export class TermTree {
  /** the hash table: parent term and character of each slot, and the child term it leads to */
  private slotParent = new Int32Array(1 << 16).fill(EMPTY);
  private slotCode = new Int32Array(1 << 16);
  private slotChild = new Int32Array(1 << 16);
  private terms = 1;
  /** each built term's goods: all[starts[term] .. starts[term + 1]) */
  private starts = new Int32Array(2);
  private all = new Int32Array(0);
  /**
   * terms kept apart from `all`: the bitset lists, and the lists that grew after the build (the
   * built slice copied in first)
   */
  private readonly grown = new Map<number, Postings>();

  get size(): number {
    return this.terms;
  }

  /** how many (term, good) entries the lists hold, and how many terms are bitsets */
  get entries(): { listed: number; bitsets: number; inBitsets: number } {
    let bitsets = 0;
    let inBitsets = 0;
    for (const list of this.grown.values()) {
      if (!list.bits) continue;
      bitsets++;
      inBitsets += list.length;
    }
    return { listed: this.all.length, bitsets, inBitsets };
  }

  private slotOf(parent: number, code: number): number {
    const mask = this.slotParent.length - 1;
    let slot = (Math.imul(parent, 0x9e3779b1) ^ Math.imul(code, 0x85ebca77)) & mask;
    for (;;) {
      const held = this.slotParent[slot] as number;
      if (held === EMPTY || (held === parent && this.slotCode[slot] === code)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  /** The term one character further, or -1 when no text has it. */
  child(parent: number, code: number): number {
    const slot = this.slotOf(parent, code);
    return this.slotParent[slot] === EMPTY ? -1 : (this.slotChild[slot] as number);
  }

  childOrNew(parent: number, code: number): number {
    let slot = this.slotOf(parent, code);
    if (this.slotParent[slot] !== EMPTY) return this.slotChild[slot] as number;
    // kept at most half full, so a probe stays short
    if ((this.terms + 1) * 2 > this.slotParent.length) {
      this.growSlots();
      slot = this.slotOf(parent, code);
    }
    const term = this.terms++;
    this.slotParent[slot] = parent;
    this.slotCode[slot] = code;
    this.slotChild[slot] = term;
    return term;
  }

  private growSlots(): void {
    const parents = this.slotParent;
    const codes = this.slotCode;
    const children = this.slotChild;
    this.slotParent = new Int32Array(parents.length * 2).fill(EMPTY);
    this.slotCode = new Int32Array(parents.length * 2);
    this.slotChild = new Int32Array(parents.length * 2);
    for (let slot = 0; slot < parents.length; slot++) {
      const parent = parents[slot] as number;
      if (parent === EMPTY) continue;
      const to = this.slotOf(parent, codes[slot] as number);
      this.slotParent[to] = parent;
      this.slotCode[to] = codes[slot] as number;
      this.slotChild[to] = children[slot] as number;
    }
  }

  /**
   * The terms of the goods' search texts (null: an ordinal left behind), each with its goods. Two
   * passes over the texts: the first counts each term's goods, the second writes them, each list a
   * slice of one array or a bitset for a term more than one good in 32 holds. Adding each good to
   * lists of its own missed the CPU cache on nearly every entry (5 s for 200,000 goods); writing
   * (term, good) pairs first took twice the memory of the lists for the length of the load.
   */
  static build(ordinals: number, textOf: (ordinal: number) => string | null): TermTree {
    const tree = new TermTree();
    // the last good that reached each term: a text holding a run twice lists its good once
    let lastSeen = new Int32Array(1 << 16).fill(-1);
    let counts = new Int32Array(1 << 16);
    const eachNewTerm = (visit: (term: number, ordinal: number) => void) => {
      lastSeen.fill(-1);
      for (let ordinal = 0; ordinal < ordinals; ordinal++) {
        const text = textOf(ordinal);
        if (text === null) continue;
        forEachRun(tree, text, (term) => {
          if (lastSeen[term] === ordinal) return;
          lastSeen[term] = ordinal;
          visit(term, ordinal);
        });
      }
    };
    eachNewTerm((term) => {
      if (term >= counts.length) {
        const grownSeen = new Int32Array(counts.length * 2).fill(-1);
        grownSeen.set(lastSeen);
        lastSeen = grownSeen;
        const grownCounts = new Int32Array(counts.length * 2);
        grownCounts.set(counts);
        counts = grownCounts;
      }
      counts[term] = (counts[term] as number) + 1;
    });
    const starts = new Int32Array(tree.terms + 1);
    const bitsWords = (ordinals >>> 5) + 1;
    for (let term = 0; term < tree.terms; term++) {
      const count = counts[term] as number;
      const dense = count * 32 > ordinals;
      if (dense) {
        const list = new Postings();
        list.useBits(new Uint32Array(bitsWords), 0);
        tree.grown.set(term, list);
      }
      starts[term + 1] = (starts[term] as number) + (dense ? 0 : count);
    }
    const all = new Int32Array(starts[tree.terms] as number);
    const cursors = starts.slice(0, tree.terms);
    // goods come in ordinal order, so every list comes out ascending
    eachNewTerm((term, ordinal) => {
      const bitset = tree.grown.get(term);
      if (bitset) {
        bitset.add(ordinal);
        return;
      }
      const at = cursors[term] as number;
      all[at] = ordinal;
      cursors[term] = at + 1;
    });
    tree.starts = starts;
    tree.all = all;
    return tree;
  }

  /** Adds a good not below any the term holds (goods added after the build get higher ordinals). */
  add(term: number, ordinal: number): void {
    let list = this.grown.get(term);
    if (!list) {
      list = new Postings();
      list.use(this.builtSlice(term).slice());
      this.grown.set(term, list);
    }
    list.add(ordinal);
  }

  /** The goods holding a term, ascending. */
  postings(term: number): Postings {
    const grown = this.grown.get(term);
    if (grown) return grown;
    const list = new Postings();
    list.use(this.builtSlice(term));
    return list;
  }

  private builtSlice(term: number): Int32Array {
    // terms made after the build hold no built goods
    if (term + 1 >= this.starts.length) return new Int32Array(0);
    return this.all.subarray(this.starts[term], this.starts[term + 1]);
  }
}

const SPACE = 0x20;
const TITLE_END = SEARCH_TITLE_END.codePointAt(0) as number;

/**
 * Calls `visit` with the term of every run of 1 to LONGEST_TERM characters in each word of a search
 * text (goodsSearchDocument: normalised words, one space or the title's end between two).
 */
export function forEachRun(tree: TermTree, text: string, visit: (term: number) => void): void {
  const count = fillCodePoints(text);
  let wordStart = 0;
  for (let at = 0; at <= count; at++) {
    const code = at < count ? (codeScratch[at] as number) : SPACE;
    if (code !== SPACE && code !== TITLE_END) continue;
    for (let start = wordStart; start < at; start++) {
      let term = ROOT_TERM;
      for (let end = start; end < at && end < start + LONGEST_TERM; end++) {
        term = tree.childOrNew(term, codeScratch[end] as number);
        visit(term);
      }
    }
    wordStart = at + 1;
  }
}

/**
 * Adds to `lists` (by term) the postings a query token is looked up by: its own term, or when it is
 * longer than a term, those of each of its runs of LONGEST_TERM. False when one of them is in no text.
 */
export function addTermPostings(tree: TermTree, token: string, lists: Map<number, Postings>): boolean {
  const count = fillCodePoints(token);
  for (let start = 0; start === 0 || start + LONGEST_TERM <= count; start++) {
    let term = ROOT_TERM;
    for (let end = start; term !== -1 && end < Math.min(count, start + LONGEST_TERM); end++) {
      term = tree.child(term, codeScratch[end] as number);
    }
    if (term === -1) return false;
    if (!lists.has(term)) lists.set(term, tree.postings(term));
  }
  return true;
}
