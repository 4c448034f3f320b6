CREATE TYPE "public"."subscription_plan" AS ENUM('single_finance', 'dealership', 'dealer_group');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" "subscription_plan" NOT NULL,
	"status" "subscription_status" DEFAULT 'trialing' NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"dealership_id" integer,
	"dealer_group_id" integer,
	"locations" integer DEFAULT 1 NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_covers_one" CHECK (("subscriptions"."dealership_id" is null) <> ("subscriptions"."dealer_group_id" is null)),
	CONSTRAINT "subscriptions_group_plan_covers_group" CHECK (("subscriptions"."plan" = 'dealer_group') = ("subscriptions"."dealer_group_id" is not null)),
	CONSTRAINT "subscriptions_locations_positive" CHECK ("subscriptions"."locations" >= 1),
	CONSTRAINT "subscriptions_price_not_negative" CHECK ("subscriptions"."monthly_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_id_index" ON "subscriptions" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "subscriptions_dealership_id_index" ON "subscriptions" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "subscriptions_dealer_group_id_index" ON "subscriptions" USING btree ("dealer_group_id");