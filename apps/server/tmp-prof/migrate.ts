import { openDatabase } from '../src/db/client';
const h = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/bench_s_scale' });
const s = performance.now();
await h.migrate();
console.log('migrated in', (performance.now() - s).toFixed(0), 'ms');
await h.close();
