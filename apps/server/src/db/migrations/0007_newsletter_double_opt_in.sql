CREATE TABLE "newsletter_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_confirmations" ADD CONSTRAINT "newsletter_confirmations_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_subscriber_idx" ON "newsletter_confirmations" USING btree ("subscriber_id","created_at");--> statement-breakpoint
-- Addresses stored before double opt-in were never confirmed by their owners (decision 022): those still on the
-- list stay 'pending' (the default above: they get no newsletter and do not count until they subscribe and confirm),
-- those who had left are 'unsubscribed'.
UPDATE "newsletter_subscribers" SET "status" = 'unsubscribed' WHERE "is_subscribed" = false;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "is_subscribed";
