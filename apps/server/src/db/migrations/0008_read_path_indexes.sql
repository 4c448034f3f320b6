CREATE INDEX "deals_deal_date_created_at_id_idx" ON "deals" USING btree ("deal_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Written by hand: drizzle's index builder has no INCLUDE. The store-and-day index becomes a
-- covering one, so the deal log's totals of a store (count, units, front and back gross,
-- credited per salesperson) are an index-only scan instead of a heap fetch per deal (ADR 017).
-- Same name and keys as the schema declares, so drizzle sees no difference.
DROP INDEX "deals_dealership_id_deal_date_index";--> statement-breakpoint
CREATE INDEX "deals_dealership_id_deal_date_index" ON "deals" USING btree ("dealership_id","deal_date") INCLUDE ("status","front_end_gross","back_end_gross","salesperson_id","second_salesperson_id");
