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

/**
 * The terms, as a tree of characters: the node reached by following a run of 1 to LONGEST_TERM
 * characters holds the goods whose title has that run in one of its words.
 */
export class TermNode {
  readonly postings = new Postings();
  /** while building: the node's number, and the last good that reached it */
  id = -1;
  lastSeen = -1;
  private children: Map<number, TermNode> | null = null;

  child(code: number): TermNode | undefined {
    return this.children?.get(code);
  }

  childOrNew(code: number): TermNode {
    this.children ??= new Map();
    let node = this.children.get(code);
    if (!node) {
      node = new TermNode();
      this.children.set(code, node);
    }
    return node;
  }
}

const SPACE = 0x20;
const TITLE_END = SEARCH_TITLE_END.codePointAt(0) as number;

/**
 * Calls `visit` with the node of every run of 1 to LONGEST_TERM characters in each word of a search
 * text (goodsSearchDocument: normalised words, one space or the title's end between two).
 */
export function forEachRun(root: TermNode, text: string, visit: (node: TermNode) => void): void {
  const count = fillCodePoints(text);
  let wordStart = 0;
  for (let at = 0; at <= count; at++) {
    const code = at < count ? (codeScratch[at] as number) : SPACE;
    if (code !== SPACE && code !== TITLE_END) continue;
    for (let start = wordStart; start < at; start++) {
      let node = root;
      for (let end = start; end < at && end < start + LONGEST_TERM; end++) {
        node = node.childOrNew(codeScratch[end] as number);
        visit(node);
      }
    }
    wordStart = at + 1;
  }
}

/**
 * Adds to `lists` the postings a query token is looked up by: its own term, or when it is longer
 * than a term, those of each of its runs of LONGEST_TERM. False when one of them is in no title.
 */
export function addTermPostings(root: TermNode, token: string, lists: Set<Postings>): boolean {
  const count = fillCodePoints(token);
  for (let start = 0; start === 0 || start + LONGEST_TERM <= count; start++) {
    let node: TermNode | undefined = root;
    for (let end = start; node && end < Math.min(count, start + LONGEST_TERM); end++) {
      node = node.child(codeScratch[end] as number);
    }
    if (!node) return false;
    lists.add(node.postings);
  }
  return true;
}
