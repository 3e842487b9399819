ALTER TABLE "refunds" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_idempotency_key_idx" ON "refunds" USING btree ("order_id","idempotency_key");