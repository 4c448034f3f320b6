CREATE TABLE "board_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealership_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"label" varchar(60) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "board_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "board_shows_gross" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "board_links" ADD CONSTRAINT "board_links_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_links" ADD CONSTRAINT "board_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_links_dealership_id_idx" ON "board_links" USING btree ("dealership_id","created_at") WHERE "board_links"."revoked_at" is null;