import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, CLAIM_PATHS, type Claim, type OrderClaims } from '@kala/contract/claims';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { insertAdmin } from '../shipments/test-shipments.ts';
import { fileOf, makeJpegWithExif } from '../uploads/test-uploads.ts';
import { PHOTOS_NEED_DELIVERY } from './claim-reports.ts';
import {
  codOrder,
  DAY_MS,
  deliveredAgo,
  insertStockedPiece,
  mailsAbout,
  photoId,
  report,
  uploadPhoto,
  type Admin,
} from './test-claims.ts';

/**
 * The shopper's side of a damage claim (issue 26 item 5, decision 039): the 3-day window from delivery, the order's
 * owner only, photos through the upload pipeline, one open claim per order, and the conversation with the store.
 */
let t: TestApp;
let admin: Admin;
let asha: Shopper;
let ravi: Shopper;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', GST_PERCENT: '18' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  piece = await insertStockedPiece(t, 1000);
  admin = await insertAdmin(t);
  ravi = await insertShopper(t, 'Ravi');
  // Ravi has a delivered order of his own, so he may upload photos (and try them on Asha's order).
  await codOrder(t, ravi, admin, piece, { quantity: 1 });
});
// A fresh shopper for every test: each has their own report and photo budgets (claim-limits.ts).
beforeEach(async () => {
  asha = await insertShopper(t, 'Asha');
});
afterAll(() => t.close());

const state = async (who: Shopper, orderId: string) => {
  const answer = await call(t, who, 'GET', CLAIM_PATHS.order(orderId));
  return { status: answer.status, body: answer.body, data: answer.body.data as OrderClaims };
};

describe('the report window: 3 days from delivery', () => {
  it('takes a report made just inside the window, shows it on the order and mails the shopper', async () => {
    const order = await codOrder(t, asha, admin, piece);
    await deliveredAgo(t, order._id, 3 * DAY_MS - 60_000);
    const before = await state(asha, order._id);
    expect(before.data).toMatchObject({ canReport: true, reason: null, claims: [] });
    expect(new Date(before.data.reportBy!).getTime() - new Date(before.data.deliveredAt!).getTime()).toBe(3 * DAY_MS);

    const answer = await report(t, asha, order, {
      kind: 'wrong_piece',
      description: '  A lippan panel came, not the plate I ordered.\r\n',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(CLAIM_MESSAGES.reported);
    const claim = answer.body.data as Claim;
    expect(claim).toMatchObject({
      orderId: order._id,
      orderNumber: order.orderNumber,
      kind: 'wrong_piece',
      status: 'open',
      description: 'A lippan panel came, not the plate I ordered.',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1, size: '8 inch' }],
    });
    expect(claim.photos).toHaveLength(1);
    expect(claim.photos[0]!.url).toMatch(/^\/uploads\/claims\/[0-9a-f]{32}\.webp$/);

    const after = await state(asha, order._id);
    expect(after.data).toMatchObject({ canReport: false, reason: CLAIM_MESSAGES.alreadyOpen });
    expect(after.data.claims.map((c) => c.id)).toEqual([claim.id]);
    const [mail] = await mailsAbout(t, `report about order ${order.orderNumber}`);
    expect(mail?.text).toContain('within 24-48 hours');
  });

  it('refuses a report a minute after the window closed, and the order page says why', async () => {
    const order = await codOrder(t, asha, admin, piece);
    await deliveredAgo(t, order._id, 3 * DAY_MS + 60_000);
    const answer = await report(t, asha, order);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: CLAIM_MESSAGES.windowClosed });
    const shown = await state(asha, order._id);
    expect(shown.data).toMatchObject({ canReport: false, reason: CLAIM_MESSAGES.windowClosed, claims: [] });
    expect(CLAIM_MESSAGES.windowClosed).toContain('Problems can be reported within 3 days of delivery');
  });

  it('refuses a report on an order not delivered yet', async () => {
    // An earlier delivered order, so the photo itself is accepted and the refusal is the order's.
    await codOrder(t, asha, admin, piece, { quantity: 1 });
    const order = await codOrder(t, asha, admin, piece, { delivered: false });
    const answer = await report(t, asha, order);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CLAIM_MESSAGES.notDelivered);
    expect((await state(asha, order._id)).data).toMatchObject({ canReport: false, deliveredAt: null, reportBy: null });
  });
});

describe('only the order’s owner', () => {
  it('answers 404 for another shopper’s order and claim, and 401 for a guest', async () => {
    const order = await codOrder(t, asha, admin, piece);
    expect((await state(ravi, order._id)).status).toBe(404);
    const stranger = await report(t, ravi, order);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(CLAIM_MESSAGES.orderNotFound);
    expect((await call(t, undefined, 'GET', CLAIM_PATHS.order(order._id))).status).toBe(401);
    expect((await call(t, asha, 'GET', CLAIM_PATHS.order('not-an-id'))).status).toBe(404);

    const mine = await report(t, asha, order);
    expect(mine.status).toBe(201);
    const claimId = (mine.body.data as Claim).id;
    const reply = await call(t, ravi, 'POST', CLAIM_PATHS.messages(claimId), { message: 'Mine now' });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(CLAIM_MESSAGES.notFound);
  });

  it('refuses pieces that are not the order’s, or more than were ordered', async () => {
    const order = await codOrder(t, asha, admin, piece, { quantity: 2 });
    const other = await codOrder(t, ravi, admin, piece, { quantity: 1 });
    const foreign = await report(t, asha, order, { items: [{ orderItemId: other.items[0]!._id, quantity: 1 }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(CLAIM_MESSAGES.itemUnknown);
    const tooMany = await report(t, asha, order, { items: [{ orderItemId: order.items[0]!._id, quantity: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(CLAIM_MESSAGES.quantity);
  });
});

describe('photos through the upload pipeline', () => {
  it('judges the bytes: a GIF or a text file named .jpg is refused with the upload messages', async () => {
    await codOrder(t, asha, admin, piece, { quantity: 1 });
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    const asGif = await uploadPhoto(t, asha, [fileOf(gif, 'crack.gif', 'image/gif')]);
    expect(asGif.status).toBe(400);
    expect(asGif.body.message).toBe(UPLOAD_MESSAGES.badFormat);
    const text = await uploadPhoto(t, asha, [
      fileOf(Buffer.from('<script>alert(1)</script>'), 'crack.jpg', 'image/jpeg'),
    ]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(UPLOAD_MESSAGES.notImage);
    expect((await uploadPhoto(t, undefined, [fileOf(gif)])).status).toBe(401);
  });

  it('re-encodes the photo to WebP without its EXIF and GPS data', async () => {
    await codOrder(t, asha, admin, piece, { quantity: 1 });
    const source = await makeJpegWithExif(400, 300);
    const answer = await uploadPhoto(t, asha, [fileOf(source, 'crack.jpg', 'image/jpeg')]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const url = answer.body.data.url as string;
    const stored = await readFile(path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Turned upright from its EXIF orientation before the metadata went.
    expect([meta.width, meta.height]).toEqual([300, 400]);
  });

  it('asks for 1 to 3 photos, the shopper’s own and unused', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const none = await report(t, asha, order, { photoIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(CLAIM_MESSAGES.photosRequired);
    const four = await Promise.all([1, 2, 3, 4].map(() => photoId(t, asha)));
    const tooMany = await report(t, asha, order, { photoIds: four });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(CLAIM_MESSAGES.tooManyPhotos);
    const ravisPhoto = await photoId(t, ravi);
    const notMine = await report(t, asha, order, { photoIds: [ravisPhoto] });
    expect(notMine.status).toBe(422);
    expect(notMine.body.message).toBe(CLAIM_MESSAGES.photoNotFound);
    // Nothing was kept of the refused report: the order can still be reported.
    expect((await state(asha, order._id)).data.canReport).toBe(true);
  });

  it('refuses photos from a shopper with no delivered order', async () => {
    const newcomer = await insertShopper(t, 'Neel');
    const answer = await uploadPhoto(t, newcomer, [fileOf(await makeJpegWithExif(40, 30), 'a.jpg', 'image/jpeg')]);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PHOTOS_NEED_DELIVERY);
  });
});

describe('one open claim per order', () => {
  it('refuses a second report while the first is open, and five sent at once make one', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => photoId(t, asha)));
    const answers = await Promise.all(photos.map((id) => report(t, asha, order, { photoIds: [id] })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe(CLAIM_MESSAGES.alreadyOpen);
    }
    expect((await state(asha, order._id)).data.claims).toHaveLength(1);
  });
});

describe('asking for more, and the shopper’s answer', () => {
  it('moves the claim to the shopper and back, with the messages and photos in order', async () => {
    const order = await codOrder(t, asha, admin, piece);
    const claim = (await report(t, asha, order)).body.data as Claim;
    const ask = await call(t, admin, 'POST', CLAIM_PATHS.adminAsk(claim.id), {
      message: 'Could you send a photo of the outer box too?',
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    expect(ask.body.data.status).toBe('info_requested');
    const [asked] = await mailsAbout(t, `more about your report on order ${order.orderNumber}`);
    expect(asked?.text).toContain('Could you send a photo of the outer box too?');

    const waiting = await state(asha, order._id);
    expect(waiting.data.claims[0]).toMatchObject({ status: 'info_requested' });
    const empty = await call(t, asha, 'POST', CLAIM_PATHS.messages(claim.id), { message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CLAIM_MESSAGES.replyEmpty);

    const box = await photoId(t, asha);
    const reply = await call(t, asha, 'POST', CLAIM_PATHS.messages(claim.id), {
      message: 'Here is the box, dented on one side.',
      photoIds: [box],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const answered = reply.body.data as Claim;
    expect(answered.status).toBe('open');
    expect(answered.messages.map((m) => [m.from, m.body, m.photos.map((p) => p.id)])).toEqual([
      ['store', 'Could you send a photo of the outer box too?', []],
      ['shopper', 'Here is the box, dented on one side.', [box]],
    ]);
    // The report's own photos stay the report's.
    expect(answered.photos).toHaveLength(1);

    const listed = await call(t, admin, 'GET', `${CLAIM_PATHS.adminList}?status=open`);
    const row = (listed.body.data.claims as { id: string; shopperReplied: boolean }[]).find((c) => c.id === claim.id);
    expect(row?.shopperReplied).toBe(true);

    expect(
      (await call(t, admin, 'POST', CLAIM_PATHS.adminDecline(claim.id), { reason: 'The box shows no knock.' })).status,
    ).toBe(200);
    const late = await call(t, asha, 'POST', CLAIM_PATHS.messages(claim.id), { message: 'One more thing' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CLAIM_MESSAGES.notAwaitingReply);
  });
});
