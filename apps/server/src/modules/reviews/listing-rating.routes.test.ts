import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_PATHS } from '@kala/contract/reviews';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { call } from '../orders/test-orders.ts';
import { createReviewsWorld, deliveredBuyer, reviewBody, type ReviewsWorld } from './test-reviews.ts';

/** The listing's Top Rated order and the cards' figures come from buyers' reviews (issue 26 item 3). */

let w: ReviewsWorld;

beforeAll(async () => {
  w = await createReviewsWorld();
});
afterAll(() => w.t.close());

const topRated = async () => {
  const answer = await call(w.t, undefined, 'GET', '/api/products?search=Ranked&sort=rating');
  expect(answer.status).toBe(200);
  return (answer.body.data as { name: string; ratings: number; reviewCount: number }[]).map((p) => [
    p.name,
    p.ratings,
    p.reviewCount,
  ]);
};

describe("the listing's Top Rated sort", () => {
  it('moves a piece up when buyers rate it, and down again when the admin hides the review', async () => {
    await insertProduct(w.t.database.db, {
      name: 'Ranked Terracotta Bell',
      ratings: 4,
      reviews: [{ username: 'Asha', message: 'Rings softly in the wind.', rating: 4 }],
    });
    const beta = await insertProduct(w.t.database.db, { name: 'Ranked Lippan Frame', ratings: 0 });
    expect(await topRated()).toEqual([
      ['Ranked Terracotta Bell', 4, 1],
      ['Ranked Lippan Frame', 0, 0],
    ]);

    const buyer = await deliveredBuyer(w, beta, 'Kiran Rao');
    const review = await call(w.t, buyer.who, 'POST', REVIEW_PATHS.create, reviewBody(beta.id, { rating: 5 }));
    expect(review.status).toBe(201);
    expect(await topRated()).toEqual([
      ['Ranked Lippan Frame', 5, 1],
      ['Ranked Terracotta Bell', 4, 1],
    ]);

    const hidden = await call(w.t, w.admin, 'POST', REVIEW_PATHS.adminHide(review.body.data.id as string), {
      reason: 'Not about the piece',
    });
    expect(hidden.status).toBe(200);
    expect(await topRated()).toEqual([
      ['Ranked Terracotta Bell', 4, 1],
      ['Ranked Lippan Frame', 0, 0],
    ]);
  });
});
