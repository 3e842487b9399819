import type { Order } from '@kala/contract/orders';

// The orders tests' fixtures; rendering and signing in are shared by every feature's tests.
export { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';

/** A pending cash-on-delivery order of two lines, still cancellable for about 11 hours. */
export const sampleOrder = (change: Partial<Order> = {}): Order => ({
  _id: 'o1',
  orderNumber: 'KALA-260713-0001',
  user: { name: 'Meera', email: 'meera@example.com' },
  createdAt: '2025-07-13T10:00:00.000Z',
  orderStatus: 'pending',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  subtotal: 2400,
  gstPercent: 18,
  gstRates: [18],
  pricesIncludeTax: false,
  tax: 432,
  shippingCost: 0,
  codCharges: 40,
  totalAmount: 2872,
  freeShipping: true,
  courier: { id: 1, name: 'Delhivery Surface', estimatedDeliveryDays: 5 },
  estimatedDelivery: { from: '2025-07-18', to: '2025-07-22' },
  statusHistory: [{ status: 'pending', timestamp: '2025-07-13T10:00:00.000Z', note: 'Order placed', by: 'you' }],
  items: [
    {
      _id: 'i1',
      product: { _id: 'p1', name: 'Lotus Plate', thumbnail: '/uploads/demo/lotus.webp' },
      size: '8 inch',
      quantity: 2,
      price: 900,
      subtotal: 1800,
      refundedQuantity: 0,
    },
    {
      _id: 'i2',
      product: { _id: null, name: 'Retired Mandala', thumbnail: '/uploads/demo/mandala.webp' },
      size: '6 inch',
      quantity: 1,
      price: 600,
      subtotal: 600,
      refundedQuantity: 0,
    },
  ],
  shippingAddress: {
    fullName: 'Meera Joshi',
    email: 'meera@example.com',
    phone: '9876543210',
    addressLine1: '12 Hawa Mahal Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    zipCode: '302001',
    country: 'India',
  },
  canCancel: true,
  cancelDeadline: '2025-07-13T22:00:00.000Z',
  cancelSecondsLeft: 11 * 3600 + 42 * 60 + 30,
  canPay: false,
  paymentAttempts: [],
  refunds: [],
  refundedAmount: 0,
  refundableAmount: 0,
  messagingOptIn: false,
  ...change,
});

export const listAnswer = (orders: Order[], page = 1, totalOrders = orders.length, limit = 10) => {
  const totalPages = Math.max(1, Math.ceil(totalOrders / limit));
  return {
    success: true,
    data: orders,
    pagination: {
      currentPage: page,
      totalPages,
      total: totalOrders,
      totalOrders,
      limit,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  };
};
