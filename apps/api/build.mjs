// Bundles the API into dist/server.js: workspace packages (TypeScript source) are bundled in,
// npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@sous/'));

await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __sousRequire } from 'node:module'; const require = __sousRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
