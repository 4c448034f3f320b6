CREATE TABLE "deal_month_sums" (
	"month" date NOT NULL,
	"dealership_id" integer NOT NULL,
	"fi_manager_id" uuid,
	"deals" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"front_gross" numeric(14, 2) DEFAULT '0' NOT NULL,
	"back_gross" numeric(14, 2) DEFAULT '0' NOT NULL,
	"products_sold" integer DEFAULT 0 NOT NULL,
	"minis" integer DEFAULT 0 NOT NULL,
	"funded_deals" integer DEFAULT 0 NOT NULL,
	"funded_back" numeric(14, 2) DEFAULT '0' NOT NULL,
	"funded_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_deals" integer DEFAULT 0 NOT NULL,
	"pending_back" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vsc_sold" integer DEFAULT 0 NOT NULL,
	"vsc_eligible" integer DEFAULT 0 NOT NULL,
	"vsc_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gap_sold" integer DEFAULT 0 NOT NULL,
	"gap_eligible" integer DEFAULT 0 NOT NULL,
	"gap_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ppm_sold" integer DEFAULT 0 NOT NULL,
	"ppm_eligible" integer DEFAULT 0 NOT NULL,
	"ppm_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tire_wheel_sold" integer DEFAULT 0 NOT NULL,
	"tire_wheel_eligible" integer DEFAULT 0 NOT NULL,
	"tire_wheel_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"appearance_sold" integer DEFAULT 0 NOT NULL,
	"appearance_eligible" integer DEFAULT 0 NOT NULL,
	"appearance_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"theft_sold" integer DEFAULT 0 NOT NULL,
	"theft_eligible" integer DEFAULT 0 NOT NULL,
	"theft_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"key_replacement_sold" integer DEFAULT 0 NOT NULL,
	"key_replacement_eligible" integer DEFAULT 0 NOT NULL,
	"key_replacement_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"windshield_sold" integer DEFAULT 0 NOT NULL,
	"windshield_eligible" integer DEFAULT 0 NOT NULL,
	"windshield_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_sold" integer DEFAULT 0 NOT NULL,
	"other_eligible" integer DEFAULT 0 NOT NULL,
	"other_profit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"mix_new" integer DEFAULT 0 NOT NULL,
	"mix_used" integer DEFAULT 0 NOT NULL,
	"mix_cpo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_month_sums_key" UNIQUE NULLS NOT DISTINCT("dealership_id","month","fi_manager_id")
);
--> statement-breakpoint
ALTER TABLE "deal_month_sums" ADD CONSTRAINT "deal_month_sums_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_month_sums" ADD CONSTRAINT "deal_month_sums_fi_manager_id_users_id_fk" FOREIGN KEY ("fi_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Written by hand, as in 0011. The statements of 0011 now take a grain: 'day' keeps
-- deal_day_sums and 'month' keeps deal_month_sums, from the same aggregates of the same signed
-- changes, so both grains always agree with each other and with the deals.
CREATE FUNCTION "deal_sums_statements"(changes text, grain text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $fn$
SELECT ARRAY[
  format($q$INSERT INTO %1$I AS s (dealership_id, %2$I, fi_manager_id, deals, units, front_gross, back_gross, products_sold, minis, funded_deals, funded_back, funded_total, pending_deals, pending_back, pending_total, vsc_sold, vsc_eligible, vsc_profit, gap_sold, gap_eligible, gap_profit, ppm_sold, ppm_eligible, ppm_profit, tire_wheel_sold, tire_wheel_eligible, tire_wheel_profit, appearance_sold, appearance_eligible, appearance_profit, theft_sold, theft_eligible, theft_profit, key_replacement_sold, key_replacement_eligible, key_replacement_profit, windshield_sold, windshield_eligible, windshield_profit, other_sold, other_eligible, other_profit, mix_new, mix_used, mix_cpo)
      SELECT dealership_id, %3$s, fi_manager_id,
        coalesce(sum(sign), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * front_end_gross) filter (where live), 0),
        coalesce(sum(sign * back_end_gross) filter (where live), 0),
        coalesce(sum(sign * products_sold) filter (where live), 0),
        coalesce(sum(sign) filter (where live and front_end_gross <= mini_threshold), 0),
        coalesce(sum(sign) filter (where status = 'Funded'), 0),
        coalesce(sum(sign * back_end_gross) filter (where status = 'Funded'), 0),
        coalesce(sum(sign * total_gross) filter (where status = 'Funded'), 0),
        coalesce(sum(sign) filter (where status = 'Pending'), 0),
        coalesce(sum(sign * back_end_gross) filter (where status = 'Pending'), 0),
        coalesce(sum(sign * total_gross) filter (where status = 'Pending'), 0),
        coalesce(sum(sign) filter (where live and vsc_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * vsc_profit) filter (where live and vsc_profit > 0), 0),
        coalesce(sum(sign) filter (where live and deal_type <> 'Cash' and gap_profit > 0), 0),
        coalesce(sum(sign) filter (where live and deal_type <> 'Cash'), 0),
        coalesce(sum(sign * gap_profit) filter (where live and deal_type <> 'Cash' and gap_profit > 0), 0),
        coalesce(sum(sign) filter (where live and ppm_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * ppm_profit) filter (where live and ppm_profit > 0), 0),
        coalesce(sum(sign) filter (where live and tire_wheel_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * tire_wheel_profit) filter (where live and tire_wheel_profit > 0), 0),
        coalesce(sum(sign) filter (where live and appearance_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * appearance_profit) filter (where live and appearance_profit > 0), 0),
        coalesce(sum(sign) filter (where live and theft_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * theft_profit) filter (where live and theft_profit > 0), 0),
        coalesce(sum(sign) filter (where live and key_replacement_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * key_replacement_profit) filter (where live and key_replacement_profit > 0), 0),
        coalesce(sum(sign) filter (where live and windshield_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * windshield_profit) filter (where live and windshield_profit > 0), 0),
        coalesce(sum(sign) filter (where live and other_profit > 0), 0),
        coalesce(sum(sign) filter (where live), 0),
        coalesce(sum(sign * other_profit) filter (where live and other_profit > 0), 0),
        coalesce(sum(sign) filter (where live and vehicle_type = 'New'), 0),
        coalesce(sum(sign) filter (where live and vehicle_type = 'Used'), 0),
        coalesce(sum(sign) filter (where live and vehicle_type = 'CPO'), 0)
      FROM (SELECT c.*, c.status <> 'Unwound' AS live FROM (%4$s) AS c) AS c
      GROUP BY 1, 2, 3
      ON CONFLICT ON CONSTRAINT %5$I DO UPDATE SET
        deals = s.deals + excluded.deals,
        units = s.units + excluded.units,
        front_gross = s.front_gross + excluded.front_gross,
        back_gross = s.back_gross + excluded.back_gross,
        products_sold = s.products_sold + excluded.products_sold,
        minis = s.minis + excluded.minis,
        funded_deals = s.funded_deals + excluded.funded_deals,
        funded_back = s.funded_back + excluded.funded_back,
        funded_total = s.funded_total + excluded.funded_total,
        pending_deals = s.pending_deals + excluded.pending_deals,
        pending_back = s.pending_back + excluded.pending_back,
        pending_total = s.pending_total + excluded.pending_total,
        vsc_sold = s.vsc_sold + excluded.vsc_sold,
        vsc_eligible = s.vsc_eligible + excluded.vsc_eligible,
        vsc_profit = s.vsc_profit + excluded.vsc_profit,
        gap_sold = s.gap_sold + excluded.gap_sold,
        gap_eligible = s.gap_eligible + excluded.gap_eligible,
        gap_profit = s.gap_profit + excluded.gap_profit,
        ppm_sold = s.ppm_sold + excluded.ppm_sold,
        ppm_eligible = s.ppm_eligible + excluded.ppm_eligible,
        ppm_profit = s.ppm_profit + excluded.ppm_profit,
        tire_wheel_sold = s.tire_wheel_sold + excluded.tire_wheel_sold,
        tire_wheel_eligible = s.tire_wheel_eligible + excluded.tire_wheel_eligible,
        tire_wheel_profit = s.tire_wheel_profit + excluded.tire_wheel_profit,
        appearance_sold = s.appearance_sold + excluded.appearance_sold,
        appearance_eligible = s.appearance_eligible + excluded.appearance_eligible,
        appearance_profit = s.appearance_profit + excluded.appearance_profit,
        theft_sold = s.theft_sold + excluded.theft_sold,
        theft_eligible = s.theft_eligible + excluded.theft_eligible,
        theft_profit = s.theft_profit + excluded.theft_profit,
        key_replacement_sold = s.key_replacement_sold + excluded.key_replacement_sold,
        key_replacement_eligible = s.key_replacement_eligible + excluded.key_replacement_eligible,
        key_replacement_profit = s.key_replacement_profit + excluded.key_replacement_profit,
        windshield_sold = s.windshield_sold + excluded.windshield_sold,
        windshield_eligible = s.windshield_eligible + excluded.windshield_eligible,
        windshield_profit = s.windshield_profit + excluded.windshield_profit,
        other_sold = s.other_sold + excluded.other_sold,
        other_eligible = s.other_eligible + excluded.other_eligible,
        other_profit = s.other_profit + excluded.other_profit,
        mix_new = s.mix_new + excluded.mix_new,
        mix_used = s.mix_used + excluded.mix_used,
        mix_cpo = s.mix_cpo + excluded.mix_cpo$q$, grain_table, grain, grain_of_deal, changes, grain_table || '_key'),
  -- By store and day (or month), the key's leading columns: one index probe per changed one.
  format($q$DELETE FROM %1$I AS s
      USING (SELECT DISTINCT dealership_id, %3$s AS k FROM (%4$s) AS c) AS k
      WHERE s.dealership_id = k.dealership_id AND s.%2$I = k.k AND s.deals = 0$q$,
    grain_table, grain, grain_of_deal, changes)
]
FROM (SELECT 'deal_' || grain || '_sums' AS grain_table,
        -- A month is keyed by its first day, by date arithmetic: the deal date is already the
        -- store's calendar day and must not pass through the session's time zone.
        CASE grain WHEN 'day' THEN 'deal_date'
          ELSE '(deal_date - (extract(day from deal_date)::int - 1))' END AS grain_of_deal) AS g
$fn$;--> statement-breakpoint
ALTER FUNCTION "deal_day_sums_follow_deals"() RENAME TO "deal_sums_follow_deals";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "deal_sums_follow_deals"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_deals'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_deals'
    ELSE 'SELECT -1 AS sign, * FROM old_deals UNION ALL SELECT 1 AS sign, * FROM new_deals' END;
  statement text;
BEGIN
  FOREACH statement IN ARRAY deal_sums_statements(changes, 'day') || deal_sums_statements(changes, 'month')
  LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
DROP FUNCTION "deal_day_sums_statements"(text);--> statement-breakpoint
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY deal_sums_statements('SELECT 1 AS sign, * FROM deals', 'month') LOOP
    EXECUTE statement;
  END LOOP;
END
$$;
