import { describe, expect, it } from 'vitest';
import { pageScripts, type Manifest } from './page-scripts.ts';

/* A small build manifest shaped as Vite writes it: the boot entry, its stages (dynamic imports), shared chunks. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-B1.js',
    isEntry: true,
    imports: ['_preload-helper-P1.js'],
    dynamicImports: ['src/libraries.ts', 'src/app-libraries.ts', 'src/main.tsx'],
  },
  '_preload-helper-P1.js': { file: 'assets/preload-helper-P1.js' },
  '_react-R1.js': { file: 'assets/react-R1.js', imports: ['_rolldown-runtime-X1.js'] },
  '_rolldown-runtime-X1.js': { file: 'assets/rolldown-runtime-X1.js' },
  '_shell-S1.js': { file: 'assets/shell-S1.js', imports: ['_react-R1.js'] },
  'src/libraries.ts': { file: 'assets/libraries-L1.js', imports: ['_react-R1.js'] },
  'src/app-libraries.ts': { file: 'assets/app-libraries-A1.js', imports: ['_shell-S1.js'] },
  '_icon-I1.js': { file: 'assets/icon-I1.js', imports: ['_react-R1.js'] },
  'src/main.tsx': {
    file: 'assets/main-M1.js',
    imports: ['_shell-S1.js', '_icon-I1.js', '_preload-helper-P1.js'],
    dynamicImports: ['src/app/routes/home-page.tsx', 'src/app/routes/admin/admin-panel.tsx'],
  },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-H1.js', imports: ['_icon-I1.js', '_grid-G1.js'] },
  '_grid-G1.js': { file: 'assets/grid-G1.js', imports: ['_icon-I1.js'] },
  'src/app/routes/admin/admin-panel.tsx': { file: 'assets/admin-panel-Z1.js', imports: ['_chart-C1.js'] },
  '_chart-C1.js': { file: 'assets/chart-C1.js' },
};

describe('pageScripts', () => {
  it("names the boot stages' chunks, then the page's, each once, in the order boot.ts needs them", () => {
    expect(pageScripts(manifest, 'src/app/routes/home-page.tsx')).toEqual([
      '/assets/libraries-L1.js',
      '/assets/react-R1.js',
      '/assets/rolldown-runtime-X1.js',
      '/assets/app-libraries-A1.js',
      '/assets/shell-S1.js',
      '/assets/main-M1.js',
      '/assets/icon-I1.js',
      '/assets/home-page-H1.js',
      '/assets/grid-G1.js',
    ]);
  });

  it('leaves out what the page already loads and what other pages need', () => {
    const scripts = pageScripts(manifest, 'src/app/routes/home-page.tsx');
    expect(scripts).not.toContain('/assets/index-B1.js');
    expect(scripts).not.toContain('/assets/preload-helper-P1.js');
    expect(scripts).not.toContain('/assets/admin-panel-Z1.js');
    expect(scripts).not.toContain('/assets/chart-C1.js');
  });

  it('names nothing for a page the manifest does not know, or a manifest without the boot entry', () => {
    expect(pageScripts(manifest, 'src/app/routes/no-such-page.tsx')).toEqual([]);
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(pageScripts(withoutEntry, 'src/app/routes/home-page.tsx')).toEqual([]);
  });
});
