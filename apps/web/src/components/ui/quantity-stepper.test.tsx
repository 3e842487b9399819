import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

function Harness(props: { typed?: boolean; max?: number; start?: number }) {
  const [value, setValue] = useState(props.start ?? 1);
  return (
    <QuantityStepper
      value={value}
      onChange={setValue}
      label="Quantity"
      showLabel={props.typed}
      typed={props.typed}
      max={props.max}
    />
  );
}

describe('the quantity stepper (one for the product page, the quick add and the cart)', () => {
  it('never goes below 1 nor above max, and a button at its limit keeps the focus', () => {
    render(<Harness max={2} />);
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less.getAttribute('aria-disabled')).toBe('true');
    more.focus();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('2');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(more);
    fireEvent.click(less);
    fireEvent.click(less);
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('1');
  });

  it('typed: the labelled field takes a number and clamps it', () => {
    render(<Harness typed max={10} />);
    const field = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(field, { target: { value: '25' } });
    expect(field.value).toBe('10');
    fireEvent.change(field, { target: { value: '0' } });
    expect(field.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field.value).toBe('2');
  });
});
