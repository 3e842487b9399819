import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // The server-rendering build (dist-ssr, src/entry-server.tsx) needs no copy of public/.
  build: {
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper, which boot.ts needs too: alone, so boot loads nothing else.
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 3 },
                // The app shell's libraries in one file rather than a dozen tiny shared chunks (each is a round trip).
                {
                  name: 'shell',
                  test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|clsx)\//,
                  priority: 2,
                },
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
