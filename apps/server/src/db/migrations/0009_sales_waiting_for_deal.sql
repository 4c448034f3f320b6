ALTER TABLE "sales" ADD COLUMN "has_deal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "sales" SET "has_deal" = true WHERE "id" IN (SELECT "sale_id" FROM "deals" WHERE "sale_id" IS NOT NULL);--> statement-breakpoint
-- Written by hand (drizzle declares no triggers): sales.has_deal follows deals.sale_id in
-- the same transaction as every insert, relink and delete of a deal, whatever writes it
-- (the API, the demo seed, the bench's bulk insert), so the F&I queue can trust it (ADR 017).
CREATE FUNCTION "sales_follow_deal_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."sale_id" IS NOT NULL THEN
    UPDATE "sales" SET "has_deal" = false WHERE "id" = OLD."sale_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."sale_id" IS NOT NULL THEN
    UPDATE "sales" SET "has_deal" = true WHERE "id" = NEW."sale_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deals_sales_follow_deal_links" AFTER INSERT OR DELETE OR UPDATE OF "sale_id" ON "deals"
  FOR EACH ROW EXECUTE FUNCTION "sales_follow_deal_links"();--> statement-breakpoint
CREATE INDEX "sales_waiting_for_deal_idx" ON "sales" USING btree ("dealership_id","sale_date") WHERE not "sales"."has_deal";
