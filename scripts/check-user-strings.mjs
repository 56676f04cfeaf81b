#!/usr/bin/env node
/**
 * Every user-visible string lives in the message catalogues (docs/i18n.md). Reads the web's, the server's
 * and the domain package's TypeScript with the TypeScript parser (comments are not strings) and fails on:
 * - a string, template or JSX text holding Chinese characters outside a catalogue;
 * - on the web, JSX text or a placeholder/title/alt/aria-label/label attribute holding a Latin word.
 * Files where the words are not the product's (seed data, the platforms' stand-ins, tests) are skipped
 * by the rules below; scripts/user-strings-baseline.json lists files not converted yet with how many
 * strings each still holds: a count may only fall (the check says when to lower it), a file not listed
 * may hold none.
 *
 *   node scripts/check-user-strings.mjs            check
 *   node scripts/check-user-strings.mjs --list F   print the strings of the files F (repository paths)
 *   node scripts/check-user-strings.mjs --write-baseline
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselinePath = path.join(root, 'scripts/user-strings-baseline.json');
const SCANNED = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
/** where words are not the product's own, or are the catalogues themselves */
const SKIPPED = [
  /\/i18n\//, // the catalogues
  /\.test\.tsx?$/,
  /\.d\.ts$/,
  /^apps\/server\/src\/testing\//,
  /\/seed\//, // demo data: goods, suppliers, categories as a market holds them
  // the outside systems' stand-ins (SMS gateway, Alipay, WeChat) speak and draw their pages as those systems do
  /^apps\/server\/src\/providers\/.*(\.fake\.ts|-fake-[\w-]+\.ts|-sandbox\.routes\.ts|sandbox-page\.ts)$/,
  /^packages\/domain\/src\/search\.ts$/, // the search vocabulary: words goods hold, not words said to a user
  /^packages\/domain\/src\/product-card(\.[\w-]+)?\.ts$/, // draws the demo goods' pictures
  /^apps\/server\/src\/modules\/orders\/regions\/region-data\.ts$/, // names of China's regions, as data
];
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const LABEL_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label', 'label']);

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(relative));
    else if (/\.tsx?$/.test(entry.name) && !SKIPPED.some((rule) => rule.test(relative))) out.push(relative);
  }
  return out;
}

/** The user-visible strings of a file: [line, text] pairs. */
function stringsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? 4 : 3);
  const web = file.startsWith('apps/web/');
  const found = [];
  const report = (node, value) =>
    found.push([source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, value.trim().slice(0, 60)]);
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const value = node.text;
      // an import path or a CSS module class is not a word a user reads
      const inImport = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
      if (!inImport && CJK.test(value)) report(node, value);
      else if (
        web &&
        ts.isStringLiteral(node) &&
        ts.isJsxAttribute(node.parent) &&
        LABEL_ATTRIBUTES.has(node.parent.name.getText(source)) &&
        LATIN_WORD.test(value)
      ) {
        report(node, value);
      }
    } else if (ts.isJsxText(node)) {
      const value = node.getText(source);
      if (CJK.test(value) || (web && LATIN_WORD.test(value))) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const args = process.argv.slice(2);
if (args[0] === '--list') {
  for (const file of args.slice(1))
    for (const [line, value] of stringsOf(file)) console.log(`${file}:${line}  ${value}`);
  process.exit(0);
}
const counts = new Map();
for (const dir of SCANNED) {
  for (const file of filesUnder(dir)) {
    const count = stringsOf(file).length;
    if (count > 0) counts.set(file, count);
  }
}
if (args[0] === '--write-baseline') {
  writeFileSync(baselinePath, `${JSON.stringify(Object.fromEntries([...counts].sort()), null, 2)}\n`);
  console.log(`baseline: ${counts.size} files, ${[...counts.values()].reduce((a, b) => a + b, 0)} strings`);
  process.exit(0);
}
const baseline = JSON.parse(readFileSync(baselinePath, 'utf8'));
const problems = [];
for (const [file, count] of counts) {
  const allowed = baseline[file] ?? 0;
  if (count > allowed) {
    problems.push(
      `${file}: ${count} user-visible strings outside the catalogues (allowed ${allowed}); see --list ${file}`,
    );
  }
}
const lower = Object.entries(baseline).filter(([file, allowed]) => (counts.get(file) ?? 0) < allowed);
for (const [file] of lower) problems.push(`${file}: fewer strings than the baseline says: lower it (--write-baseline)`);
const left = [...counts.values()].reduce((a, b) => a + b, 0);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`user-visible strings: none outside the catalogues but the baseline's ${left} in ${counts.size} files`);
