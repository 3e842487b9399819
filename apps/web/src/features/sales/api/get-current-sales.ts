import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { CurrentSales } from '@kala/contract/sales';
import { SALE_PATHS } from '@kala/contract/sale-price';
import { apiRequest } from '../../../lib/api-client';

/** The sales live now and the next to start (the /sale page; issue 27). Type-only import of the zod contract. */
export const getCurrentSales = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<CurrentSales>>(SALE_PATHS.current, { signal }).then((answer) => answer.data);

export const useCurrentSales = () =>
  useQuery({ queryKey: ['sales', 'current'], queryFn: ({ signal }) => getCurrentSales(signal) });
