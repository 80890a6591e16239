// README command 1 (after install): builds, then serves the API, the web app and the admin console
// on embedded defaults (PGlite in .data/, the local chef, simulated billing), printing their URLs.
import { root, run, start, waitFor } from './lib.mjs';

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild)
  run('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@sous/api',
    '--filter=@sous/web',
    '--filter=@sous/admin',
  ]);

const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const adminPort = Number(process.env.ADMIN_PORT ?? 5174);
const host = '127.0.0.1';
const apiUrl = `http://${host}:${apiPort}`;
const webUrl = `http://${host}:${webPort}`;
const adminUrl = `http://${host}:${adminPort}`;

let adminPassword = process.env.ADMIN_PASSWORD ? '(your ADMIN_PASSWORD)' : '(see [api] output)';
const children = [
  start(
    'api',
    'node',
    ['apps/api/dist/server.js'],
    {
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: host,
        DATA_DIR: process.env.DATA_DIR ?? `${root}.data`,
        WEB_ORIGIN: process.env.WEB_ORIGIN ?? `${webUrl},http://localhost:${webPort}`,
        ADMIN_ORIGIN: process.env.ADMIN_ORIGIN ?? `${adminUrl},http://localhost:${adminPort}`,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    },
    (line) => {
      const match = /dev admin password: (\S+)/.exec(line);
      if (match) adminPassword = match[1];
    },
  ),
];
await waitFor(`${apiUrl}/api/health`);
const previewEnv = { ...process.env, SOUS_API_URL: apiUrl };
children.push(
  start(
    'web',
    'pnpm',
    [
      '--filter',
      '@sous/web',
      'exec',
      'vite',
      'preview',
      '--host',
      host,
      '--port',
      String(webPort),
      '--strictPort',
    ],
    { env: previewEnv },
  ),
  start(
    'admin',
    'pnpm',
    [
      '--filter',
      '@sous/admin',
      'exec',
      'vite',
      'preview',
      '--host',
      host,
      '--port',
      String(adminPort),
      '--strictPort',
    ],
    { env: previewEnv },
  ),
);
await Promise.all([waitFor(webUrl), waitFor(adminUrl)]);
console.log(
  `\n  Sous is running.\n\n  Web app:        ${webUrl}\n  Admin console:  ${adminUrl}   (admin password: ${adminPassword})\n  API:            ${apiUrl}\n\n  Ctrl+C stops everything.\n`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`A process exited with code ${code}; stopping.`);
      stop();
    }
  });
}
