import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RATE_RULES } from '../../auth/rate-limit';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH } from './csp.routes';

/** Issue 10 (Low): anonymous CSP reports are limited per address and in size (ADR 015). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const report = (from: string, extra = '') =>
  t.app.request(CSP_REPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({
      blockedURI: `https://evil.example/x.js${extra}`,
      directive: 'script-src',
      originalPolicy: "script-src 'self'",
      timestamp: '2026-11-25T10:00:00.000Z',
    }),
  });

describe(`POST ${CSP_REPORT_PATH}`, () => {
  it('is limited per address, with Retry-After', async () => {
    for (let i = 0; i < RATE_RULES.cspReports.limit; i++) {
      expect((await report('198.51.100.1')).status).toBe(204);
    }
    const over = await report('198.51.100.1');
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another address still reports.
    expect((await report('198.51.100.2')).status).toBe(204);
  });

  it('refuses a report past its size limit with 413', async () => {
    const response = await report('198.51.100.3', 'x'.repeat(CSP_REPORT_MAX_BYTES));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: CSP_REPORT_MAX_BYTES } },
    });
  });

  it('is where the policy tells browsers to report', async () => {
    const response = await t.app.request('/api/health');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(`report-uri ${CSP_REPORT_PATH}`);
    expect(policy).toContain('report-to csp');
    expect(response.headers.get('Reporting-Endpoints')).toBe(`csp="${CSP_REPORT_PATH}"`);
  });
});
