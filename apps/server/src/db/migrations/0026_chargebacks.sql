CREATE TYPE "public"."product" AS ENUM('vsc', 'gap', 'ppm', 'tire_wheel', 'appearance', 'theft', 'key_replacement', 'windshield', 'other');--> statement-breakpoint
CREATE TABLE "chargebacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealership_id" integer NOT NULL,
	"deal_id" uuid NOT NULL,
	"product" "product" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"chargeback_date" date NOT NULL,
	"fi_manager_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargebacks_dealId_product_unique" UNIQUE("deal_id","product"),
	CONSTRAINT "chargebacks_amount_positive" CHECK ("chargebacks"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_fi_manager_id_users_id_fk" FOREIGN KEY ("fi_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chargebacks_dealership_id_chargeback_date_index" ON "chargebacks" USING btree ("dealership_id","chargeback_date");