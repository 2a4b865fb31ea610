ALTER TABLE "certificates" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "surname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_language_idx" ON "certificates" USING btree ("application_id","language");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_number_unique" UNIQUE("number");