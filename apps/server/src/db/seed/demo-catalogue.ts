/**
 * Seeds the demo catalogue of Kala on an empty database (architecture §1 and §5: `SEED_DEMO`, on by default),
 * so a fresh clone opens on a full store: 42 pieces in seven categories by four artists and the default studio,
 * each with four pictures drawn by the code itself.
 *
 * Safe with several servers starting at once: the check and the inserts run in one transaction that first takes a
 * transaction-level advisory lock, so exactly one server seeds and the others see the products and step back.
 * Pictures are drawn before that transaction (they take seconds, and a lock should not wait on them); files are
 * written atomically and skipped when present, so two servers drawing at once only waste a little work.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { creators, productSizes, products, reviews } from '../schema/index.ts';
import { buildDemoCatalogue, stableUuid } from './build-demo-catalogue.ts';
import { DEMO_ARTISTS } from './demo-artists.ts';
import { DEMO_NAMES_HI } from './demo-names-hi.ts';
import { hasProducts } from './has-products.ts';
import { DEMO_IMAGE_FOLDER, renderAllProductImages } from './product-images.ts';

export { DEMO_ARTISTS, DEFAULT_STUDIO_NAME } from './demo-artists.ts';
export { renderProductImages } from './product-images.ts';

/** Any fixed 64-bit number no other part of the server uses for an advisory lock ("kala seed" in ASCII-ish). */
const SEED_LOCK_KEY = 4_907_534_221_001;

export interface SeedOptions {
  /** DATA_DIR/uploads; pictures go to its `demo/` folder and are served at /uploads/demo/. */
  uploadsDir: string;
  logger?: { info(msg: string): void };
  /** Draw the pictures (default true). Tests turn this off; the URLs are stored either way. */
  images?: boolean;
  /**
   * Where `npm run build` drew the pictures once (DEMO_IMAGE_CACHE); when set they are drawn there (files already
   * present are kept) and copied into the uploads, so a fresh DATA_DIR (every e2e run) costs a copy, not 40 s of CPU.
   */
  imageCacheDir?: string;
  /** The moment the catalogue's dates hang off (default now): the newest piece is listed just before it. */
  seededAt?: Date;
}

/** Draws every demo picture into dir (skipping those present); returns how many were drawn. */
// Pictures do not depend on dates: any moment draws the same ones.
export const drawDemoImages = (dir: string) => renderAllProductImages(buildDemoCatalogue(new Date()), dir);

/** Seeds the demo catalogue when there are no products. Returns true when it seeded, false when it left things alone. */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<boolean> {
  const { uploadsDir, logger, images = true, imageCacheDir, seededAt = new Date() } = options;
  // The common case, a store that already has products, costs one small query.
  if (await hasProducts(db)) return false;

  const catalogue = buildDemoCatalogue(seededAt);
  if (images) {
    const started = performance.now();
    try {
      const target = path.join(uploadsDir, DEMO_IMAGE_FOLDER);
      const drawn = await renderAllProductImages(catalogue, imageCacheDir ?? target);
      if (imageCacheDir) await cp(imageCacheDir, target, { recursive: true, force: false });
      if (drawn > 0)
        logger?.info(`Drew ${drawn} demo pictures in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      // Pictures are a nicety: a store with missing demo images beats a server that will not start.
      logger?.info(
        `Demo pictures could not be drawn (${error instanceof Error ? error.message : String(error)}); seeding without them`,
      );
    }
  }

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    if (await hasProducts(tx)) return false;

    // Artists may already exist (an admin may have added them); keep theirs and look the ids up by slug.
    await tx
      .insert(creators)
      .values(DEMO_ARTISTS.map((a) => ({ id: stableUuid(`creator:${a.slug}`), slug: a.slug, name: a.name })))
      .onConflictDoNothing();
    const creatorRows = await tx.select({ id: creators.id, slug: creators.slug }).from(creators);
    const creatorId = new Map(creatorRows.map((c) => [c.slug, c.id]));

    await tx.insert(products).values(
      catalogue.map((p) => ({
        id: p.id,
        name: p.name,
        nameHi: DEMO_NAMES_HI[p.slug] ?? null,
        subtitles: p.subtitles,
        description: p.description,
        productDescription: p.productDescription,
        thumbnail: p.thumbnail,
        sliderImages: p.sliderImages,
        category: p.category,
        tags: p.tags,
        ratings: p.ratings,
        reviewCount: p.reviews.length,
        isActive: p.isActive,
        creatorId: p.artist ? (creatorId.get(p.artist) ?? null) : null,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    );
    await tx.insert(productSizes).values(catalogue.flatMap((p) => p.sizes.map((s) => ({ ...s, productId: p.id }))));
    // The demo catalogue's own reviews are samples (issue 26): shown as such, counted in the average.
    await tx
      .insert(reviews)
      .values(
        catalogue.flatMap((p) =>
          p.reviews.map((r) => ({ ...r, sample: true, updatedAt: r.createdAt, productId: p.id })),
        ),
      );
    return true;
  });
  if (seeded) logger?.info(`Seeded the demo catalogue: ${catalogue.length} products in 7 categories`);
  return seeded;
}
