ALTER TABLE "shipments" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pickup_location" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_provider_order_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_provider_shipment_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "clock_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "clock_offset_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'cancelled';