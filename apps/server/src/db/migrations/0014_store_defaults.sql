CREATE TABLE "goal_defaults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealership_id" integer NOT NULL,
	"saved_on" date NOT NULL,
	"defaults" jsonb NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_defaults_dealershipId_savedOn_unique" UNIQUE("dealership_id","saved_on")
);
--> statement-breakpoint
ALTER TABLE "dealer_groups" ADD COLUMN "product_targets" jsonb;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "shift_templates" jsonb;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "pay_plan_defaults" jsonb;--> statement-breakpoint
ALTER TABLE "goal_defaults" ADD CONSTRAINT "goal_defaults_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_defaults" ADD CONSTRAINT "goal_defaults_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;