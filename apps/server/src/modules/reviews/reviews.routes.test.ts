import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEW_PATHS, type ProductReview } from '@kala/contract/reviews';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { products, reviews } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { call } from '../orders/test-orders.ts';
import { fileOf, makeImage, makeJpegWithExif } from '../uploads/test-uploads.ts';
import {
  createReviewsWorld,
  deliver,
  deliveredBuyer,
  orderOf,
  reviewBody,
  shopper,
  uploadPhoto,
  type ReviewsWorld,
} from './test-reviews.ts';

/** Reviews by buyers (issue 26 item 2, decision 037). */

let w: ReviewsWorld;
let lamp: { id: string; sizeIds: string[] };

beforeAll(async () => {
  w = await createReviewsWorld();
  lamp = await insertProduct(w.t.database.db, {
    name: 'Dot Mandala Lamp',
    ratings: 4.7,
    sizes: [
      { label: '8 inch', original: 1200, discounted: 1000 },
      { label: '12 inch', original: 2400, discounted: 2000 },
    ],
  });
});

afterAll(() => w.t.close());

const figures = async (productId: string) => {
  const [row] = await w.t.database.db.select().from(products).where(eq(products.id, productId));
  return { ratings: row!.ratings, reviewCount: row!.reviewCount };
};

describe('who may review', () => {
  it('answers 401 to a guest, 403 to a shopper who never bought the piece, and 403 before delivery', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Lippan Mirror' });
    expect((await call(w.t, undefined, 'POST', REVIEW_PATHS.create, reviewBody(product.id))).status).toBe(401);

    const stranger = await shopper(w, 'Ravi Kumar');
    const refused = await call(w.t, stranger, 'POST', REVIEW_PATHS.create, reviewBody(product.id));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: REVIEW_MESSAGES.notBuyer });

    const waiting = await shopper(w, 'Neha Singh');
    const order = await orderOf(w, waiting, [{ productId: product.id, sizeId: product.sizeIds[0]! }]);
    const early = await call(w.t, waiting, 'POST', REVIEW_PATHS.create, reviewBody(product.id));
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(REVIEW_MESSAGES.notDelivered);
    const lines = await call(w.t, waiting, 'GET', REVIEW_PATHS.order(order._id));
    expect(lines.body.data).toMatchObject({ delivered: false, lines: [{ state: 'not_delivered', reviewId: null }] });
    // Another shopper's order is not found.
    expect((await call(w.t, stranger, 'GET', REVIEW_PATHS.order(order._id))).status).toBe(404);

    await deliver(w, order._id);
    const lines2 = await call(w.t, waiting, 'GET', REVIEW_PATHS.order(order._id));
    expect(lines2.body.data.lines[0]).toMatchObject({
      state: 'can_review',
      productId: product.id,
      sizeLabel: '6 inch',
    });
    const created = await call(w.t, waiting, 'POST', REVIEW_PATHS.create, {
      ...reviewBody(product.id),
      orderItemId: lines2.body.data.lines[0].orderItemId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(REVIEW_MESSAGES.created);
    expect(created.body.data).toMatchObject({
      author: 'Neha S.',
      verifiedBuyer: true,
      sample: false,
      sizeLabel: '6 inch',
      rating: 5,
      hidden: false,
      productName: 'Lippan Mirror',
    });
    const lines3 = await call(w.t, waiting, 'GET', REVIEW_PATHS.order(order._id));
    expect(lines3.body.data.lines[0]).toMatchObject({ state: 'reviewed', reviewId: created.body.data.id });
  });

  it('takes exactly one review per buyer and piece when the same review is sent five times at once', async () => {
    const { who } = await deliveredBuyer(w, lamp, 'Kavya Iyer');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(w.t, who, 'POST', REVIEW_PATHS.create, reviewBody(lamp.id))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body).toEqual({ success: false, message: REVIEW_MESSAGES.alreadyReviewed });
    }
    const rows = await w.t.database.db.select().from(reviews).where(eq(reviews.userId, who.id));
    expect(rows).toHaveLength(1);
    // A second order of the same piece opens no second review.
    const again = await orderOf(w, who, [{ productId: lamp.id, sizeId: lamp.sizeIds[1]! }]);
    await deliver(w, again._id);
    expect((await call(w.t, who, 'POST', REVIEW_PATHS.create, reviewBody(lamp.id))).status).toBe(409);
  });
});

describe('plain, length-limited text', () => {
  it('refuses HTML, too long or missing fields with 400 and keeps "<3" as plain text', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Terracotta Bell' });
    const { who } = await deliveredBuyer(w, product, 'Zoya Khan');
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'Nice <script>alert(1)</script> piece' }, REVIEW_MESSAGES.noHtml],
      [{ title: '<b>Great</b>' }, REVIEW_MESSAGES.noHtml],
      [{ text: 'x'.repeat(2001) }, REVIEW_MESSAGES.textTooLong],
      [{ title: 'x'.repeat(101) }, REVIEW_MESSAGES.titleTooLong],
      [{ text: 'Too short' }, REVIEW_MESSAGES.textTooShort],
      [{ rating: 6 }, REVIEW_MESSAGES.rating],
      [{ rating: 0 }, REVIEW_MESSAGES.rating],
    ];
    for (const [extra, message] of cases) {
      const answer = await call(w.t, who, 'POST', REVIEW_PATHS.create, reviewBody(product.id, extra));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const ok = await call(
      w.t,
      who,
      'POST',
      REVIEW_PATHS.create,
      reviewBody(product.id, { title: '  Love it <3 ', text: 'Five stars & more <3\r\nWould buy again.' }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ title: 'Love it <3', text: 'Five stars & more <3\nWould buy again.' });
  });
});

describe('edit and delete your own review', () => {
  it('edits and deletes its own, answers 404 for another shopper’s, and the average follows', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Boho Circle', ratings: 4.9 });
    const { who } = await deliveredBuyer(w, product, 'Arjun Mehta');
    const created = await call(w.t, who, 'POST', REVIEW_PATHS.create, reviewBody(product.id, { rating: 4 }));
    const id = created.body.data.id as string;
    expect(await figures(product.id)).toEqual({ ratings: 4, reviewCount: 1 });

    const other = await shopper(w, 'Diya Rao');
    expect((await call(w.t, other, 'GET', REVIEW_PATHS.own(id))).status).toBe(404);
    const hijack = await call(w.t, other, 'PATCH', REVIEW_PATHS.own(id), reviewBody(product.id, { rating: 1 }));
    expect(hijack.status).toBe(404);
    expect((await call(w.t, other, 'DELETE', REVIEW_PATHS.own(id))).status).toBe(404);

    const { productId: _p, ...edit } = reviewBody(product.id, { rating: 2, title: 'Changed my mind' });
    const edited = await call(w.t, who, 'PATCH', REVIEW_PATHS.own(id), edit);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 2, title: 'Changed my mind' });
    expect(await figures(product.id)).toEqual({ ratings: 2, reviewCount: 1 });
    expect((await call(w.t, who, 'GET', REVIEW_PATHS.own(id))).body.data.title).toBe('Changed my mind');

    const deleted = await call(w.t, who, 'DELETE', REVIEW_PATHS.own(id));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(REVIEW_MESSAGES.deleted);
    expect(await figures(product.id)).toEqual({ ratings: 0, reviewCount: 0 });
    expect((await call(w.t, who, 'GET', REVIEW_PATHS.own(id))).status).toBe(404);
  });
});

describe('photos through the upload pipeline', () => {
  it('refuses a non-image and a shopper with no delivered order, strips metadata, attaches up to 3', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Indian Art Panel' });
    const nobody = await shopper(w, 'Imran Ali');
    const early = await uploadPhoto(w, nobody, [fileOf(await makeImage('png', 300, 200))]);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(REVIEW_MESSAGES.photosNeedPurchase);
    expect((await uploadPhoto(w, undefined, [fileOf(await makeImage('png', 300, 200))])).status).toBe(401);

    const { who } = await deliveredBuyer(w, product, 'Pooja Nair');
    const fake = await uploadPhoto(w, who, [fileOf(Buffer.from('%PDF-1.4 not a picture at all'), 'x.png')]);
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ success: false, message: UPLOAD_MESSAGES.notImage });
    const svg = await uploadPhoto(w, who, [fileOf(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png')]);
    expect(svg.status).toBe(400);
    expect(svg.body).toEqual({ success: false, message: UPLOAD_MESSAGES.badFormat });

    const source = await makeJpegWithExif(900, 600);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const photo = await uploadPhoto(w, who, [fileOf(source, 'wall.jpg', 'image/jpeg')]);
    expect(photo.status).toBe(201);
    expect(photo.body.data.url).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\.webp$/);
    const file = path.join(w.t.config.uploadsDir, photo.body.data.url.replace(/^\/uploads\//, ''));
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const more = await Promise.all(
      [1, 2, 3].map(async () => (await uploadPhoto(w, who, [fileOf(await makeImage('png', 400, 300))])).body.data.id),
    );
    const four = await call(
      w.t,
      who,
      'POST',
      REVIEW_PATHS.create,
      reviewBody(product.id, { photoIds: [photo.body.data.id, ...more] }),
    );
    expect(four.status).toBe(400);
    expect(JSON.stringify(four.body)).toContain(REVIEW_MESSAGES.tooManyPhotos);

    // Someone else's photo cannot be attached.
    const { who: other } = await deliveredBuyer(w, product, 'Rahul Das');
    const stolen = await call(w.t, other, 'POST', REVIEW_PATHS.create, reviewBody(product.id, { photoIds: more }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(REVIEW_MESSAGES.photoNotFound);

    const created = await call(
      w.t,
      who,
      'POST',
      REVIEW_PATHS.create,
      reviewBody(product.id, { photoIds: [photo.body.data.id, more[0]] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.photos.map((p: { id: string }) => p.id)).toEqual([photo.body.data.id, more[0]]);
    // Editing keeps one, drops one, adds one.
    const { productId: _p, ...edit } = reviewBody(product.id, { photoIds: [more[0], more[1]] });
    const edited = await call(w.t, who, 'PATCH', REVIEW_PATHS.own(created.body.data.id), edit);
    expect(edited.status).toBe(200);
    expect(edited.body.data.photos.map((p: { id: string }) => p.id)).toEqual([more[0], more[1]]);
    // A newer review without photos: first by date, second when photos come first.
    w.clock.now += 60_000;
    const plain = await call(w.t, other, 'POST', REVIEW_PATHS.create, reviewBody(product.id, { rating: 3 }));
    expect(plain.status).toBe(201);
    const list = (sort: string) =>
      call(w.t, undefined, 'GET', `${REVIEW_PATHS.productReviews(product.id)}?sort=${sort}`);
    const newest = await list('newest');
    expect(newest.body.data.reviews.map((r: ProductReview) => r.id)).toEqual([
      plain.body.data.id,
      created.body.data.id,
    ]);
    const photosFirst = await list('with-photos');
    expect(photosFirst.body.data.reviews.map((r: ProductReview) => r.id)).toEqual([
      created.body.data.id,
      plain.body.data.id,
    ]);
    expect(photosFirst.body.data.summary).toMatchObject({ count: 2, withPhotos: 1 });
    expect(photosFirst.body.data.reviews[0].photos).toHaveLength(2);
  });
});

describe('rate limits', () => {
  it('answers 429 to a shopper’s 21st edit within the hour', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Circle Minimal' });
    const { who } = await deliveredBuyer(w, product, 'Tanvi Joshi');
    const created = await call(w.t, who, 'POST', REVIEW_PATHS.create, reviewBody(product.id));
    expect(created.status).toBe(201);
    const { productId: _p, ...edit } = reviewBody(product.id);
    // Each route counts its own: 20 edits an hour.
    for (let i = 0; i < 20; i += 1) {
      expect((await call(w.t, who, 'PATCH', REVIEW_PATHS.own(created.body.data.id), edit)).status).toBe(200);
    }
    const limited = await call(w.t, who, 'PATCH', REVIEW_PATHS.own(created.body.data.id), edit);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toContain(REVIEW_MESSAGES.tooMany.slice(0, 20));
  });
});

describe('the public list and the average of visible reviews', () => {
  it('sorts newest, highest, lowest and with photos, pages, and counts samples honestly', async () => {
    const product = await insertProduct(w.t.database.db, {
      name: 'Mandala Plate',
      reviews: [{ username: 'Aarav', message: 'Sample words from the demo.', rating: 3 }],
    });
    const ids: string[] = [];
    for (const [i, rating] of [4, 1, 5].entries()) {
      const { who } = await deliveredBuyer(w, product, `Buyer${i} Test`);
      w.clock.now += 60_000;
      const created = await call(w.t, who, 'POST', REVIEW_PATHS.create, reviewBody(product.id, { rating }));
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const page = (query: string) => call(w.t, undefined, 'GET', `${REVIEW_PATHS.productReviews(product.id)}?${query}`);
    const ratings = (answer: { body: { data: { reviews: ProductReview[] } } }) =>
      answer.body.data.reviews.map((r) => r.rating);

    const newest = await page('sort=newest&limit=2');
    expect(ratings(newest)).toEqual([5, 1]);
    expect(newest.body.data.pagination).toMatchObject({ total: 4, totalPages: 2, currentPage: 1, hasNextPage: true });
    expect(ratings(await page('sort=newest&limit=2&page=2'))).toEqual([4, 3]);
    expect(ratings(await page('sort=highest'))).toEqual([5, 4, 3, 1]);
    expect(ratings(await page('sort=lowest'))).toEqual([1, 3, 4, 5]);
    const summary = newest.body.data.summary;
    expect(summary).toEqual({
      average: 3.3,
      count: 4,
      withPhotos: 0,
      samples: 1,
      stars: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
    const sample = (await page('sort=lowest')).body.data.reviews[1];
    expect(sample).toMatchObject({ sample: true, verifiedBuyer: false, sizeLabel: null, author: 'Aarav' });
    expect((await page('sort=best')).status).toBe(400);
    expect((await page('limit=51')).status).toBe(400);

    // The product answer carries the same figures (the listing's -ratings sort reads this column).
    const detail = await call(w.t, undefined, 'GET', `/api/products/${product.id}`);
    expect(detail.body.data).toMatchObject({ ratings: 3.25, reviewCount: 4 });
    expect(detail.body.data.reviews).toHaveLength(4);
  });
});

describe('the admin moderates', () => {
  it('hides with a reason (the average leaves it), shows again, replies, all audited; shoppers get 403', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Lippan Clock' });
    const a = await deliveredBuyer(w, product, 'Sneha Pillai');
    const b = await deliveredBuyer(w, product, 'Vikram Shah');
    await call(w.t, a.who, 'POST', REVIEW_PATHS.create, reviewBody(product.id, { rating: 5 }));
    const bad = await call(w.t, b.who, 'POST', REVIEW_PATHS.create, reviewBody(product.id, { rating: 1 }));
    const id = bad.body.data.id as string;
    expect(await figures(product.id)).toEqual({ ratings: 3, reviewCount: 2 });

    expect((await call(w.t, a.who, 'POST', REVIEW_PATHS.adminHide(id), { reason: 'Spam' })).status).toBe(403);
    expect((await call(w.t, a.who, 'GET', REVIEW_PATHS.admin)).status).toBe(403);
    const noReason = await call(w.t, w.admin, 'POST', REVIEW_PATHS.adminHide(id), { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(REVIEW_MESSAGES.reasonRequired);

    const hidden = await call(w.t, w.admin, 'POST', REVIEW_PATHS.adminHide(id), { reason: 'Abusive words' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({
      hidden: true,
      hiddenReason: 'Abusive words',
      productName: 'Lippan Clock',
    });
    expect(await figures(product.id)).toEqual({ ratings: 5, reviewCount: 1 });
    const list = await call(w.t, undefined, 'GET', REVIEW_PATHS.productReviews(product.id));
    expect(list.body.data.reviews.map((r: ProductReview) => r.id)).not.toContain(id);
    expect(list.body.data.summary.count).toBe(1);
    expect((await call(w.t, w.admin, 'POST', REVIEW_PATHS.adminHide(id), { reason: 'Again' })).status).toBe(409);
    // The author still sees their review, and why it is hidden.
    expect((await call(w.t, b.who, 'GET', REVIEW_PATHS.own(id))).body.data).toMatchObject({
      hidden: true,
      hiddenReason: 'Abusive words',
    });

    const hiddenList = await call(w.t, w.admin, 'GET', `${REVIEW_PATHS.admin}?status=hidden&productId=${product.id}`);
    expect(hiddenList.body.data.reviews.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(hiddenList.body.data.reviews[0].orderNumber).toBe(b.order.orderNumber);

    const shown = await call(w.t, w.admin, 'POST', REVIEW_PATHS.adminShow(id));
    expect(shown.body.data.hidden).toBe(false);
    expect(await figures(product.id)).toEqual({ ratings: 3, reviewCount: 2 });

    const replied = await call(w.t, w.admin, 'PUT', REVIEW_PATHS.adminReply(id), { text: 'Sorry! We will call you.' });
    expect(replied.status).toBe(200);
    const publicList = await call(w.t, undefined, 'GET', REVIEW_PATHS.productReviews(product.id));
    const withReply = publicList.body.data.reviews.find((r: ProductReview) => r.id === id);
    expect(withReply.sellerReply).toMatchObject({ text: 'Sorry! We will call you.' });

    const audit = await call(w.t, w.admin, 'GET', REVIEW_PATHS.adminAudit(id));
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual([
      'review.reply',
      'review.show',
      'review.hide',
    ]);
    expect(audit.body.data[2]).toMatchObject({
      by: expect.stringContaining('Meera Admin'),
      before: { hidden: false },
      after: { hidden: true, hiddenReason: 'Abusive words' },
    });
  });
});

describe('the review-request mail', () => {
  it('goes once, REVIEW_REQUEST_DAYS after delivery, with a signed link to the order’s review form', async () => {
    const product = await insertProduct(w.t.database.db, { name: 'Terracotta Lamp' });
    const { who, order } = await deliveredBuyer(w, product, 'Lakshmi Menon');
    const mine = () => w.mails.filter((m) => m.subject.includes(order.orderNumber) && m.subject.startsWith('How do'));
    await w.t.outbox.drain();
    expect(mine()).toHaveLength(0);

    w.clock.now += 3 * 24 * 3_600_000 + 60_000;
    await w.t.outbox.drain();
    expect(mine()).toHaveLength(1);
    const mail = mine()[0]!;
    expect(mail.text).toContain('Terracotta Lamp (6 inch)');
    const link = /https:\/\/kala\.example\/orders\/([0-9a-f-]+)\?review=([\w-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(order._id);
    const opened = await call(w.t, undefined, 'GET', REVIEW_PATHS.requestLink(link![2]!));
    expect(opened.body.data).toEqual({ orderId: order._id });
    const forged = await call(w.t, undefined, 'GET', REVIEW_PATHS.requestLink(`${link![2]!.slice(0, -2)}AA`));
    expect(forged.status).toBe(404);

    // Delivered again after a correction: no second mail.
    await call(w.t, w.admin, 'PATCH', `/api/orders/${order._id}/status`, {
      status: 'shipped',
      trackingNumber: 'DL123IN',
      note: 'Marked delivered by mistake',
    });
    await deliver(w, order._id);
    w.clock.now += 3 * 24 * 3_600_000 + 60_000;
    await w.t.outbox.drain();
    expect(mine()).toHaveLength(1);
    void who;
  });
});
