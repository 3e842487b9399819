import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsParams } from '../api/analytics-keys';
import { RangePicker } from './range-picker';

afterEach(cleanup);

const march = (): AnalyticsParams => ({ from: '2025-03-01', to: '2025-03-31', granularity: 'day' });

describe('the range picker', () => {
  it('keeps typed dates when the dashboard renders again with the same range', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RangePicker value={march()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-10' } });
    // The dashboard makes a new range object on every render (a refetch finishing, say): the same dates.
    rerender(<RangePicker value={march()} onChange={onChange} />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-03-10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2025-03-10', to: '2025-03-31', granularity: 'day' });
  });

  it('shows a range applied elsewhere (a preset, the back button)', () => {
    const { rerender } = render(<RangePicker value={march()} onChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-10' } });
    rerender(<RangePicker value={{ ...march(), from: '2025-02-01' }} onChange={vi.fn()} />);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-02-01');
  });
});
