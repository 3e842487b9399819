import type { Plugin } from 'vite';

/**
 * The pages a first visit lands on: the landing page, the listing and a product page (bench/bench-pages.ts measures
 * the same three).
 */
const ARRIVAL_PAGES = ['home-page', 'products-page', 'product-page'].map((name) => `/src/app/routes/${name}.tsx`);
const PRODUCT_PAGE = '/src/app/routes/product-page.tsx';
/** A lucide icon's own module. */
const ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

/**
 * One `storefront` chunk for the app's own code that a first visit needs whatever page it lands on: what main.tsx
 * imports (the header, the footer, the session, the API client) and what at least two of the arrival pages import.
 *
 * Left to itself, Rolldown splits every module shared by two lazy chunks into a file of its own: a first visit
 * fetched 31-36 files, most under 1 KiB (a formatter, a button, an icon), and each fetch costs the main thread and a
 * connection slot. The chunk is chosen from the module graph rather than from paths, so a new shared component needs
 * no change here; what only one page needs stays with that page, and the admin panel's code stays out.
 *
 * What the boot script imports (src/boot.ts: the held-tap replay) stays in its own small file: Rolldown puts a
 * captured module's imports in the same chunk, and the boot script must run before anything else has loaded.
 */
export function storefrontChunk(): {
  plugin: Plugin;
  test: (id: string) => boolean;
  productShared: (id: string) => boolean;
} {
  const storefront = new Set<string>();
  const productShared = new Set<string>();
  const plugin: Plugin = {
    name: 'kala:storefront-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      /**
       * The app's own modules a module imports statically, directly or not (libraries have their own chunks), and the
       * icons it draws (each lucide icon is a module of its own, which Rolldown would otherwise give a file of its own).
       */
      const closure = (root: string | undefined) => {
        const seen = new Set<string>();
        const pending = root ? [root] : [];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (ICON.test(id)) continue;
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
            if (seen.has(dep) || (dep.includes('/node_modules/') && !ICON.test(dep))) continue;
            seen.add(dep);
            pending.push(dep);
          }
        }
        return seen;
      };
      const boot = closure(find('/src/boot.ts'));
      const pagesImporting = new Map<string, number>();
      for (const page of ARRIVAL_PAGES) {
        for (const id of closure(find(page))) pagesImporting.set(id, (pagesImporting.get(id) ?? 0) + 1);
      }
      storefront.clear();
      for (const id of closure(find('/src/main.tsx'))) storefront.add(id);
      for (const [id, pages] of pagesImporting) if (pages >= 2) storefront.add(id);
      for (const id of boot) storefront.delete(id);
      for (const id of storefront) if (ICON.test(id)) storefront.delete(id);

      // The product page's modules that another lazy chunk (the cart, checkout, the admin panel) also imports: left to
      // Rolldown, each is a file of its own, most under 500 bytes (an icon, a price formatter), and the product page
      // fetched 27 files. Together they are one file of about 5 KiB gzipped, where apart they were 8 KiB.
      const product = closure(find(PRODUCT_PAGE));
      const others = new Set<string>();
      for (const id of ids) {
        for (const root of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          if (root === find(PRODUCT_PAGE)) continue;
          for (const dep of closure(root)) others.add(dep);
        }
      }
      productShared.clear();
      for (const id of product) {
        if (!storefront.has(id) && !boot.has(id) && others.has(id)) productShared.add(id);
      }
    },
  };
  return { plugin, test: (id) => storefront.has(id), productShared: (id) => productShared.has(id) };
}
