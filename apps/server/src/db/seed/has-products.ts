import type { Db } from '../client.ts';
import { products } from '../schema/index.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Whether the store has any product: the seed's question. On its own so a start on existing data asks it without
 * loading the demo catalogue and its pictures' renderer (issue 13: a start does not redo what the data holds).
 */
export const hasProducts = async (db: Db | Transaction) =>
  (await db.select({ id: products.id }).from(products).limit(1)).length > 0;
