import { z } from 'zod';
import { limitField, pageField, paginationSchema } from './envelope.ts';
import { DAMAGE_REPORT_DAYS } from './shipping-policy.ts';

/**
 * Damage and wrong-piece claims after delivery (issue 26 item 5, decision 039). Spec §9 and architecture §6.10: a
 * damaged or wrong piece reported with photos within 3 days of delivery is replaced or refunded. A shopper reports
 * from the order page (which pieces, what happened, 1-3 photos); the admin asks for more, approves a replacement
 * (a new zero-price order of the pieces) or a refund (through the one refund path: the provider, or a bank-transfer
 * note for cash on delivery), or declines with a reason. Text is plain: stored and shown as text, never as HTML.
 *
 * Photos go first, one at a time, to `CLAIM_PATHS.photos` (multipart, field `file`: the upload pipeline's checks,
 * re-encoded, metadata stripped); each answer's `id` goes into the report's (or a reply's) `photoIds`.
 */

export const CLAIM_WINDOW_DAYS = DAMAGE_REPORT_DAYS;
export const CLAIM_PHOTOS_MIN = 1;
export const CLAIM_PHOTOS_MAX = 3;
export const CLAIM_DESCRIPTION_MIN = 10;
export const CLAIM_DESCRIPTION_MAX = 1000;
export const CLAIM_MESSAGE_MAX = 1000;
export const CLAIM_REASON_MAX = 500;
export const CLAIM_NOTE_MAX = 500;
export const CLAIM_PAGE_SIZE = 20;

export const CLAIM_PATHS = {
  photos: '/api/claims/photos',
  order: (orderId: string) => `/api/claims/orders/${encodeURIComponent(orderId)}`,
  messages: (claimId: string) => `/api/claims/${encodeURIComponent(claimId)}/messages`,
  adminList: '/api/admin/claims',
  admin: (claimId: string) => `/api/admin/claims/${encodeURIComponent(claimId)}`,
  adminAsk: (claimId: string) => `/api/admin/claims/${encodeURIComponent(claimId)}/messages`,
  adminReplace: (claimId: string) => `/api/admin/claims/${encodeURIComponent(claimId)}/replacement`,
  adminRefund: (claimId: string) => `/api/admin/claims/${encodeURIComponent(claimId)}/refund`,
  adminDecline: (claimId: string) => `/api/admin/claims/${encodeURIComponent(claimId)}/decline`,
} as const;

export const CLAIM_KINDS = ['damaged', 'wrong_piece', 'missing'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  damaged: 'Damaged piece',
  wrong_piece: 'Wrong piece',
  missing: 'Missing piece',
};

/**
 * open: waiting for the store; info_requested: the store asked the shopper for more; replaced / refunded: approved
 * (a replacement order, or a refund); declined: refused with a reason. Only one open or info_requested claim per
 * order at a time.
 */
export const CLAIM_STATUSES = ['open', 'info_requested', 'replaced', 'refunded', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['open', 'info_requested'];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  open: 'Under review',
  info_requested: 'More details needed',
  replaced: 'Replacement approved',
  refunded: 'Refund approved',
  declined: 'Declined',
};

/** Labels of the report form's fields: the messages name fields by them. */
export const CLAIM_FIELD_LABELS = {
  items: 'Pieces',
  kind: 'What happened',
  description: 'Description',
  photoIds: 'Photos',
  message: 'Message',
  reason: 'Reason',
  note: 'Bank transfer note',
} as const;

export const CLAIM_MESSAGES = {
  // The window (architecture §6.10) and its refusals.
  windowRule: `Problems can be reported within ${CLAIM_WINDOW_DAYS} days of delivery`,
  windowClosed: `Problems can be reported within ${CLAIM_WINDOW_DAYS} days of delivery. The time to report a problem with this order has passed.`,
  notDelivered: 'Problems can be reported once your order has been delivered',
  alreadyOpen: 'You already reported a problem with this order. We will reply to it there.',
  orderNotFound: 'Order not found',
  notFound: 'Claim not found',
  // The form's checks.
  itemsRequired: 'Choose at least one piece',
  itemUnknown: 'Pieces must be pieces of this order',
  quantity: 'Choose how many pieces of this line, at least 1 and at most as many as were ordered',
  kind: `What happened must be one of: ${CLAIM_KINDS.map((k) => CLAIM_KIND_LABELS[k].toLowerCase()).join(', ')}`,
  descriptionRequired: 'Description is required',
  descriptionTooShort: `Description must be at least ${CLAIM_DESCRIPTION_MIN} characters`,
  descriptionTooLong: `Description must be at most ${CLAIM_DESCRIPTION_MAX} characters`,
  photosRequired: `Add at least ${CLAIM_PHOTOS_MIN} photo of the piece and its packaging`,
  tooManyPhotos: `You can add up to ${CLAIM_PHOTOS_MAX} photos`,
  photoNotFound: 'A photo could not be found. Please upload it again.',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CLAIM_MESSAGE_MAX} characters`,
  replyEmpty: 'Write a message or add a photo',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${CLAIM_REASON_MAX} characters`,
  noteTooLong: `Bank transfer note must be at most ${CLAIM_NOTE_MAX} characters`,
  noteRequired: 'This order was paid in cash: say how the money was paid back (bank transfer or UPI reference)',
  statusFilter: 'status must be one of open, closed, all',
  // The flow's refusals.
  closed: 'This claim is closed',
  replacementShort: (name: string, size: string, left: number) =>
    left === 0
      ? `"${name}" (${size}) is out of stock, so no replacement can be sent now. Add stock first, or refund it instead.`
      : `Only ${left} of "${name}" (${size}) ${left === 1 ? 'is' : 'are'} in stock, too few for this replacement. Add stock first, or refund it instead.`,
  replacementGone: (name: string, size: string) =>
    `"${name}" (${size}) is no longer in the catalogue, so it cannot be sent again. Refund it instead.`,
  replacementNoAccount:
    'The shopper’s account was deleted, so a replacement order cannot be made for it. Refund instead.',
  notAwaitingReply: 'This claim is closed, so it cannot take a reply',
  tooMany: 'Too many reports at once. Please try again later.',
  tooManyPhotoUploads: 'Too many photo uploads. Please try again later.',
  // Results.
  reported: 'Thank you. We have your report and will reply within 24-48 hours.',
  replied: 'Your reply was sent',
  asked: 'Your question was sent to the shopper',
  replaced: 'Replacement order created',
  refunded: 'Refund recorded',
  declined: 'Claim declined',
} as const;

/** Plain text: Windows line ends made plain, trimmed, between `min` and `max` characters. */
const plainText = (required: string, max: number, tooLong: string, min = 1, tooShort = required) =>
  z
    .string({ error: required })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, required).min(min, tooShort).max(max, tooLong));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photoIds = (min: number) =>
  z
    .array(z.string().regex(UUID, CLAIM_MESSAGES.photoNotFound), { error: CLAIM_MESSAGES.photosRequired })
    .min(min, CLAIM_MESSAGES.photosRequired)
    .max(CLAIM_PHOTOS_MAX, CLAIM_MESSAGES.tooManyPhotos)
    .refine((ids) => new Set(ids).size === ids.length, CLAIM_MESSAGES.photoNotFound);

/** Body of POST CLAIM_PATHS.order(orderId): which pieces, what happened, a description and 1-3 photos. */
export const claimReportSchema = z.object({
  items: z
    .array(
      z.object({
        orderItemId: z.string({ error: CLAIM_MESSAGES.itemUnknown }).regex(UUID, CLAIM_MESSAGES.itemUnknown),
        quantity: z
          .number({ error: CLAIM_MESSAGES.quantity })
          .int(CLAIM_MESSAGES.quantity)
          .min(1, CLAIM_MESSAGES.quantity)
          .max(1000, CLAIM_MESSAGES.quantity),
      }),
      { error: CLAIM_MESSAGES.itemsRequired },
    )
    .min(1, CLAIM_MESSAGES.itemsRequired)
    .max(50, CLAIM_MESSAGES.itemUnknown)
    .refine((items) => new Set(items.map((i) => i.orderItemId)).size === items.length, CLAIM_MESSAGES.itemUnknown),
  kind: z.enum(CLAIM_KINDS, { error: CLAIM_MESSAGES.kind }),
  description: plainText(
    CLAIM_MESSAGES.descriptionRequired,
    CLAIM_DESCRIPTION_MAX,
    CLAIM_MESSAGES.descriptionTooLong,
    CLAIM_DESCRIPTION_MIN,
    CLAIM_MESSAGES.descriptionTooShort,
  ),
  photoIds: photoIds(CLAIM_PHOTOS_MIN),
});
export type ClaimReport = z.input<typeof claimReportSchema>;

/** Body of POST CLAIM_PATHS.messages(claimId): the shopper's answer, text and/or up to 3 photos. */
export const claimReplySchema = z
  .object({
    message: z
      .string({ error: CLAIM_MESSAGES.messageRequired })
      .transform((s) => s.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(CLAIM_MESSAGE_MAX, CLAIM_MESSAGES.messageTooLong))
      .default(''),
    photoIds: photoIds(0).default([]),
  })
  .refine((reply) => reply.message.length > 0 || reply.photoIds.length > 0, {
    message: CLAIM_MESSAGES.replyEmpty,
    path: ['message'],
  });
export type ClaimReply = z.input<typeof claimReplySchema>;

/** Body of POST CLAIM_PATHS.adminAsk(claimId): what the store asks the shopper. */
export const claimAskSchema = z.object({
  message: plainText(CLAIM_MESSAGES.messageRequired, CLAIM_MESSAGE_MAX, CLAIM_MESSAGES.messageTooLong),
});
export type ClaimAsk = z.input<typeof claimAskSchema>;

/** Body of POST CLAIM_PATHS.adminDecline(claimId). */
export const claimDeclineSchema = z.object({
  reason: plainText(CLAIM_MESSAGES.reasonRequired, CLAIM_REASON_MAX, CLAIM_MESSAGES.reasonTooLong),
});
export type ClaimDecline = z.input<typeof claimDeclineSchema>;

/**
 * Body of POST CLAIM_PATHS.adminRefund(claimId): `note` is required for a cash-on-delivery order (how the money was
 * paid back: bank transfer or UPI reference), optional otherwise.
 */
export const claimRefundSchema = z.object({
  note: z
    .string({ error: CLAIM_MESSAGES.noteTooLong })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(CLAIM_NOTE_MAX, CLAIM_MESSAGES.noteTooLong))
    .optional(),
});
export type ClaimRefund = z.input<typeof claimRefundSchema>;

/** Body of POST CLAIM_PATHS.adminReplace(claimId): an optional note for the replacement order's history. */
export const claimReplaceSchema = z.object({
  note: z
    .string({ error: CLAIM_MESSAGES.noteTooLong })
    .transform((s) => s.trim())
    .pipe(z.string().max(CLAIM_NOTE_MAX, CLAIM_MESSAGES.noteTooLong))
    .optional(),
});
export type ClaimReplace = z.input<typeof claimReplaceSchema>;

export const claimPhotoSchema = z.object({ id: z.string(), url: z.string() });
export type ClaimPhoto = z.infer<typeof claimPhotoSchema>;

export const claimMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['shopper', 'store']),
  body: z.string(),
  photos: z.array(claimPhotoSchema),
  at: z.string(),
});
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

export const claimItemSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  thumbnail: z.string(),
});

/** A claim as the shopper and the admin see it. Money in rupees. */
export const claimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  description: z.string(),
  items: z.array(claimItemSchema),
  photos: z.array(claimPhotoSchema),
  messages: z.array(claimMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  replacementOrder: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
  refund: z
    .object({ amount: z.number(), method: z.enum(['provider', 'manual']), note: z.string().nullable() })
    .nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/**
 * `data` of GET CLAIM_PATHS.order(orderId): whether a problem may be reported now and, if not, why; the delivery
 * time and the end of the window; the order's claims, newest first.
 */
export const orderClaimsSchema = z.object({
  canReport: z.boolean(),
  /** Why not, in the shopper's words; null when `canReport`, or when the order is not delivered yet. */
  reason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  reportBy: z.string().nullable(),
  /** The order's lines, for the report form (quantity: pieces ordered). */
  pieces: z.array(claimItemSchema),
  claims: z.array(claimSchema),
});
export type OrderClaims = z.infer<typeof orderClaimsSchema>;

/** Answer of POST CLAIM_PATHS.photos (multipart, field `file`; 201). */
export const uploadedClaimPhotoSchema = claimPhotoSchema;

/** Query of GET CLAIM_PATHS.adminList. */
export const CLAIM_LIST_FILTERS = ['open', 'closed', 'all'] as const;
export const adminClaimListQuerySchema = z.object({
  status: z.enum(CLAIM_LIST_FILTERS, { error: CLAIM_MESSAGES.statusFilter }).default('open'),
  page: pageField(),
  limit: limitField(CLAIM_PAGE_SIZE, 100),
});
export type AdminClaimListQuery = z.input<typeof adminClaimListQuerySchema>;

/** A claim in the admin's list. */
export const adminClaimRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  photoCount: z.number().int(),
  /** The shopper wrote last (a reply waiting for the store). */
  shopperReplied: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminClaimRow = z.infer<typeof adminClaimRowSchema>;

export const adminClaimListSchema = z.object({
  claims: z.array(adminClaimRowSchema),
  openCount: z.number().int(),
  pagination: paginationSchema,
});
export type AdminClaimList = z.infer<typeof adminClaimListSchema>;

/** A claim as the admin opens it: the shopper's view plus the order's facts the decision needs. */
export const adminClaimSchema = claimSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.enum(['razorpay', 'cash_on_delivery']),
  deliveredAt: z.string().nullable(),
  reportBy: z.string().nullable(),
  /** The claimed pieces with their unit price as ordered, in rupees. */
  items: z.array(claimItemSchema.extend({ unitPrice: z.number() })),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;
