import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacro } from './scripts/lingui-macro';
import { storefrontChunk } from './scripts/storefront-chunk';

const storefront = storefrontChunk();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [linguiMacro(), react(), tailwindcss(), ...(isSsrBuild ? [] : [storefront.plugin])],
  // The server-rendering build (dist-ssr, src/entry-server.tsx) needs no copy of public/.
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which chunks each page needs, for the server to name them (page-scripts.ts).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The Devanagari font's stylesheet, linked by the server on Hindi pages only (issue 28).
          input: { index: 'index.html', devanagari: 'src/styles/devanagari.css' },
          output: {
            // V8's compile hint (v8.dev/blog/explicit-compile-hints): React DOM's functions are nearly all called while
            // the page hydrates, so they are compiled while the file streams in, off the main thread, instead of one
            // by one on it as each is first called.
            postBanner: (chunk) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad\n' : ''),
            codeSplitting: {
              groups: [
                // Vite's preload helper, which boot.ts needs too: alone, so boot loads nothing else.
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 3 },
                // The app shell's libraries in two files rather than a dozen tiny shared chunks (each is a round trip):
                // React with React DOM, then the router and the query cache; boot.ts evaluates each in a task of its
                // own (src/libraries.ts, src/app-libraries.ts).
                { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
                { name: 'shell', test: /node_modules\/(react-router|@tanstack|clsx)\//, priority: 2 },
                // The app's own code every arrival page needs, in one file (scripts/storefront-chunk.ts).
                { name: 'storefront', test: storefront.test, priority: 1 },
                // What the product page shares with other lazy chunks, in one file rather than a dozen tiny ones.
                { name: 'product-shared', test: storefront.productShared, priority: 1 },
              ],
            },
          },
        },
  },
  // The server renderer carries everything it imports (React, the router, the contract's TypeScript): a production
  // install leaves the web app's libraries out, since the bundles already contain them (issue 13).
  ssr: { noExternal: true },
  server: {
    // `npm run dev -w @kala/web` talks to the API served by `npm run dev` on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
