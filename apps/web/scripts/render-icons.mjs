#!/usr/bin/env node
// Renders the app icons (public/pwa-*.png, public/apple-touch-icon.png) from the favicon's drawing with
// the Chromium the browser tests use. Run by hand after changing the drawing; the PNGs are committed.
//   node apps/web/scripts/render-icons.mjs   (E2E_CHROMIUM picks another Chromium)
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/e2e-servers.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const ORANGE = '#c2410c';
// The pot of public/favicon.svg, on its 32-unit grid.
const POT =
  '<path d="M9 18h14v2a5 5 0 0 1-5 5h-4a5 5 0 0 1-5-5zM11 14a5 5 0 0 1 10 0" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>';

/** `rounded`: the favicon's rounded square on transparency; otherwise full-bleed, the pot scaled to `potScale`. */
const drawing = ({ rounded, potScale = 1 }) => {
  const offset = 16 - 16 * potScale;
  const background = rounded
    ? `<rect width="32" height="32" rx="7" fill="${ORANGE}"/>`
    : `<rect width="32" height="32" fill="${ORANGE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}<g transform="translate(${offset} ${offset}) scale(${potScale})">${POT}</g></svg>`;
};

const icons = [
  { file: 'pwa-192x192.png', size: 192, svg: drawing({ rounded: true }) },
  { file: 'pwa-512x512.png', size: 512, svg: drawing({ rounded: true }) },
  // Maskable: the platform crops to its own shape and keeps only the central circle (80% across) for
  // sure, so the pot shrinks into it and the orange runs to the edges.
  { file: 'maskable-icon-512x512.png', size: 512, svg: drawing({ rounded: false, potScale: 0.72 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: drawing({ rounded: false, potScale: 0.85 }) },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await writeFile(join(publicDir, file), await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
