import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  categoryTaxRatesInputSchema,
  categoryTaxRateSchema,
  priceDisplaySchema,
  taxSettingsSchema,
} from '@kala/contract/gst';
import { currentUser } from '../../plugins/authenticate.ts';
import type { TaxService } from './tax.service.ts';

const settingsOutSchema = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  address: z.string(),
  stateCode: z.string(),
  registered: z.boolean(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  pricesIncludeTax: z.boolean(),
});
const viewSchema = z.object({
  settings: settingsOutSchema,
  rates: z.array(categoryTaxRateSchema),
  pickup: z.object({ pincode: z.string(), stateCode: z.string().nullable(), stateName: z.string().nullable() }),
});
const guarded = { 401: errorSchema, 403: errorSchema };

/** The admin's tax settings and rates (issue 24 items 1 and 2). Admins only; the guard runs before the body is read. */
export const adminTaxRoutes: FastifyPluginAsyncZod<{
  tax: TaxService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { tax, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "The seller's tax settings, the categories' HSN codes and rates, and the pickup PIN code's state",
        response: { 200: successOf(viewSchema), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await tax.view() }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's tax settings (GSTIN checked for format, state code and check character)",
        body: taxSettingsSchema,
        response: { 200: successOf(viewSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tax.saveSettings(currentUser(request), request.body),
      message: 'Tax settings saved',
    }),
  );

  app.put(
    '/rates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save categories’ HSN codes and GST rates (0, 5, 18 or 40%)',
        body: categoryTaxRatesInputSchema,
        response: { 200: successOf(viewSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tax.saveRates(currentUser(request), request.body.rates),
      message: 'GST rates saved',
    }),
  );
};

/** The storefront's one tax fact: whether prices include GST, so every shown price says which it is. */
export const priceDisplayRoutes: FastifyPluginAsyncZod<{ tax: TaxService }> = async (app, { tax }) => {
  app.get(
    '/prices',
    {
      schema: {
        tags: ['settings'],
        summary: 'Whether shown prices include GST, and whether the store charges GST at all',
        response: { 200: successOf(priceDisplaySchema) },
      },
    },
    async () => ({ success: true as const, data: await tax.priceDisplay() }),
  );
};
