CREATE TABLE "store_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dealership_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"entity_id" uuid NOT NULL,
	"change" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_events" ADD CONSTRAINT "store_events_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_events_dealership_id_idx" ON "store_events" USING btree ("dealership_id","id");--> statement-breakpoint
CREATE INDEX "store_events_at_idx" ON "store_events" USING btree ("at");