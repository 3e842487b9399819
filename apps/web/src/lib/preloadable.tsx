import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded page (its own chunk, like React.lazy) that can also be loaded ahead: main.tsx loads the page of
 * the current URL before hydrating a server-rendered page, so the whole page hydrates at once and a tap on it
 * during hydration is handled rather than lost in a boundary still waiting for its code.
 */
export function preloadable(factory: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const load = () =>
    factory().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = load;
  return Page;
}
