import { createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/*
 * Tabs with the WAI-ARIA tabs pattern (the same markup and keys as Radix Tabs, which this replaced to keep ~9 KiB
 * of script off the product page's first load): role tablist/tab/tabpanel, one tab in the Tab order, arrow keys,
 * Home and End move and select (automatic activation), `data-state="active|inactive"` for styling; an inactive
 * panel is not rendered.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Root>');
  return state;
}

const idsOf = (baseId: string, value: string) => ({ tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` });

export function Root({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children: ReactNode;
}) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function List({
  className,
  children,
  ...aria
}: {
  className?: string;
  children: ReactNode;
  'aria-label': string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div ref={list} role="tablist" aria-orientation="horizontal" className={className} onKeyDown={onKeyDown} {...aria}>
      {children}
    </div>
  );
}

export function Trigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const ids = idsOf(tabs.baseId, value);
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={ids.tab}
      aria-selected={active}
      aria-controls={ids.panel}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={className}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function Content({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  const ids = idsOf(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      data-state="active"
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
