import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import type { CombinedEstimate } from '../lib/combine-estimates';
import { DeliveryAnswer } from './delivery-answer';

afterEach(cleanup);

const answer: CombinedEstimate = {
  pincode: '302017',
  deliverable: true,
  message: null,
  city: 'Jaipur',
  range: { earliest: '2026-12-14', latest: '2026-12-17', text: 'Get it by Mon, 14 Dec - Thu, 17 Dec' },
  countsToday: false,
  cutoffHour: 14,
  faster: { courierName: 'Blue Dart', earliest: '2026-12-09', latest: '2026-12-09', text: 'Get it by Wed, 9 Dec' },
  cod: { available: true, message: null, charge: null },
  shipping: null,
  single: true,
};

describe('the delivery promise (issue 28)', () => {
  it('keeps the English words exactly on English pages', () => {
    const { container } = render(<DeliveryAnswer answer={answer} />);
    expect(container.textContent).toContain('Get it by Mon, 14 Dec - Thu, 17 Dec to Jaipur');
    expect(container.textContent).toContain('Faster with Blue Dart at checkout: by Wed, 9 Dec');
  });

  describe('on Hindi pages', () => {
    beforeAll(() => activateLocale('hi'));
    afterAll(() => activateLocale('en'));

    it('says the dates in Hindi, with no English prefix left over', () => {
      const { container } = render(<DeliveryAnswer answer={answer} />);
      const text = container.textContent ?? '';
      expect(text).toContain('Jaipur तक सोम, 14 दिसंबर से गुरु, 17 दिसंबर के बीच मिल जाएगा');
      expect(text).toContain('बुध, 9 दिसंबर तक');
      expect(text).not.toMatch(/Get it|by (Mon|Wed)|Dec\b/);
    });

    it('builds the faster courier’s dates from its days, whatever words the server sent', () => {
      const hindiText = { ...answer, faster: { ...answer.faster!, text: 'बुध, 9 दिसंबर तक मिल जाएगा' } };
      const { container } = render(<DeliveryAnswer answer={hindiText} />);
      expect(container.textContent).toContain('Blue Dart');
      expect(container.textContent).toContain('बुध, 9 दिसंबर तक');
      expect(container.textContent).not.toContain('मिल जाएगाBlue');
    });
  });
});
