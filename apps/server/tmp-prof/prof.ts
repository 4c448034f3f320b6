import pg from 'pg';
import { openDatabase } from '../src/db/client';
import * as figures from '../src/modules/deals/deal-figures.repository';
import { storeSums, trendOf, unitGoals } from '../src/modules/rollups/rollup-figures';
import { resolvePeriod } from '@das/shared/periods';

const url = 'postgres://postgres@127.0.0.1:5432/bench_s_scale';
const p = new pg.Pool({ connectionString: url });
const { rows } = await p.query(`select d.id from dealerships d join dealer_groups g on g.id=d.dealer_group_id where g.name='Bench Group' order by d.id`);
const scope = { ids: rows.map((r: { id: number }) => r.id) };
const { db } = await openDatabase({ kind: 'postgres', url });
const today = '2026-11-26';
for (const spec of ['this_month', 'year_to_date'] as const) {
  const window = { period: resolvePeriod(spec, today), today };
  const time = async (label: string, f: () => Promise<unknown>) => {
    let best = Infinity;
    for (let i = 0; i < 4; i++) { const s = performance.now(); await f(); best = Math.min(best, performance.now() - s); }
    console.log(spec, label, best.toFixed(1), 'ms');
  };
  await time('storeSums', () => storeSums(db, scope, window));
  await time('goals', () => unitGoals(db, scope, window));
  await time('trend', () => trendOf(db, scope, window.period));
  await time('current by store', () => figures.dealSums(db, scope, { range: window.period }, { by: 'dealership' }));
  const fb = '2026-10-27';
  await time('previous fundedBefore by store', () => figures.dealSums(db, scope, { range: window.period.previous }, { by: 'dealership', fundedBefore: fb }));
  await time('previous summaries by store', () => figures.dealSums(db, scope, { range: window.period.previous }, { by: 'dealership' }));
  await time('pending old by store', () => figures.dealSums(db, scope, { status: ['Pending'], range: { start: '0001-01-01', end: '2026-11-16' } }, { by: 'dealership' }));
}
process.exit(0);
