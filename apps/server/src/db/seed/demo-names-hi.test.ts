import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { products } from '../schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { buildDemoCatalogue, stableUuid } from './build-demo-catalogue.ts';
import { DEMO_NAMES_HI, demoHindiNamesMissing, fillDemoHindiNames } from './demo-names-hi.ts';

describe('Hindi names of the demo pieces (issue 28)', () => {
  let database: Database;
  const fish = stableUuid('product:madhubani-twin-fish-painting');
  const nameOf = async (id: string) =>
    (await database.db.select({ nameHi: products.nameHi }).from(products).where(eq(products.id, id)))[0]?.nameHi;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoCatalogue(database.db, { uploadsDir: '/nonexistent-uploads', images: false });
  });
  afterAll(() => database.close());

  it('names every demo piece in Hindi, and the seed writes the names', async () => {
    expect(buildDemoCatalogue(new Date()).every((p) => /[\u0900-\u097F]/.test(DEMO_NAMES_HI[p.slug] ?? ''))).toBe(true);
    expect(await nameOf(fish)).toBe('मधुबनी जुड़वाँ मछली पेंटिंग');
    expect(await database.db.select().from(products).where(isNull(products.nameHi))).toHaveLength(0);
    expect(await demoHindiNamesMissing(database.db)).toBe(false);
  });

  it('fills the names of a store seeded before them, keeping a name an admin set', async () => {
    await database.db.update(products).set({ nameHi: null });
    await database.db.update(products).set({ nameHi: 'मेरा नाम' }).where(eq(products.id, fish));
    expect(await demoHindiNamesMissing(database.db)).toBe(true);
    expect(await fillDemoHindiNames(database.db)).toBe(Object.keys(DEMO_NAMES_HI).length - 1);
    expect(await nameOf(fish)).toBe('मेरा नाम');
    expect(await nameOf(stableUuid('product:dot-mandala-lotus-plate'))).toBe('डॉट मंडला कमल प्लेट');
    expect(await fillDemoHindiNames(database.db)).toBe(0);
    expect(await demoHindiNamesMissing(database.db)).toBe(false);
  });
});
