#!/usr/bin/env node
// Checks docs/spec-conformance.md against the repository: every row of its conformance tables names
// code that exists and tests that exist, or says why not. Plain Node, no dependencies.
//
//   node scripts/check-spec-conformance.mjs [--write] [path/to/spec-conformance.md]
//
// --write rewrites the document's summary (its counts and the lists of missing rows, built rows without a
// test and differing rows) from the rows; without it a summary that disagrees with the rows is a problem.
//
// A conformance table is a Markdown table whose header is `| id | spec | status | code | test | note |`.
// Fails (exit 1, one line per problem) when
//   - a row's status is not built, differs or missing, or its id is malformed or repeated;
//   - a built row names no code, or a differs/missing row has no note;
//   - a named code path does not exist (`path` or `path#symbol`; several separated by `,` or `<br>`);
//   - a named test file does not exist, or holds no it(/test(/describe( whose title is the named test
//     (`path :: title`, or `path :: describe title > it title`; several separated by `<br>`);
//   - a built row names no test (every built line is proven by one);
//   - the summary (between `## Summary` and the next `## ` heading) is not what --write makes of the rows.
// Prints one summary line when it passes.

import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARGS = process.argv.slice(2);
const WRITE = ARGS.includes('--write');
const DOC = path.resolve(ROOT, ARGS.find((a) => !a.startsWith('--')) ?? 'docs/spec-conformance.md');
const STATUSES = ['built', 'differs', 'missing'];
const HEADER = ['id', 'spec', 'status', 'code', 'test', 'note'];
const NONE = new Set(['', '—', '-', '–']);
const ID_PATTERN = /^D[12]-§\d+-\d+$/;

/** Splits a table line into its cells on unescaped pipes; `\|` stays a pipe inside its cell. */
export function splitRow(line) {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && text[i + 1] === '|') {
      current += '|';
      i++;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current.trim());
  return cells;
}

const isSeparator = (cells) => cells.length > 0 && cells.every((c) => /^:?-{3,}:?$/.test(c));

/** Every table of the document: its header cells and its rows (cells and line number). */
export function tablesOf(markdown) {
  const tables = [];
  const lines = markdown.split(/\r?\n/);
  let current = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim().startsWith('|')) {
      current = null;
      continue;
    }
    const cells = splitRow(line);
    if (!current) {
      current = { header: cells.map((c) => c.toLowerCase()), rows: [], line: i + 1 };
      tables.push(current);
    } else if (!isSeparator(cells)) {
      current.rows.push({ cells, line: i + 1 });
    }
  }
  return tables;
}

const unquote = (text) => text.replace(/^`+|`+$/g, '').trim();
const listOf = (cell) =>
  NONE.has(cell.trim())
    ? []
    : cell
        .split(/<br\s*\/?>/i)
        .map((part) => part.trim())
        .filter((part) => !NONE.has(part));

/** Reads a string literal starting at `start` (a quote); answers its text and where it ends. */
function readString(source, start) {
  const quote = source[start];
  let text = '';
  let i = start + 1;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') {
      text += source[i + 1] ?? '';
      i += 2;
      continue;
    }
    if (char === quote) return { text, end: i + 1 };
    if (quote === '`' && char === '$' && source[i + 1] === '{') {
      let depth = 0;
      const from = i;
      for (; i < source.length; i++) {
        if (source[i] === '{') depth++;
        else if (source[i] === '}' && --depth === 0) break;
      }
      text += source.slice(from, i + 1);
      i++;
      continue;
    }
    text += char;
    i++;
  }
  return null;
}

/** Skips a balanced (...) group starting at `start`; answers the index after it. */
function skipParens(source, start) {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (char === '"' || char === "'" || char === '`') {
      const string = readString(source, i);
      if (!string) return source.length;
      i = string.end - 1;
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

/** The titles of every it(, test( and describe( (with .each/.skip/.only and the like) in a test file. */
export function testTitles(source) {
  const titles = [];
  const call = /\b(?:it|test|describe)\b/g;
  for (let match = call.exec(source); match; match = call.exec(source)) {
    if (/[.\w$]/.test(source[match.index - 1] ?? '')) continue;
    let i = match.index + match[0].length;
    for (;;) {
      while (/\s/.test(source[i] ?? '')) i++;
      if (source[i] !== '.') break;
      const name = /^\.(\w+)/.exec(source.slice(i));
      if (!name) break;
      i += name[0].length;
      while (/\s/.test(source[i] ?? '')) i++;
      if (['each', 'for', 'runIf', 'skipIf'].includes(name[1]) && source[i] === '(') i = skipParens(source, i);
    }
    if (source[i] !== '(') continue;
    i++;
    while (/\s/.test(source[i] ?? '')) i++;
    if (!['"', "'", '`'].includes(source[i])) continue;
    const string = readString(source, i);
    if (string) titles.push(string.text);
  }
  return titles;
}

const PLACEHOLDER = /\$\{[^}]*\}|%[sdifjoO#]|\$[A-Za-z_][\w.]*/g;

/** A title matches itself, and a parameterised title (`${x}`, `%s`, `$name`) matches its instances. */
export function titleMatches(title, name) {
  if (title === name) return true;
  if (!PLACEHOLDER.test(title)) return false;
  PLACEHOLDER.lastIndex = 0;
  const parts = title.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 's').test(name);
}

const titleCache = new Map();
function titlesOfFile(file) {
  if (!titleCache.has(file)) titleCache.set(file, testTitles(readFileSync(file, 'utf8')));
  return titleCache.get(file);
}

function checkCode(entry, problems, where) {
  const target = unquote(entry).split('#')[0].trim();
  if (!target) return problems.push(`${where}: empty code path in "${entry}"`);
  if (path.isAbsolute(target) || target.split(/[\\/]/).includes('..')) {
    return problems.push(`${where}: code path "${target}" must be relative to the repository`);
  }
  if (!existsSync(path.join(ROOT, target))) problems.push(`${where}: code "${target}" does not exist`);
}

function checkTest(entry, problems, where) {
  const separator = entry.indexOf('::');
  if (separator < 0) return problems.push(`${where}: test "${entry}" is not written as "path :: test name"`);
  const file = unquote(entry.slice(0, separator));
  const name = unquote(entry.slice(separator + 2));
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute) || !statSync(absolute).isFile()) {
    return problems.push(`${where}: test file "${file}" does not exist`);
  }
  if (!name) return problems.push(`${where}: test in "${file}" has no name`);
  const titles = titlesOfFile(absolute);
  const wanted = name.split(/\s+>\s+/);
  for (const part of wanted) {
    if (!titles.some((title) => titleMatches(title, part))) {
      problems.push(`${where}: "${file}" has no it/test/describe named "${part}"`);
    }
  }
}

const SUMMARY_START = '## Summary';

/** The summary section the rows make: counts, then the missing, untested and differing rows by id. */
export function summaryOf(rows) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]));
  const untested = rows.filter((r) => r.status === 'built' && listOf(r.test).length === 0);
  const width = Math.max(...[...STATUSES, 'total'].map((s) => s.length));
  const countRows = [...STATUSES.map((s) => [s, counts[s]]), ['total', rows.length]]
    .map(([status, n]) => `| ${status.padEnd(width)} | ${String(n).padEnd(4)} |`)
    .join('\n');
  const list = (title, items, withNote) =>
    items.length === 0
      ? ''
      : `\n### ${title} (${items.length})\n\n${items
          .map((r) => `- **${r.id}** ${r.spec}${withNote ? ` — ${r.note}` : ''}`)
          .join('\n')}\n`;
  return `${SUMMARY_START}

| ${'status'.padEnd(width)} | rows |
| ${'-'.repeat(width)} | ---- |
${countRows}

Of the built rows, ${untested.length === 0 ? 'every one names its test' : `${untested.length} name no test (listed below)`}.
${list(
  'Missing',
  rows.filter((r) => r.status === 'missing'),
  true,
)}${list('Built without a test', untested, false)}${list(
  'Differs',
  rows.filter((r) => r.status === 'differs'),
  true,
)}
`;
}

/** The document's summary section (from its heading to the next `## ` heading), and where it sits. */
function summarySection(markdown) {
  const start = markdown.indexOf(`\n${SUMMARY_START}\n`);
  if (start < 0) return null;
  const next = markdown.indexOf('\n## ', start + SUMMARY_START.length + 2);
  const end = next < 0 ? markdown.length : next + 1;
  return { start: start + 1, end, text: markdown.slice(start + 1, end) };
}

function main() {
  if (!existsSync(DOC)) {
    console.error(`spec conformance: ${path.relative(ROOT, DOC)} does not exist`);
    process.exit(1);
  }
  const markdown = readFileSync(DOC, 'utf8');
  const tables = tablesOf(markdown);
  const problems = [];
  const seen = new Map();
  const rows = [];

  for (const table of tables.filter((t) => t.header.join('|') === HEADER.join('|'))) {
    for (const { cells, line } of table.rows) {
      const where = `line ${line}${cells[0] ? ` (${cells[0]})` : ''}`;
      if (cells.length !== HEADER.length) {
        problems.push(`${where}: ${cells.length} cells instead of ${HEADER.length} (an unescaped "|"?)`);
        continue;
      }
      const [id, spec, status, code, test, note] = cells;
      rows.push({ id, spec, status, test, note });
      if (!ID_PATTERN.test(id)) problems.push(`${where}: id "${id}" is not like D1-§3-12`);
      else if (seen.has(id)) problems.push(`${where}: id ${id} repeats the row on line ${seen.get(id)}`);
      else seen.set(id, line);
      if (NONE.has(spec)) problems.push(`${where}: no spec text`);
      if (!STATUSES.includes(status)) problems.push(`${where}: unknown status "${status}" (built, differs or missing)`);
      const codes = listOf(code.replace(/,\s*/g, '<br>'));
      const tests = listOf(test);
      if (status === 'built' && codes.length === 0) problems.push(`${where}: built but names no code`);
      if (status === 'built' && tests.length === 0) problems.push(`${where}: built but names no test`);
      if ((status === 'differs' || status === 'missing') && NONE.has(note)) {
        problems.push(`${where}: ${status} but gives no reason in its note`);
      }
      for (const entry of codes) checkCode(entry, problems, where);
      for (const entry of tests) checkTest(entry, problems, where);
    }
  }
  if (rows.length === 0) problems.push(`no conformance table (header ${HEADER.join(' | ')}) found`);

  const section = summarySection(markdown);
  const summary = summaryOf(rows);
  if (WRITE && section) {
    writeFileSync(DOC, markdown.slice(0, section.start) + summary + markdown.slice(section.end));
  } else if (!section) {
    problems.push(`no "${SUMMARY_START}" section`);
  } else if (section.text !== summary) {
    problems.push(`the summary disagrees with the rows: run node scripts/check-spec-conformance.mjs --write`);
  }

  if (problems.length > 0) {
    console.error(`spec conformance: ${problems.length} problem(s) in ${path.relative(ROOT, DOC)}`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const count = (status) => rows.filter((r) => r.status === status).length;
  console.log(
    `spec conformance: ${rows.length} rows — built ${count('built')}, differs ${count('differs')}, missing ${count('missing')}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
