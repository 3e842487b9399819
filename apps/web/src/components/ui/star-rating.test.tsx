import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

afterEach(cleanup);

const drawn = (rating: number, size?: number) => {
  const { container } = render(<StarRating rating={rating} size={size} />);
  const stars = container.querySelector<HTMLElement>('.star-rating')!;
  return { container, stars };
};

describe('a star rating', () => {
  it('shows whole stars by floor (spec §2): 4.8 fills four of five, and says so to a screen reader', () => {
    const { container, stars } = drawn(4.8);
    expect(stars.style.getPropertyValue('--stars')).toBe('4');
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('Rated 4 out of 5');
  });

  it('keeps the count between none and five, at the size asked for', () => {
    expect(drawn(-1).stars.style.getPropertyValue('--stars')).toBe('0');
    expect(drawn(7).stars.style.getPropertyValue('--stars')).toBe('5');
    expect(drawn(3, 14).stars.style.getPropertyValue('--star-size')).toBe('14px');
  });

  it('is one decorative element, not five pictures', () => {
    expect(drawn(5).container.querySelectorAll('svg, img')).toHaveLength(0);
  });
});
