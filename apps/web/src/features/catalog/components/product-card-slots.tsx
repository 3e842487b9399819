import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@kala/contract/catalog';

/**
 * What other features put on a product card, composed in app/ (providers.tsx) so the catalogue does not import
 * them: today the wishlist's heart. Every listing, the home page's and the related pieces' grids get it without
 * passing it down through each.
 */
export interface ProductCardSlots {
  /** Drawn over the card's picture, top right, above the card's link. */
  pictureAction?: (product: Product) => ReactNode;
}

const SlotsContext = createContext<ProductCardSlots>({});

export function ProductCardSlotsProvider({ slots, children }: { slots: ProductCardSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useProductCardSlots = () => useContext(SlotsContext);
