CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"hsn_code" text NOT NULL,
	"rate_percent" integer NOT NULL,
	"quantity" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "tax_document_lines_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"refund_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"place_of_supply_name" text NOT NULL,
	"inter_state" boolean NOT NULL,
	"recipient_gstin" text,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_document_lines_issued_idx" ON "tax_document_lines" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" in ('tax_invoice', 'bill_of_supply');--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_invoice_idx" ON "tax_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "tax_documents_month_summary_idx" ON "tax_documents" USING btree ("issued_at","kind","invoice_id","recipient_gstin","inter_state","total_paise","place_of_supply_code","place_of_supply_name","taxable_paise","igst_paise","cgst_paise","sgst_paise","series","sequence","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_sequence_idx" ON "tax_documents" USING btree ("series","financial_year","sequence");