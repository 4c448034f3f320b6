import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditRecord,
  CspReportGroups,
  SecurityEvent,
} from '@das/shared/schemas/platform-records';
import { addDays, todayIn } from '@das/shared/periods';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { queryRows } from '../../../test/test-database';
import {
  areas,
  auditLogs,
  cspReports,
  dealerGroups,
  dealerships,
  securityEvents,
} from '../../db/schema';
import { removeExpiredRecords } from './records-retention';
import { CSP_REPORT_PATH } from '../csp/csp.routes';

/** Issue 13, "The records": what platform staff read of who did what, and of attacks. */
let t: TestApp;
let admin: TestClient;
let finance: { id: string; email: string; client: TestClient };
let salesperson: { id: string; email: string; client: TestClient };
const STORE = 1;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
  previousCursor: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(areas).values({ id: 1, name: 'Area' });
  await db.insert(dealerGroups).values({ id: 1, areaId: 1, name: 'Group' });
  await db
    .insert(dealerships)
    .values({ id: STORE, dealerGroupId: 1, name: 'Records Motors', timeZone: 'America/Chicago' });
  admin = (await t.person('admin')).client;
  finance = await t.person('finance_manager', { dealershipId: STORE, firstName: 'Fiona' });
  salesperson = await t.person('salesperson', { dealershipId: STORE });
}, 60_000);
afterAll(() => t.close());

const today = () => todayIn('UTC', t.clock.now());

async function auditPage(query: string): Promise<Page<AuditRecord>> {
  const response = await admin.request(`/api/platform/audit-log?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<AuditRecord>;
}

describe('refused and failed writes are recorded (ADR 021)', () => {
  it('a write the role may not do is recorded as refused, with who and where', async () => {
    const response = await salesperson.client.request('/api/deals', {
      method: 'POST',
      body: { dealership_id: STORE },
    });
    expect(response.status).toBe(403);
    const page = await auditPage(`person=${encodeURIComponent(salesperson.email)}`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      outcome: 'refused',
      operation: 'POST /api/deals',
      userId: salesperson.id,
      dealershipId: STORE,
      dealershipName: 'Records Motors',
      details: { status: 403, code: 'FORBIDDEN' },
    });
  });

  it('a write that fails its checks is recorded as failed, its secrets masked', async () => {
    const response = await finance.client.request('/api/deals', {
      method: 'POST',
      body: { dealership_id: STORE, customer_last_name: 'Okafor', password: 'hunter2' },
    });
    expect(response.status).toBe(400);
    const page = await auditPage(`person=Fiona&outcome=failed`);
    expect(page.items).toHaveLength(1);
    const [record] = page.items;
    expect(record).toMatchObject({
      outcome: 'failed',
      operation: 'POST /api/deals',
      details: {
        status: 400,
        code: 'VALIDATION_ERROR',
        attempt: { customer_last_name: 'Okafor', password: '[REDACTED]' },
      },
    });
    expect(JSON.stringify(record)).not.toContain('hunter2');
  });

  it('a refused read is not a write, and is not recorded', async () => {
    const before = await auditPage('outcome=refused');
    expect((await salesperson.client.request('/api/reports/sales')).status).toBe(403);
    expect((await auditPage('outcome=refused')).items).toHaveLength(before.items.length);
  });
});

describe('the audit log viewer', () => {
  const base = '2020-03-0';
  beforeAll(async () => {
    // Seven records of one instant: the id breaks the tie, so no page repeats or skips one.
    await t.database.db.insert(auditLogs).values(
      Array.from({ length: 7 }, (_, i) => ({
        timestamp: new Date(`${base}2T12:00:00.000Z`),
        operation: `paging.test`,
        userId: finance.id,
        dealershipId: STORE,
        entityType: 'deal',
        entityId: `deal-${i}`,
        details: { before: null, after: { n: i } },
        outcome: 'ok' as const,
      })),
    );
    await t.database.db.insert(auditLogs).values({
      timestamp: new Date(`${base}5T08:00:00.000Z`),
      operation: 'paging.other',
      userId: finance.id,
      dealershipId: null,
      details: {},
      outcome: 'ok',
    });
  });

  it('pages forward and back by keyset without repeating or skipping a record', async () => {
    const filter = 'action=paging.test&limit=3';
    const first = await auditPage(filter);
    expect(first.previousCursor).toBeNull();
    const second = await auditPage(`${filter}&after=${first.nextCursor}`);
    const third = await auditPage(`${filter}&after=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((r) => r.entityId);
    expect(seen).toEqual(['deal-6', 'deal-5', 'deal-4', 'deal-3', 'deal-2', 'deal-1', 'deal-0']);
    const back = await auditPage(`${filter}&before=${third.previousCursor}`);
    expect(back.items.map((r) => r.entityId)).toEqual(['deal-3', 'deal-2', 'deal-1']);
    const start = await auditPage(`${filter}&before=${back.previousCursor}`);
    expect(start.items.map((r) => r.entityId)).toEqual(['deal-6', 'deal-5', 'deal-4']);
    expect(start.previousCursor).toBeNull();
  });

  it('filters by person, store, action and UTC days', async () => {
    const byDay = await auditPage('action=paging.&from=2020-03-05&to=2020-03-05');
    expect(byDay.items.map((r) => r.operation)).toEqual(['paging.other']);
    const byStore = await auditPage(`action=paging.&dealership_id=${STORE}&to=2020-03-04`);
    expect(byStore.items).toHaveLength(7);
    expect((await auditPage('action=paging.&person=nobody-at-all')).items).toEqual([]);
    // A wildcard in the action is a character, not a pattern.
    expect((await auditPage('action=paging%25')).items).toEqual([]);
  });

  it('exports every matching record as CSV, one row each', async () => {
    const response = await admin.request('/api/platform/audit-log/export?action=paging.');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,at_utc,outcome,operation,/);
    expect(lines).toHaveLength(1 + 8);
    expect(lines[1]).toContain('paging.other');
  });

  it('refuses a cursor it did not make', async () => {
    const response = await admin.request('/api/platform/audit-log?after=bm9wZQ');
    expect(response.status).toBe(400);
  });

  it('the keyset is read from its index', async () => {
    await queryRows(t.database.db, sql`set enable_seqscan = off`);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`explain select id from audit_logs
          where (timestamp, id) < ('2020-03-02T12:00:00Z'::timestamptz, 5)
          order by timestamp desc, id desc limit 51`,
    );
    await queryRows(t.database.db, sql`reset enable_seqscan`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'audit_logs_timestamp_id_idx',
    );
  });
});

describe('security events', () => {
  beforeAll(async () => {
    const now = t.clock.now();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await t.database.db.insert(securityEvents).values([
      { timestamp: now, eventType: 'ACCOUNT_LOCKED', severity: 'high', details: {} },
      { timestamp: now, eventType: 'CSRF_REFUSED', severity: 'medium', details: {} },
      { timestamp: yesterday, eventType: 'ACCOUNT_LOCKED', severity: 'high', details: {} },
    ]);
  });

  it('lists them newest first, by severity', async () => {
    const response = await admin.request('/api/platform/security-events?severity=high');
    const page = (await response.json()) as Page<SecurityEvent>;
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    expect(page.items.every((event) => event.severity === 'high')).toBe(true);
    expect(page.items[0]!.at >= page.items[1]!.at).toBe(true);
  });

  it('counts them per UTC day', async () => {
    const response = await admin.request('/api/platform/security-events/days?days=2');
    const { days } = (await response.json()) as {
      days: { day: string; severity: string; count: number }[];
    };
    const high = days.filter((d) => d.severity === 'high');
    expect(high.find((d) => d.day === addDays(today(), -1))?.count).toBe(1);
    expect(high.find((d) => d.day === today())?.count).toBeGreaterThanOrEqual(1);
  });
});

describe('CSP reports', () => {
  const post = (type: string, body: unknown) =>
    t.app.request(CSP_REPORT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify(body),
    });

  it('takes the three forms and groups them by directive and blocked URL', async () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'https://board.example/dashboard',
        'blocked-uri': 'https://evil.example/a.js',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "script-src 'self'",
        disposition: 'enforce',
      },
    };
    const reports = [
      {
        type: 'csp-violation',
        url: 'https://board.example/deals',
        body: {
          documentURL: 'https://board.example/deals',
          blockedURL: 'https://evil.example/a.js',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
        },
      },
    ];
    const ours = {
      blockedURI: 'inline',
      directive: 'style-src',
      originalPolicy: "style-src 'self'",
      timestamp: '2026-11-25T10:00:00.000Z',
    };
    expect((await post('application/csp-report', legacy)).status).toBe(204);
    expect((await post('application/reports+json', reports)).status).toBe(204);
    expect((await post('application/json', ours)).status).toBe(204);

    const response = await admin.request('/api/platform/csp-reports');
    const { groups } = (await response.json()) as CspReportGroups;
    expect(groups).toEqual([
      expect.objectContaining({
        directive: 'script-src-elem',
        blockedUrl: 'https://evil.example/a.js',
        count: 2,
        documentUrl: 'https://board.example/deals',
      }),
      expect.objectContaining({ directive: 'style-src', blockedUrl: 'inline', count: 1 }),
    ]);
  });
});

describe('retention (ADR 021)', () => {
  it('removes each kind of record older than its setting, in batches, and keeps the rest', async () => {
    const db = t.database.db;
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * 86_400_000);
    await db.insert(auditLogs).values(
      [400, 400, 400, 400, 400, 10].map((days, i) => ({
        timestamp: daysAgo(days),
        operation: 'retention.test',
        entityId: `r-${i}`,
        details: {},
        outcome: 'ok' as const,
      })),
    );
    await db.insert(securityEvents).values([
      { timestamp: daysAgo(40), eventType: 'RETENTION_OLD', severity: 'low', details: {} },
      { timestamp: daysAgo(5), eventType: 'RETENTION_NEW', severity: 'low', details: {} },
    ]);
    await db.insert(cspReports).values({
      directive: 'img-src',
      blockedUrl: 'https://old.example',
      firstSeen: daysAgo(100),
      lastSeen: daysAgo(100),
    });

    // Every record past its setting goes, this test's and the others' alike (on a clock
    // set years ahead, records the other tests wrote today are past a year too).
    const pastSetting = async (table: string, column: string, days: number) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)} < ${daysAgo(days).toISOString()}::timestamptz`,
      );
      return row!.n;
    };
    const expected = {
      auditLog: await pastSetting('audit_logs', 'timestamp', 365),
      securityEvents: await pastSetting('security_events', 'timestamp', 30),
      cspReports: await pastSetting('csp_reports', 'last_seen', 90),
      activeDays: await pastSetting('user_active_days', 'day', 365),
      storeEvents: await pastSetting('store_events', 'at', 1),
    };
    expect(expected.auditLog).toBeGreaterThanOrEqual(5);
    const removed = await removeExpiredRecords(
      {
        db,
        clock: t.clock,
        logger: { info: () => {}, error: () => {} } as never,
        retentionDays: { auditLog: 365, securityEvents: 30, cspReports: 90, activeDays: 365 },
      },
      2,
    );
    expect(removed).toEqual(expected);
    const left = await queryRows<{ entity_id: string }>(
      db,
      sql`select entity_id from audit_logs where operation = 'retention.test'`,
    );
    expect(left.map((row) => row.entity_id)).toEqual(['r-5']);
    const events = await queryRows<{ event_type: string }>(
      db,
      sql`select event_type from security_events where event_type like 'RETENTION%'`,
    );
    expect(events.map((row) => row.event_type)).toEqual(['RETENTION_NEW']);
  });
});
