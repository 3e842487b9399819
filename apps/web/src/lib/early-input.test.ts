import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

afterEach(() => {
  releaseEarlyInput({ replay: false });
  document.body.innerHTML = '';
});

describe('taps before the app has loaded', () => {
  it('holds a button tap and replays it once, in order, when released', () => {
    page('<button id="a">A</button><button id="b">B</button>');
    holdEarlyInput();
    const taps: string[] = [];
    // What React will do after hydration: a listener on the root.
    document.getElementById('root')!.addEventListener('click', (event) => taps.push((event.target as Element).id));
    document.getElementById('b')!.click();
    document.getElementById('a')!.click();
    expect(taps).toEqual([]);
    releaseEarlyInput();
    expect(taps).toEqual(['b', 'a']);
    releaseEarlyInput();
    expect(taps).toEqual(['b', 'a']);
  });

  it('holds a tap on an icon inside a button as a tap on the button', () => {
    page('<button id="heart"><svg><path id="icon"></path></svg></button>');
    holdEarlyInput();
    const taps: string[] = [];
    document.getElementById('heart')!.addEventListener('click', () => taps.push('heart'));
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(taps).toEqual([]);
    releaseEarlyInput();
    expect(taps).toEqual(['heart']);
  });

  it('keeps a check box unchanged until the app takes the tap', () => {
    page('<input type="checkbox" id="box" />');
    holdEarlyInput();
    const box = document.getElementById('box') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    releaseEarlyInput();
    expect(box.checked).toBe(true);
  });

  it('leaves links alone: they work without the app', () => {
    page('<a id="link" href="#somewhere">Go</a>');
    holdEarlyInput();
    const seen = vi.fn();
    document.getElementById('link')!.addEventListener('click', seen);
    document.getElementById('link')!.click();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('holds the submit of a form with no action, and lets a form with an action submit natively', () => {
    page(
      '<form id="news"><button id="join">Join</button></form>' +
        '<form id="search" action="/products"><button id="go">Search</button></form>',
    );
    holdEarlyInput();
    const submitted: string[] = [];
    const record = (event: Event) => {
      event.preventDefault();
      submitted.push((event.target as Element).id);
    };
    document.getElementById('news')!.addEventListener('submit', record);
    document.getElementById('search')!.addEventListener('submit', record);
    document.getElementById('join')!.click();
    document.getElementById('go')!.click();
    expect(submitted).toEqual(['search']);
    releaseEarlyInput();
    expect(submitted).toEqual(['search', 'news']);
  });

  it('replays on the matching element when the page was rendered afresh, even if its place moved', () => {
    page('<link rel="preload" /><main><button>Add to Wishlist</button><button>Add to Cart</button></main>');
    holdEarlyInput();
    document.querySelectorAll('button')[1]!.click();
    page(
      '<header><a href="/">Home</a></header><main><button>Add to Wishlist</button><button id="fresh">Add to Cart</button></main>',
    );
    const taps = vi.fn();
    document.getElementById('fresh')!.addEventListener('click', taps);
    releaseEarlyInput();
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('replays on the same one of several alike controls, and not at all when it is gone', () => {
    page('<button>Add</button><button>Add</button>');
    holdEarlyInput();
    document.querySelectorAll('button')[1]!.click();
    page('<div><button id="first">Add</button><button id="second">Add</button></div>');
    const taps: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => taps.push((event.target as Element).id));
    releaseEarlyInput();
    expect(taps).toEqual(['second']);

    page('<button>Add</button>');
    holdEarlyInput();
    document.querySelector('button')!.click();
    page('<button id="other">Remove</button>');
    releaseEarlyInput();
    expect(taps).toEqual(['second']);
  });

  it('announces a field typed into before the app loaded, before replaying the taps', () => {
    page(
      '<form><input id="email" type="email" /><select id="sort"><option>a</option><option>b</option></select></form><button id="join">Join</button>',
    );
    holdEarlyInput();
    const email = document.getElementById('email') as HTMLInputElement;
    const sort = document.getElementById('sort') as HTMLSelectElement;
    email.value = 'asha@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    sort.value = 'b';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    document.getElementById('join')!.click();
    const seen: string[] = [];
    const root = document.getElementById('root')!;
    root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    root.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLSelectElement).value}`));
    root.addEventListener('click', () => seen.push('click'));
    releaseEarlyInput();
    expect(seen).toEqual(['input ', 'input asha@example.com', 'change b', 'click']);
    expect(email.value).toBe('asha@example.com');
  });

  it("keeps a select's choice when hydration puts the select back between its input and change events", () => {
    page(
      '<select id="price"><option value="">Any price</option><option value="below1000">Under ₹1,000</option></select>',
    );
    holdEarlyInput();
    const price = document.getElementById('price') as HTMLSelectElement;
    price.value = 'below1000';
    price.dispatchEvent(new Event('input', { bubbles: true }));
    // React hydrates the select on the input event and sets it back to its server value before the change event.
    price.value = '';
    price.dispatchEvent(new Event('change', { bubbles: true }));
    const seen: string[] = [];
    document.getElementById('root')!.addEventListener('change', () => seen.push(price.value));
    releaseEarlyInput();
    expect(seen).toEqual(['below1000']);
    expect(price.value).toBe('below1000');
  });

  it('puts what was typed into the matching field when the page was rendered afresh', () => {
    page('<form><input aria-label="Email address" /></form>');
    holdEarlyInput();
    const early = document.querySelector('input')!;
    early.value = 'meera@example.com';
    early.dispatchEvent(new Event('input', { bubbles: true }));
    page('<header></header><form><input id="fresh" aria-label="Email address" /></form>');
    const fresh = document.getElementById('fresh') as HTMLInputElement;
    const seen: string[] = [];
    fresh.addEventListener('input', () => seen.push(fresh.value));
    releaseEarlyInput();
    expect(fresh.value).toBe('meera@example.com');
    expect(seen.at(-1)).toBe('meera@example.com');
  });

  it('waits for a control rendered disabled until its handler has loaded', async () => {
    page('<button id="wish" disabled>Add to Wishlist</button>');
    const button = document.getElementById('wish') as HTMLButtonElement;
    button.disabled = false;
    holdEarlyInput();
    button.click();
    button.disabled = true;
    const taps = vi.fn();
    button.addEventListener('click', taps);
    releaseEarlyInput();
    expect(taps).not.toHaveBeenCalled();
    setTimeout(() => (button.disabled = false), 120);
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('drops what was held when the app failed to load', () => {
    page('<button id="a">A</button>');
    holdEarlyInput();
    const taps = vi.fn();
    document.getElementById('a')!.addEventListener('click', taps);
    document.getElementById('a')!.click();
    releaseEarlyInput({ replay: false });
    expect(taps).not.toHaveBeenCalled();
    document.getElementById('a')!.click();
    expect(taps).toHaveBeenCalledTimes(1);
  });
});
