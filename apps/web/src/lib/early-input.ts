/**
 * Input that arrives before React owns the page. A server-rendered page is painted before its scripts have loaded and
 * hydrated (boot.ts loads them after the first paint), and until then its buttons do nothing: a tap there would be
 * lost. So from the first moment the boot script runs, taps on controls that need JavaScript (buttons, tabs, check
 * boxes, labels) and submits of forms with no `action` are held, and once the page has hydrated they are replayed in
 * order on the same elements. Links, and forms with an `action` (the header search), keep the browser's own
 * behaviour: they work without JavaScript, so they are left alone.
 *
 * Typing and choosing are not held (the shopper sees what they typed), but React does not know of it: a controlled
 * field's state still holds the server's value. So the fields edited in the meantime are announced to React before
 * the taps are replayed, and a Join tapped after typing an email sends that email.
 */

/** Controls whose tap means nothing to the browser without React. */
const NEEDS_SCRIPT =
  'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], ' +
  'input[type="checkbox"], input[type="radio"], label, summary';

interface HeldInput {
  kind: 'click' | 'submit';
  element: Element;
  /** How to find the element's replacement if React rendered the page afresh (a signed-in shopper's page). */
  likeness: Likeness;
}

/**
 * An element as a shopper would point at it: its tag, text and label, and which of the elements alike it was, in
 * page order. Positions in the tree are no good here: the fresh render's header differs, and React moves the
 * server's preload links out of #root.
 */
interface Likeness {
  selector: string;
  text: string;
  label: string | null;
  ordinal: number;
}

function alike(root: Element, selector: string, text: string, label: string | null): Element[] {
  return Array.from(root.querySelectorAll(selector)).filter(
    (candidate) => (candidate.textContent ?? '').trim() === text && candidate.getAttribute('aria-label') === label,
  );
}

function likenessOf(element: Element, root: Element): Likeness {
  const selector = element.tagName.toLowerCase();
  const text = (element.textContent ?? '').trim();
  const label = element.getAttribute('aria-label');
  return { selector, text, label, ordinal: alike(root, selector, text, label).indexOf(element) };
}

function findAgain(root: Element, { selector, text, label, ordinal }: Likeness): Element | undefined {
  return alike(root, selector, text, label)[ordinal];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let held: HeldInput[] | undefined;
/** Fields typed into or changed while input was held, in the order first edited, with the value left in them. */
let edited = new Map<Field, { value: string; likeness: Likeness }>();

function appRoot(): Element | null {
  return document.getElementById('root');
}

function hold(event: Event, kind: HeldInput['kind'], element: Element) {
  const root = appRoot();
  if (!held || !root?.contains(element)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ kind, element, likeness: likenessOf(element, root) });
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

/** The field of the latest `input` event: a `change` on it just after belongs to the same edit. */
let lastInput: EventTarget | null = null;

function onEdit(event: Event) {
  const field = event.target;
  const isField =
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement;
  const root = appRoot();
  if (!held || !isField || !root?.contains(field)) return;
  // A choice in a select fires `input`, then `change`. If the page is hydrating just then, React hydrates the select
  // on the `input` (a discrete event) and puts it back to the server's value before the `change`: the shopper's
  // choice is the one the `input` carried, so a `change` right after it does not overwrite it.
  if (event.type === 'change' && lastInput === field) return;
  lastInput = event.type === 'input' ? field : null;
  edited.set(field, { value: field.value, likeness: edited.get(field)?.likeness ?? likenessOf(field, root) });
}

/**
 * Tells React a field's value, as if the shopper had just typed or chosen it. Hydration may have put a select back
 * to its server value, so the shopper's value is set again first. React ignores an input event whose value equals
 * the one it last saw, and it may have seen either the server's value or the typed one, so a text value is stepped
 * away and back (with the prototype's setter, which React does not watch), one event each.
 */
function announce(field: Field, typed: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  const steps = typed === '' ? [typed] : ['', typed];
  for (const value of steps) {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Starts holding taps; called by boot.ts before the app's code is fetched. */
export function holdEarlyInput() {
  if (held) return;
  held = [];
  edited = new Map();
  lastInput = null;
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
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
  document.removeEventListener('input', onEdit, true);
  document.removeEventListener('change', onEdit, true);
  const fields = [...edited];
  edited = new Map();
  const root = appRoot();
  if (!replay || !root) return;
  for (const [field, { value, likeness }] of fields) {
    const current = field.isConnected ? field : findAgain(root, likeness);
    if (
      current instanceof HTMLInputElement ||
      current instanceof HTMLTextAreaElement ||
      current instanceof HTMLSelectElement
    ) {
      announce(current, value);
    }
  }
  void replayInOrder(root, inputs);
}

/** How long a replayed tap waits for its control to be enabled (its handler may still be loading). */
const READY_WAIT_MS = 5000;

function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
}

/**
 * Replays held input in order. A control may be rendered disabled until its handler has loaded (the product page's
 * cart and wishlist buttons are), and a click on a disabled button does nothing, so each waits, briefly, until it is
 * enabled; one that never is, is dropped.
 */
async function replayInOrder(root: Element, inputs: HeldInput[]) {
  for (const input of inputs) {
    const element = input.element.isConnected ? input.element : findAgain(root, input.likeness);
    if (!element) continue;
    for (const start = Date.now(); isDisabled(element) && Date.now() - start < READY_WAIT_MS;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (isDisabled(element) || !element.isConnected) continue;
    if (input.kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
