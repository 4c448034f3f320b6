import { note, printLines, signIn, type Line } from './report';
import { startTargets } from './targets';

/**
 * `npm run bench -- import` (issue 15, ADR 032): a 10,000-row deal log imported
 * through the real server on the bench's database (PGlite, or PostgreSQL with
 * DATABASE_URL): its dry run, then the import in one transaction, each timed
 * from the upload to the last byte of the answer; then undone.
 */
const ROWS = 10_000;
const GOAL_IMPORT_MS = 30_000;
const GOAL_PREVIEW_MS = 5_000;

function dealLog(): string {
  const run = Date.now().toString(36).toUpperCase();
  const lines = [
    'Date,Stock #,VIN,Cust Last,Type,N/U,Lender,Salesperson,F&I Mgr,Front,Res,VSC,GAP,Status',
  ];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(
      [
        `${(i % 12) + 1}/${(i % 28) + 1}/2022`,
        `B${run}${i}`,
        String(30_000_000 + i),
        'Okafor',
        i % 5 === 0 ? 'Lease' : 'Finance',
        i % 3 === 0 ? 'U' : 'N',
        'Ally Financial',
        'Sam Ortega',
        '"Marsh, Fiona"',
        `"$1,${String(i % 1000).padStart(3, '0')}.50"`,
        '250',
        i % 2 === 0 ? '$995' : '0',
        i % 4 === 0 ? '595' : '0',
        'Funded',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function benchImport(databaseUrl: string | undefined): Promise<void> {
  const targets = await startTargets(databaseUrl);
  try {
    const { accessToken, cookie } = await signIn(
      targets.appUrl,
      'finance_manager@demo.example.com',
    );
    const csrf = await fetch(`${targets.appUrl}/api/auth/csrf`, { headers: { Cookie: cookie } });
    const { token } = (await csrf.json()) as { token: string };
    const csrfCookie = csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const headers = {
      Authorization: `Bearer ${accessToken}`,
      'X-CSRF-Token': token,
      // The fresh anti-forgery cookie replaces the one the sign-in set.
      Cookie: [
        ...cookie.split('; ').filter((part) => !part.startsWith(csrfCookie.split('=')[0]!)),
        csrfCookie,
      ].join('; '),
    };
    const csv = dealLog();
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      form.append('options', '{}');
      return form;
    };
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${targets.appUrl}/api${path}`, {
        method: 'POST',
        headers,
        body: upload(),
      });
      const text = await response.text();
      return { ms: performance.now() - started, status: response.status, text };
    };

    const preview = await timed('/deals/import/preview');
    if (preview.status !== 200)
      note(`dry run answered ${preview.status}: ${preview.text.slice(0, 300)}`);
    const counts = (JSON.parse(preview.text) as { counts?: { to_import: number } }).counts ?? {
      to_import: 0,
    };
    const run = await timed('/deals/import');
    const last = JSON.parse(run.text.trim().split('\n').at(-1) ?? '{}') as {
      result?: { id: string; deals: number };
    };
    const imported = last.result?.deals ?? 0;
    const lines: Line[] = [
      {
        label: `dry run of ${ROWS.toLocaleString('en-US')} rows (${(csv.length / 2 ** 20).toFixed(1)} MiB CSV), ${counts.to_import} ready`,
        value: `${(preview.ms / 1000).toFixed(2)} s`,
        goal: {
          text: `≤ ${GOAL_PREVIEW_MS / 1000} s`,
          pass: preview.status === 200 && preview.ms <= GOAL_PREVIEW_MS,
        },
      },
      {
        label: `import of ${ROWS.toLocaleString('en-US')} rows in one transaction, ${imported} deals written`,
        value: `${(run.ms / 1000).toFixed(2)} s`,
        goal: {
          text: `≤ ${GOAL_IMPORT_MS / 1000} s`,
          pass: run.status === 200 && imported === ROWS && run.ms <= GOAL_IMPORT_MS,
        },
      },
    ];
    if (last.result) {
      const started = performance.now();
      const undo = await fetch(`${targets.appUrl}/api/deals/import/${last.result.id}/undo`, {
        method: 'POST',
        headers,
      });
      await undo.text();
      lines.push({
        label: `undo of the ${imported} deals (${undo.status})`,
        value: `${((performance.now() - started) / 1000).toFixed(2)} s`,
      });
    } else note(`import answered: ${run.text.slice(-300)}`);
    printLines(`bench import on ${targets.database}`, lines);
  } finally {
    targets.stop();
  }
}
