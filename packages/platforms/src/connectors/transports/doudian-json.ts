/**
 * doudian answers carry 19-digit ids as JSON numbers (`product_id`, `shop_id`, `sku_id`: int64 in the
 * official Go SDK's response structs), which `JSON.parse` would round. This parser keeps every integer
 * beyond Number.MAX_SAFE_INTEGER as its decimal text, and parses everything else as JSON does.
 */
export function parseLosslessJson(text: string): unknown {
  return JSON.parse(quoteUnsafeIntegers(text));
}

/** Rewrites integer literals too large for a double into strings, leaving string contents untouched. */
export function quoteUnsafeIntegers(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      let end = i + 1;
      while (end < text.length && /[0-9eE+\-.]/.test(text[end] as string)) end += 1;
      const literal = text.slice(i, end);
      out += /^-?\d+$/.test(literal) && !Number.isSafeInteger(Number(literal)) ? `"${literal}"` : literal;
      i = end;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
}

function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '"') return i + 1;
    else i += 1;
  }
  return text.length;
}
