#!/usr/bin/env node
// Phone performance of `/`, `/recipe/{id}` and `/saved-recipes`, served the way production serves them:
// the built app (dist/) behind deploy/nginx.conf.template in Debian's nginx, proxying /api to the built
// API (embedded PGlite in a temporary directory, the local chef). No Lighthouse package is installed,
// so this measures what Lighthouse's mobile run measures with Chromium itself (docs/decisions/112):
// a 412×823 phone at DPR 1.75, 4× CPU slowdown and a slow 4G link (150 ms latency, 1.6 Mbps down,
// 750 kbps up) applied through the DevTools protocol, a cold cache and no service worker per load; FCP,
// LCP and CLS (largest session window) from the browser's Performance APIs, TBT from its long tasks after
// FCP. The score is Lighthouse 10's formula over those metrics (log-normal curves, weights FCP 10, SI 10,
// LCP 25, TBT 30, CLS 25), with Speed Index approximated by the mean of FCP and LCP (no filmstrip).
// Each route is loaded RUNS times; the medians are reported. Skipped, with the reason printed, where
// Chromium or nginx is absent. Run after building @sous/web and @sous/api.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/e2e-servers.mjs';
import { performanceScore } from './lighthouse-score.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
// PHONE_DIST serves another build of the app (an A/B comparison of two builds).
const dist = process.env.PHONE_DIST ?? join(here, '..', 'dist');
const apiServer = join(root, 'apps', 'api', 'dist', 'server.js');
const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const ADMIN_ORIGIN = 'http://127.0.0.1:9';
const ADMIN_PASSWORD = 'phone-bench-admin-password';
const TARGET = { score: 95, lcpMs: 2000, cls: 0.05 };
const targetText = `score ≥ ${TARGET.score}, LCP < ${TARGET.lcpMs / 1000} s, CLS < ${TARGET.cls}`;

const report = (result) => {
  const verdict = result.skipped ? `SKIPPED (${result.skipped})` : result.met ? 'MET   ' : 'MISSED';
  console.log(`${verdict}  ${result.name}: ${result.figure} (target ${result.target})`);
  // BENCH_RESULTS: the JSON-lines file `pnpm bench` reads its summary table from.
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(result)}\n`);
};

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (path) => spawnSync(path, ['-v']).status === 0,
);
const missing = !existsSync(chromiumLaunchOptions.executablePath)
  ? `no Chromium at ${chromiumLaunchOptions.executablePath} (apt-get install chromium, or set E2E_CHROMIUM)`
  : !nginx
    ? 'no nginx (apt-get install nginx-light)'
    : !existsSync(join(dist, 'index.html')) || !existsSync(apiServer)
      ? 'the web app or the API is not built (pnpm turbo run build --filter=@sous/web --filter=@sous/api)'
      : null;
if (missing) {
  report({
    name: 'phone performance of /, /recipe/{id}, /saved-recipes',
    figure: '–',
    target: targetText,
    met: true,
    skipped: missing,
  });
  process.exit(0);
}

// ---- servers ----
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, seconds, child) {
  for (let i = 0; i < seconds * 10; i++) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) return 'exited';
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const dir = await mkdtemp(join(tmpdir(), 'sous-phone-'));
const children = [];
let browser;
try {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${webPort}`;
  // A new data directory is created on the API's first start; on a loaded machine that can outlast the
  // API's 8 s database ping, and the API exits. The directory then exists, so a second start is quick.
  const startApi = () => {
    const api = spawn(process.execPath, [apiServer], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        WEB_ORIGIN: origin,
        ADMIN_ORIGIN,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        DATABASE_URL: '',
        REDIS_URL: '',
        ANTHROPIC_API_KEY: '',
        TRUST_PROXY: '1',
      },
    });
    children.push(api);
    return api;
  };
  for (let attempt = 1; ; attempt++) {
    const api = startApi();
    if ((await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 90, api)) !== 'exited') break;
    children.splice(children.indexOf(api), 1);
    if (attempt === 2) throw new Error('the API exited twice before answering');
  }

  // What the nginx image does: envsubst of the template, then nginx in front of the static build.
  const prefix = join(dir, 'nginx');
  await mkdir(join(prefix, 'logs'), { recursive: true });
  const template = await readFile(join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  const site = template
    .replace(/\$\{API_UPSTREAM\}/g, `http://127.0.0.1:${apiPort}`)
    .replace(/\$\{SOUS_APP\}/g, 'web')
    .replace('listen 80;', `listen 127.0.0.1:${webPort};`)
    .replace('root /usr/share/nginx/html;', `root ${dist};`);
  await writeFile(join(prefix, 'site.conf'), site);
  await writeFile(
    join(prefix, 'nginx.conf'),
    `daemon off; master_process off; pid ${prefix}/nginx.pid; error_log stderr error;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${join(prefix, 'site.conf')};
}
`,
  );
  children.push(
    spawn(nginx, ['-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' }),
  );
  await waitFor(`${origin}/`, 20);

  browser = await chromium.launch(chromiumLaunchOptions);

  // A cook with a generated recipe, saved: what /recipe/{id} and /saved-recipes show.
  const setup = await browser.newContext({ baseURL: origin });
  const json = { origin };
  const signUp = await setup.request.post('/api/auth/signup', {
    data: { email: `phone-${Date.now()}@example.com`, password: 'a fine password' },
    headers: json,
  });
  if (signUp.status() !== 201) throw new Error(`sign-up answered ${signUp.status()}`);
  const generated = await setup.request.post('/api/recipes/generate', {
    data: { ingredients: 'chicken thighs, rice, garlic, broccoli, lemon', constraints: { servings: 2 } },
    headers: json,
  });
  if (generated.status() !== 200) throw new Error(`generation answered ${generated.status()}`);
  const { recipes } = await generated.json();
  // Saving is Premium: granted as an admin would, through the admin API.
  const admin = await browser.newContext({ baseURL: `http://127.0.0.1:${apiPort}` });
  const asAdmin = { origin: ADMIN_ORIGIN };
  const login = await admin.request.post('/api/admin/login', {
    data: { password: ADMIN_PASSWORD },
    headers: asAdmin,
  });
  if (login.status() !== 200) throw new Error(`admin sign-in answered ${login.status()}`);
  const { user } = await signUp.json();
  const granted = await admin.request.patch(`/api/admin/users/${user.id}/premium`, {
    data: { isPremium: true, premiumUntil: null },
    headers: asAdmin,
  });
  if (granted.status() !== 200) throw new Error(`the Premium grant answered ${granted.status()}`);
  await admin.close();
  for (const recipe of recipes) {
    const saved = await setup.request.post(`/api/recipes/${recipe.id}/save`, { data: {}, headers: json });
    if (saved.status() >= 300) throw new Error(`saving answered ${saved.status()}`);
  }
  const cook = await setup.storageState();
  await setup.close();

  const routes = [
    {
      path: '/',
      signedIn: false,
      ready: (page) => page.getByRole('button', { name: 'Generate My Recipes' }),
    },
    {
      path: `/recipe/${recipes[0].id}`,
      signedIn: true,
      ready: (page) => page.getByRole('heading', { level: 1, name: recipes[0].title }),
    },
    { path: '/saved-recipes', signedIn: true, ready: (page) => page.getByText(recipes[0].title).first() },
  ];

  // PHONE_ROUTES=recipe,saved measures only those routes (home, recipe, saved); PHONE_PROFILE=<dir>
  // writes a V8 CPU profile of each load there (open it in DevTools' Performance panel), PHONE_TRACE=<dir>
  // a Chrome trace (its tasks' thread times do not grow with the machine's load) — for finding where
  // the long tasks are, not for the figures (recording costs a little time itself).
  const only = process.env.PHONE_ROUTES?.split(',');
  const keys = ['home', 'recipe', 'saved'];
  const measured = only ? routes.filter((_, index) => only.includes(keys[index])) : routes;
  const profiles = process.env.PHONE_PROFILE;
  if (profiles) await mkdir(profiles, { recursive: true });
  const traces = process.env.PHONE_TRACE;
  if (traces) await mkdir(traces, { recursive: true });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  let missed = 0;
  for (const route of measured) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
        ...(route.signedIn ? { storageState: cook } : {}),
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = { fcp: 0, lcp: 0, shifts: [], longTasks: [] };
        window.__phone = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            seen.lcp = entry.startTime;
            const text = (entry.element?.textContent ?? '').trim().slice(0, 40);
            seen.lcpElement = `<${entry.element?.tagName.toLowerCase() ?? '?'}> "${text}" ${entry.size} px²`;
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) seen.shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.longTasks.push({ at: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
      // PHONE_CPU_RATE=1 with PHONE_TRACE: tasks at the machine's own speed, whose thread times ×4 are
      // what the 4× slowdown makes of them, without the slowdown's own sensitivity to the machine's load.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PHONE_CPU_RATE ?? 4) });
      if (profiles) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      if (traces)
        await browser.startTracing(page, {
          categories: ['toplevel', 'devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'],
        });
      await page.goto(route.path, { waitUntil: 'load', timeout: 60_000 });
      await route.ready(page).waitFor({ state: 'visible', timeout: 60_000 });
      // When the route's own content showed (within a poll of it): on deep routes the LCP may be the shell's.
      const ready = await page.evaluate(() => performance.now());
      // Let the last paints, shifts and long tasks land before reading them (a measurement, not a test).
      await page.waitForTimeout(3000);
      const seen = await page.evaluate(() => window.__phone);
      if (traces)
        await writeFile(
          join(traces, `${keys[routes.indexOf(route)]}-${run + 1}.json`),
          await browser.stopTracing(),
        );
      if (profiles) {
        const { profile } = await cdp.send('Profiler.stop');
        const file = `${keys[routes.indexOf(route)]}-${run + 1}`;
        await writeFile(join(profiles, `${file}.cpuprofile`), JSON.stringify(profile));
        await writeFile(join(profiles, `${file}.json`), JSON.stringify(seen));
      }
      await context.close();
      // CLS as Lighthouse and web-vitals count it: the largest session window (gaps < 1 s, at most 5 s).
      let cls = 0;
      let window = { start: -1, last: -1, value: 0 };
      for (const shift of seen.shifts) {
        if (window.start < 0 || shift.at - window.last > 1000 || shift.at - window.start > 5000)
          window = { start: shift.at, last: shift.at, value: 0 };
        window.value += shift.value;
        window.last = shift.at;
        cls = Math.max(cls, window.value);
      }
      const tbt = seen.longTasks
        .filter((task) => task.at + task.duration > seen.fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      runs.push({ fcp: seen.fcp, lcp: seen.lcp || seen.fcp, cls, tbt, ready });
      if (process.env.PHONE_DEBUG)
        console.log(route.path, JSON.stringify({ ...runs.at(-1), element: seen.lcpElement }));
    }
    const metrics = {
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      ready: median(runs.map((r) => r.ready)),
    };
    metrics.si = (metrics.fcp + metrics.lcp) / 2;
    const score = performanceScore(metrics);
    const met = score >= TARGET.score && metrics.lcp < TARGET.lcpMs && metrics.cls < TARGET.cls;
    if (!met) missed++;
    const name = route.path.startsWith('/recipe/') ? '/recipe/{id}' : route.path;
    report({
      name: `phone performance of ${name} (nginx, 4× CPU, slow 4G; median of ${RUNS})`,
      figure: `score ${score} · LCP ${(metrics.lcp / 1000).toFixed(2)} s · CLS ${metrics.cls.toFixed(3)} · FCP ${(metrics.fcp / 1000).toFixed(2)} s · TBT ${Math.round(metrics.tbt)} ms · content shown ${(metrics.ready / 1000).toFixed(2)} s`,
      target: targetText,
      met,
    });
  }
  if (missed) process.exitCode = 1;
} finally {
  await browser?.close();
  for (const child of children.reverse()) {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
  await rm(dir, { recursive: true, force: true });
}
