ALTER TABLE "dealerships" ADD COLUMN "transit_alert_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "small_sample_deals" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "deals_pending_by_store_idx" ON "deals" USING btree ("dealership_id","deal_date") WHERE "deals"."status" = 'Pending';