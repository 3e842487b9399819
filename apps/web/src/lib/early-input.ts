/**
 * Taps that arrive before React owns the page. A server-rendered page is painted before its scripts have loaded and
 * hydrated (boot.ts loads them after the first paint), and until then its buttons do nothing: a tap there would be
 * lost. So from the first moment the boot script runs, taps on controls that need JavaScript (buttons, tabs, check
 * boxes, labels) and submits of forms with no `action` are held, and once the page has hydrated they are replayed in
 * order on the same elements. Links, and forms with an `action` (the header search), keep the browser's own
 * behaviour: they work without JavaScript, so they are left alone.
 */

/** Controls whose tap means nothing to the browser without React. */
const NEEDS_SCRIPT =
  'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], ' +
  'input[type="checkbox"], input[type="radio"], label, summary';

interface HeldInput {
  kind: 'click' | 'submit';
  element: Element;
  /** Where the element sat under #root, to find its replacement if React rendered the page afresh. */
  path: number[];
}

let held: HeldInput[] | undefined;

function pathFromRoot(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function elementAt(root: Element, path: number[], tagName: string): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node?.tagName === tagName ? node : undefined;
}

function appRoot(): Element | null {
  return document.getElementById('root');
}

function hold(event: Event, kind: HeldInput['kind'], element: Element) {
  const root = appRoot();
  if (!held || !root?.contains(element)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ kind, element, path: pathFromRoot(element, root) });
}

function onClick(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest(NEEDS_SCRIPT) : null;
  if (!control) return;
  // A submit button of a form that works without script (it has an action) submits natively.
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action')) return;
  hold(event, 'click', control);
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (form instanceof HTMLFormElement && !form.hasAttribute('action')) hold(event, 'submit', form);
}

/** Starts holding taps; called by boot.ts before the app's code is fetched. */
export function holdEarlyInput() {
  if (held) return;
  held = [];
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/**
 * Stops holding and, unless `replay` is false (the app failed to load), replays what was held. Called once the page
 * has hydrated or rendered; calling it again does nothing.
 */
export function releaseEarlyInput({ replay = true }: { replay?: boolean } = {}) {
  const inputs = held;
  if (!inputs) return;
  held = undefined;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  const root = appRoot();
  if (!replay || !root) return;
  for (const input of inputs) {
    const element = input.element.isConnected ? input.element : elementAt(root, input.path, input.element.tagName);
    if (!element) continue;
    if (input.kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
