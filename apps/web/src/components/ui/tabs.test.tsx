import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Tabs from './tabs';

afterEach(cleanup);

function Example() {
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List aria-label="About this piece">
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="sizes">Sizes</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">Made by hand</Tabs.Content>
      <Tabs.Content value="sizes">8 inch</Tabs.Content>
      <Tabs.Content value="reviews">Lovely</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the default panel, labelled by its tab, and only that tab in the Tab order', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'About this piece' })).toBeTruthy();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(details.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Sizes' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('Made by hand');
    expect(screen.queryByText('8 inch')).toBeNull();
  });

  it('selects a tab on click and moves with the arrow keys, Home and End', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tabpanel', { name: 'Reviews' }).textContent).toBe('Lovely');

    const reviews = screen.getByRole('tab', { name: 'Reviews' });
    reviews.focus();
    fireEvent.keyDown(reviews, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Details');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true');
  });
});
