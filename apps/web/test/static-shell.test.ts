import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COPY } from '@sous/domain';
import { describe, expect, it } from 'vitest';

// index.html paints a shell before the JavaScript runs (docs/decisions/112). It is a copy of the app's
// first layout, so it must say what the app says and wear the same classes, or it would shift.
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const html = read('../index.html');
const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
const classOf = (source: string, tag: string) =>
  new RegExp(`<${tag}\\s[^>]*?className="([^"]+)"`).exec(source)?.[1];
const shellClassOf = (tag: string) => new RegExp(`<${tag}\\s[^>]*?class="([^"]+)"`).exec(shell)?.[1];
const unescapeHtml = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&amp;', '&');

describe('the static shell in index.html', () => {
  it('holds the header and the home hero inside #root, with no script of its own', () => {
    expect(shell).toContain('data-shell');
    expect(shell).not.toMatch(/<script/);
  });

  it("says the app's words: brand, home link, hero title and subtitle", () => {
    expect(shell).toContain(`aria-label="${COPY.header.home}"`);
    expect(shell).toContain(`<span>${COPY.brand.name}</span>`);
    expect(unescapeHtml(/<h1[^>]*>([^<]*)<\/h1>/.exec(shell)?.[1] ?? '')).toBe(COPY.home.heroTitle);
    expect(unescapeHtml(/<p[^>]*>([^<]*)<\/p>/.exec(shell)?.[1] ?? '')).toBe(COPY.home.heroSubtitle);
  });

  it('wears the classes of the header and the hero the app renders', () => {
    const header = read('../src/features/layout/header.tsx');
    const home = read('../src/features/generate/home-page.tsx');
    expect(shellClassOf('header')).toBe(classOf(header, 'header'));
    expect(shellClassOf('h1')).toBe(classOf(home, 'h1'));
    expect(shellClassOf('p')).toBe(classOf(home, 'p'));
    expect(shell).toContain(`class="${/<div className="(mx-auto w-full max-w-3xl[^"]*)"/.exec(home)?.[1]}"`);
  });
});
