CREATE TYPE "public"."audit_outcome" AS ENUM('ok', 'refused', 'failed');--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csp_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"directive" varchar(200) NOT NULL,
	"blocked_url" varchar(500) NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"document_url" varchar(2000)
);
--> statement-breakpoint
DROP INDEX "security_events_timestamp_index";--> statement-breakpoint
-- Hand-written: every record so far was of a successful write (ADR 021).
ALTER TABLE "audit_logs" ADD COLUMN "outcome" "audit_outcome" DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "outcome" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_logs" DROP COLUMN "success";--> statement-breakpoint
CREATE UNIQUE INDEX "csp_reports_directive_blocked_url_index" ON "csp_reports" USING btree ("directive","blocked_url");--> statement-breakpoint
CREATE INDEX "csp_reports_last_seen_index" ON "csp_reports" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_id_idx" ON "audit_logs" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "security_events_timestamp_id_idx" ON "security_events" USING btree ("timestamp","id");--> statement-breakpoint
DROP INDEX "audit_logs_dealership_id_timestamp_index";--> statement-breakpoint
DROP INDEX "audit_logs_user_id_timestamp_index";--> statement-breakpoint
CREATE INDEX "audit_logs_dealership_keyset_idx" ON "audit_logs" USING btree ("dealership_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "audit_logs_user_keyset_idx" ON "audit_logs" USING btree ("user_id","timestamp","id");
