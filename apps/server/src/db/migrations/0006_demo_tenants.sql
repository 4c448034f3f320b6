ALTER TABLE "dealerships" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Stores created before this column belong to the demo when a demo account works there, or runs their group or area.
UPDATE "dealerships" SET "is_demo" = true
WHERE "id" IN (SELECT "p"."dealership_id" FROM "profiles" "p" JOIN "users" "u" ON "u"."id" = "p"."user_id" WHERE "u"."is_demo")
   OR "dealer_group_id" IN (SELECT "p"."dealer_group_id" FROM "profiles" "p" JOIN "users" "u" ON "u"."id" = "p"."user_id" WHERE "u"."is_demo")
   OR "dealer_group_id" IN (SELECT "g"."id" FROM "dealer_groups" "g" JOIN "profiles" "p" ON "p"."area_id" = "g"."area_id" JOIN "users" "u" ON "u"."id" = "p"."user_id" WHERE "u"."is_demo");
