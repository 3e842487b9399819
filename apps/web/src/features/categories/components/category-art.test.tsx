import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryArt } from './category-art';

afterEach(cleanup);

describe("a category's drawn art", () => {
  it('draws its composition, hidden from assistive technology', () => {
    const { container } = render(<CategoryArt art="mandala" />);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    const svg = container.querySelector('svg')!;
    // The background, the five rings of dots (28 + 24 + 20 + 16 + 12) and the centre.
    expect(svg.querySelectorAll('rect')).toHaveLength(1);
    expect(svg.querySelectorAll('circle')).toHaveLength(101);
    expect(svg.querySelector('circle')!.getAttribute('fill')).toBe('#fbbf24');
  });

  it('draws every category differently', () => {
    const arts = ['arches', 'boho-circle', 'minimal', 'mandala', 'indian', 'terracotta', 'lippan'] as const;
    const drawings = arts.map((art) => render(<CategoryArt art={art} />).container.querySelector('svg')!.innerHTML);
    expect(new Set(drawings).size).toBe(arts.length);
    for (const drawing of drawings) expect(drawing).toMatch(/^<rect width="200" height="200" fill="#[0-9a-f]{6}"/);
  });
});
