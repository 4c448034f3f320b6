CREATE TABLE "deal_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealership_id" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"deal_count" integer NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "deal_import_batches" ADD CONSTRAINT "deal_import_batches_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_import_batches" ADD CONSTRAINT "deal_import_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_import_batches" ADD CONSTRAINT "deal_import_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_import_batches_dealership_id_created_at_index" ON "deal_import_batches" USING btree ("dealership_id","created_at");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_import_batch_id_deal_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."deal_import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_import_batch_idx" ON "deals" USING btree ("import_batch_id") WHERE "deals"."import_batch_id" is not null;