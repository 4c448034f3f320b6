import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_MODULES } from './app';
import { createRouter } from './lib/router';

/** A probe module: echoes what the validator let through, or fails the way a bug would. */
const probe = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/probe/echo',
      request: {
        body: {
          content: {
            'application/json': {
              schema: z.object({
                stock_number: z.string().min(1).max(20),
                front_end_gross: z.number().min(0),
                notes: z.string().optional(),
              }),
            },
          },
        },
      },
      responses: { 200: { description: 'echo' } },
    }),
    (c) => c.json(c.req.valid('json'), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/probe/broken',
      responses: { 200: { description: 'never' } },
    }),
    async (c) => {
      await c.var.db.execute(sql`select secret_column from no_such_table`);
      return c.body(null, 200);
    },
  );

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };
type Content = Record<string, { schema: JsonSchema } | undefined>;
interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<
    string,
    | Record<
        string,
        { requestBody?: { content: Content }; responses: Record<string, { content?: Content }> }
      >
    | undefined
  >;
}

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ modules: [...API_MODULES, probe] });
});
afterAll(() => t.close());

/** A POST with a valid anti-forgery token, as the web app sends it. */
const post = async (path: string, body: unknown) => {
  const client = t.client();
  const token = await client.csrf();
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-Token': token,
      Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
};

describe('GET /api/health', () => {
  it('answers ok with the database kind and version', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      version: '1.0.0',
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('error envelope', () => {
  it('answers an unknown API route with 404 NOT_FOUND', async () => {
    const response = await t.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such API route' },
    });
  });

  it('answers invalid input with 400 VALIDATION_ERROR naming each bad field', async () => {
    const response = await post('/api/probe/echo', { stock_number: '', front_end_gross: -5 });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(
      "Validation failed: Field 'stock_number' is required; Field 'front_end_gross' must be at least 0",
    );
    expect(error.details).toEqual([
      {
        field: 'stock_number',
        code: 'required',
        params: {},
        message: "Field 'stock_number' is required",
      },
      {
        field: 'front_end_gross',
        code: 'too_small',
        params: { minimum: 0 },
        message: "Field 'front_end_gross' must be at least 0",
      },
    ]);
  });

  it('answers malformed JSON with 400 INVALID_REQUEST', async () => {
    const response = await post('/api/probe/echo', '{"stock_number": ');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('INVALID_REQUEST');
  });

  it('answers an unexpected failure with 500 UNKNOWN_ERROR and keeps the details in the log', async () => {
    const response = await t.app.request('/api/probe/broken', {
      headers: { 'X-Request-ID': 'broken-1' },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'UNKNOWN_ERROR', message: 'Service temporarily unavailable' },
    });
    expect(text).not.toMatch(/no_such_table|secret_column|select|at .*\.ts/);
    const logged = t.logs.find(
      (line) => line.msg === 'unhandled error' && line.requestId === 'broken-1',
    );
    expect(JSON.stringify(logged)).toContain('no_such_table');
  });
});

describe('request bodies (SPEC.md §5)', () => {
  it('hands the handler a sanitized body', async () => {
    const response = await post('/api/probe/echo', {
      stock_number: '<b>T12345</b>',
      front_end_gross: 1500,
      notes: 'javascript:alert(1) onload=x',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      stock_number: 'bT12345/b',
      front_end_gross: 1500,
      notes: 'alert(1) x',
    });
  });

  it.each([
    ['too deep', { a: { b: { c: { d: { e: { f: 1 } } } } } }],
    ['too many keys', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]))],
    ['too many items', { list: Array.from({ length: 101 }, (_, i) => i) }],
    ['too long a string', { notes: 'x'.repeat(1001) }],
  ])('refuses a body that is %s with 400 INVALID_REQUEST', async (_, body) => {
    const response = await post('/api/probe/echo', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_REQUEST', message: 'Request body too complex' },
    });
  });

  it('refuses a body far over the size limit without reading it all', async () => {
    const response = await post('/api/probe/echo', { notes: 'x'.repeat(300_000) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Request body too complex');
  });
});

describe('POST /api/csp-violation', () => {
  it('records a well-formed report in the log', async () => {
    const response = await post('/api/csp-violation', {
      blockedURI: 'https://evil.example/x.js',
      directive: 'script-src',
      originalPolicy: "script-src 'self'",
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    expect(response.status).toBe(204);
    expect(t.logs.some((line) => line.msg === 'csp violation')).toBe(true);
  });

  it('refuses a report without its fields', async () => {
    const response = await post('/api/csp-violation', { directive: 'script-src' });
    expect(response.status).toBe(400);
    const details = (await errorOf(response)).details as { field: string }[];
    const fields = details.map((d) => d.field);
    expect(fields).toEqual(['blockedURI', 'originalPolicy', 'timestamp']);
  });
});

describe('request ids', () => {
  it("echoes the caller's id when it is sane", async () => {
    const response = await t.app.request('/api/health', {
      headers: { 'X-Request-ID': 'abc-123_x=' },
    });
    expect(response.headers.get('X-Request-ID')).toBe('abc-123_x=');
  });

  it('replaces an id that is not sane', async () => {
    for (const bad of ['has spaces', 'x'.repeat(200), '<script>']) {
      const response = await t.app.request('/api/health', { headers: { 'X-Request-ID': bad } });
      const id = response.headers.get('X-Request-ID');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends one on every response, errors included', async () => {
    const response = await t.app.request('/api/nope');
    expect(response.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each API request as masked JSON with its id', async () => {
    await t.app.request('/api/nope/1HGCM82633A004352', { headers: { 'X-Request-ID': 'vin-1' } });
    const line = t.logs.find((entry) => entry.msg === 'request' && entry.requestId === 'vin-1');
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 404,
      path: '/api/nope/*************4352',
    });
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy on every response', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await t.app.request(path);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('adds HSTS when served over HTTPS', async () => {
    const response = await t.app.request('https://board.example.com/api/health');
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    const untrusted = await t.app.request('/api/health', { headers });
    expect(untrusted.headers.get('Strict-Transport-Security')).toBeNull();
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const trusted = await proxied.app.request('/api/health', { headers });
      expect(trusted.headers.get('Strict-Transport-Security')).not.toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the validating schemas', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    const health =
      document.paths['/api/health']?.get?.responses['200']?.content?.['application/json'];
    expect(health?.schema).toMatchObject({
      properties: { database: { enum: ['pglite', 'postgres'] } },
    });
    const csp =
      document.paths['/api/csp-violation']?.post?.requestBody?.content['application/json'];
    expect(csp?.schema.required).toEqual([
      'blockedURI',
      'directive',
      'originalPolicy',
      'timestamp',
    ]);
  });

  it('serves a readable docs page that lists every route', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/health');
    expect(html).toContain('/api/csp-violation');
    expect(html).not.toContain('/api/api/');
    expect(html).not.toContain('<script');
  });
});

describe('when the database stops answering', () => {
  it('health answers 503 in the error envelope, and so does every call while the database is gone', async () => {
    const broken = await createTestApp({ demo: true });
    const client = broken.client();
    await client.signIn('sales_manager@demo.example.com');
    await broken.database.close();
    const response = await broken.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'NETWORK_DB_ERROR',
        message: 'Database temporarily unavailable. Please try again in a moment.',
        details: { database: 'down' },
      },
    });
    const call = await client.request('/api/deals');
    expect(call.status).toBe(503);
    expect(call.headers.get('Retry-After')).toBe('5');
  });
});
