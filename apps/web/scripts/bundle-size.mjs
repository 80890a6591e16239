#!/usr/bin/env node
// Prints the gzipped size of the JS the home route (/) loads: the entry, its static imports, and the
// home route's code-split chunk with its static imports. Run after `vite build`. Sizes are gzipped
// at the level the shipped nginx compresses at (deploy/nginx.conf.template's gzip_comp_level, nginx's
// default 1 when unset), with level 9 beside them for information; `--check` exits non-zero over
// the budget at nginx's level.
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
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

const nginxConf = readFileSync(join(here, '..', '..', '..', 'deploy', 'nginx.conf.template'), 'utf8');
// nginx's own default when the directive is absent.
const level = Number(/^\s*gzip_comp_level\s+(\d+)\s*;/m.exec(nginxConf)?.[1] ?? 1);

const kbText = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} KB`;
let total = 0;
let total9 = 0;
console.log(`   level ${level}     level 9  (nginx gzip_comp_level ${level})`);
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const source = readFileSync(join(dist, file));
  const gz = gzipSync(source, { level }).length;
  const gz9 = gzipSync(source, { level: 9 }).length;
  total += gz;
  total9 += gz9;
  console.log(`${kbText(gz)} ${kbText(gz9)}  ${file}`);
}
const kb = total / 1024;
console.log(
  `${kbText(total)} ${kbText(total9)}  home route JS, gzipped (budget ${budgetKb} KB at level ${level})`,
);
const result = {
  name: `home route JS, gzip level ${level} as nginx serves it`,
  figure: `${kb.toFixed(1)} KB (${(total9 / 1024).toFixed(1)} KB at level 9)`,
  target: `≤ ${budgetKb} KB`,
  met: kb <= budgetKb,
};
console.log(
  `${result.met ? 'MET   ' : 'MISSED'}  ${result.name}: ${result.figure} (target ${result.target})`,
);
// BENCH_RESULTS: the JSON-lines file `pnpm bench` reads its summary table from.
if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(result)}\n`);
if (process.argv.includes('--check') && !result.met) process.exitCode = 1;
