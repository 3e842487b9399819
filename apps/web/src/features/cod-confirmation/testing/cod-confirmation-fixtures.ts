import type { CodConfirmationView } from '@kala/contract/cod';

/** A cash-on-delivery order waiting for the shopper's confirmation, as GET /api/orders/confirm/:token answers it. */
export const waiting: CodConfirmationView = {
  orderNumber: 'KALA-100231',
  customerFirstName: 'Asha',
  total: 1048,
  items: [{ name: 'Terracotta Diya Set', size: 'Set of 6', quantity: 2 }],
  status: 'pending',
  awaiting: true,
  confirmBy: '2026-11-28T06:00:00.000Z',
  prepaidSaving: 0,
  advanceDue: 0,
};
