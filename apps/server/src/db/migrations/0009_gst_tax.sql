CREATE TABLE "category_tax_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"hsn_code" text NOT NULL,
	"rate_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"registered" boolean NOT NULL,
	"gstin" text,
	"pan" text,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_tax_settings_one_row" CHECK ("seller_tax_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inter_state" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_tax_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
-- Backfill (hand-written): lines placed before per-line GST keep their order's single rate, and their goods' value
-- was their taxable value (GST was added on top). Their CGST/SGST/IGST split was never decided, so it stays null.
UPDATE "order_items" SET "gst_rate" = round(o."gst_percent")::integer, "taxable_paise" = "order_items"."line_total_paise"
FROM "orders" o WHERE o."id" = "order_items"."order_id";
