CREATE TABLE "cod_list_entries" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"list" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_list_entries_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "cod_policy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_policy_settings_one_row" CHECK ("cod_policy_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"reason" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"event_key" text NOT NULL,
	"action" text,
	"action_by" uuid,
	"action_by_label" text,
	"action_at" timestamp with time zone,
	"reattempt_date" date,
	"new_address" jsonb,
	"new_phone" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_action_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"to_phone" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "messaging_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_via" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_tier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_score" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_override" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_override_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_advance_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "converted_to_prepaid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_action_by_users_id_fk" FOREIGN KEY ("action_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_action_tokens" ADD CONSTRAINT "order_action_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_key_idx" ON "delivery_attempts" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "delivery_attempts_shipment_idx" ON "delivery_attempts" USING btree ("shipment_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "order_action_tokens_hash_idx" ON "order_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_action_tokens_order_idx" ON "order_action_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_id_idx" ON "messages" USING btree ("channel","provider_message_id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_confirmation_idx" ON "orders" USING btree ("confirm_due_at") WHERE "orders"."status" = 'pending' and "orders"."payment_method" = 'cash_on_delivery' and "orders"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_delivery_pincode_idx" ON "orders" USING btree (("shipping_address" ->> 'zipCode'),"created_at");