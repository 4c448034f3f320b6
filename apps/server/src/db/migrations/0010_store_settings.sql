ALTER TABLE "dealerships" ADD COLUMN "street" varchar(120);--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "postal_code" varchar(10);--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "products" jsonb;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "lenders" varchar(80)[];--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "mini_threshold" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "mini_threshold" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle declares no triggers): a deal takes its store's mini threshold
-- as it is logged, whatever writes it (the API, the demo seed, the bench's bulk insert), so
-- a later change of the setting counts new deals by the new figure and never recounts
-- past ones (issue 12, store settings).
CREATE FUNCTION "deals_take_store_mini_threshold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "mini_threshold" INTO NEW."mini_threshold" FROM "dealerships" WHERE "id" = NEW."dealership_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deals_take_store_mini_threshold" BEFORE INSERT ON "deals"
  FOR EACH ROW EXECUTE FUNCTION "deals_take_store_mini_threshold"();
