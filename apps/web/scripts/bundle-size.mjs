#!/usr/bin/env node
// Prints the gzipped size of the JS the home route (/) loads: the entry, its static imports, and the
// home route's code-split chunk with its static imports. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetKb = Number(process.env.HOME_JS_BUDGET_KB ?? 150);

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
const homeChunk = Object.keys(manifest).find(
  (key) => /src\/routes\/index\.tsx/.test(key) && key !== 'index.html',
);
if (homeChunk) collect(homeChunk);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(8)} KB  home route JS, gzipped (budget ${budgetKb} KB)`);
if (process.argv.includes('--check') && kb > budgetKb) process.exitCode = 1;
