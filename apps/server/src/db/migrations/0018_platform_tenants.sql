ALTER TABLE "areas" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_groups" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_groups" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Groups and areas made before this column belong to the demo as their stores and people do (migration 0006).
UPDATE "dealer_groups" SET "is_demo" = true
WHERE "id" IN (SELECT "dealer_group_id" FROM "dealerships" WHERE "is_demo")
   OR "id" IN (SELECT "p"."dealer_group_id" FROM "profiles" "p" JOIN "users" "u" ON "u"."id" = "p"."user_id" WHERE "u"."is_demo");--> statement-breakpoint
UPDATE "areas" SET "is_demo" = true
WHERE "id" IN (SELECT "area_id" FROM "dealer_groups" WHERE "is_demo")
   OR "id" IN (SELECT "p"."area_id" FROM "profiles" "p" JOIN "users" "u" ON "u"."id" = "p"."user_id" WHERE "u"."is_demo");
