import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertBefore } from './html-escape.ts';

/*
 * Issue 16 item 10: text put into a page is inserted literally. `String.prototype.replace` with a string reads `$'`
 * (the rest of the document), `$&` (the match), `$1` and `$$` as patterns, so a product name carrying them must
 * still appear as typed, and the document must stay whole.
 */
const NAME = "Mandala $' print $& and $` with $1 costs $$5";
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/;

/** One of each document landmark, in order: nothing was pasted twice. */
function expectWholeDocument(html: string) {
  for (const landmark of ['<!doctype html>', '<head>', '</head>', '<body>', '</body>', '</html>', '<title>']) {
    expect(html.split(landmark).length - 1, landmark).toBe(1);
  }
  expect(html.indexOf('<head>')).toBeLessThan(html.indexOf('</head>'));
  expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<body>'));
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
}

function expectLiteralHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>Mandala $&#39; print $&amp; and $\` with $1 costs $$5 · Kala</title>`);
  expect(head).toContain(
    `<meta property="og:title" content="Mandala $&#39; print $&amp; and $\` with $1 costs $$5" />`,
  );
  const jsonLd = JSON_LD.exec(head)?.[1];
  expect(jsonLd).toBeDefined();
  expect((JSON.parse(jsonLd ?? '{}') as { name: string }).name).toBe(NAME);
}

describe('insertBefore', () => {
  it('inserts the text as it is, before the first marker', () => {
    const html = '<head></head><body></body>';
    expect(insertBefore(html, '</head>', "<title>$' $& $1 $$ $`</title>")).toBe(
      "<head><title>$' $& $1 $$ $`</title></head><body></body>",
    );
    expect(insertBefore(html, '</nope>', 'x')).toBe(html);
  });
});

describe('a product named with replacement patterns, on the app shell (no server renderer)', () => {
  let t: TestApp;
  let id: string;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'kala-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head>\n<title>Kala</title>\n<meta name="description" content="Handmade" />\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n',
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
    id = (await insertProduct(t.database.db, { name: NAME, subtitles: "Dots $' and $&", category: 'mandala' })).id;
  });
  afterAll(() => t.close());

  it('puts the name in the title, the meta tags and the JSON-LD literally, and the document stays whole', async () => {
    const html = (await t.app.inject(`/products/${id}`)).body;
    expectWholeDocument(html);
    expectLiteralHead(html);
    expect(html).toContain('content="Dots $&#39; and $&amp;. Mandala $&#39; print');
  });

  it('keeps a search for such text literal in the listing preload', async () => {
    const html = (await t.app.inject(`/products?search=${encodeURIComponent("$' $& $1")}`)).body;
    expectWholeDocument(html);
    expect(html).toContain('<link rel="preload" as="fetch"');
  });
});

const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const built =
  existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '../dist-ssr/entry-server.js'));

describe.skipIf(!built)('a product named with replacement patterns, server-rendered (needs npm run build)', () => {
  let t: TestApp;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDist });
    id = (await insertProduct(t.database.db, { name: NAME, category: 'mandala' })).id;
  });
  afterAll(() => t.close());

  it('shows the name literally in the head, the body and the state, in one whole document', async () => {
    const html = (await t.app.inject(`/products/${id}`)).body;
    expectWholeDocument(html);
    expectLiteralHead(html);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('Mandala $&#x27; print $&amp; and $` with $1 costs $$5</h1>');
    const state = /<script type="application\/json" id="kala-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(NAME).slice(1, -1));
  });
});
