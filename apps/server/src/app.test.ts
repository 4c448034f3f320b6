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
          required: true,
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

/** A POST of raw text under any Content-Type (or none), with a valid anti-forgery token. */
const send = async (path: string, body: string | Uint8Array, contentType?: string) => {
  const client = t.client();
  const token = await client.csrf();
  const headers: Record<string, string> = {
    'X-CSRF-Token': token,
    Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  return t.app.request(path, { method: 'POST', headers, body });
};

const validEcho = { stock_number: 'T12345', front_end_gross: 1500 };

describe('request bodies (ADR 016)', () => {
  it('hands the handler the text exactly as typed, markup and long notes included', async () => {
    const typed = {
      stock_number: '<b>T1</b>',
      front_end_gross: 1500,
      notes: `<script>alert(1)</script> javascript:x onload=y url(z) data:a ${'n'.repeat(1480)}\n\tend`,
    };
    const response = await post('/api/probe/echo', typed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(typed);
  });

  it.each([
    ['text/plain', 'stock_number=T1'],
    ['application/x-www-form-urlencoded', 'stock_number=T1&front_end_gross=1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
    ['application/xml', '<deal><stock_number>T1</stock_number></deal>'],
    [undefined, JSON.stringify(validEcho)],
    ['application/json, text/plain', JSON.stringify(validEcho)],
    ['application/json; charset=latin1', JSON.stringify(validEcho)],
    ['text/json', JSON.stringify(validEcho)],
  ])('answers a body sent as %s with 415 UNSUPPORTED_MEDIA_TYPE', async (type, body) => {
    const response = await send('/api/probe/echo', body, type);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Request body must be JSON (application/json)',
        details: { accepted: ['application/json'] },
      },
    });
  });

  it.each([
    'APPLICATION/JSON',
    'application/json; charset=UTF-8',
    'Application/Json ; Charset="utf-8"',
    'application/json;charset=utf8',
    'application/merge-patch+json',
  ])('reads a body sent as %s as JSON', async (type) => {
    const response = await send('/api/probe/echo', JSON.stringify(validEcho), type);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(validEcho);
  });

  it('reads an empty body under any label as no body: the schema names what is missing', async () => {
    const response = await send('/api/probe/echo', '', 'text/plain');
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect((error.details as { field: string }[]).map((issue) => issue.field)).toEqual([
      'stock_number',
      'front_end_gross',
    ]);
  });

  it('answers text that is not UTF-8 JSON with 400 INVALID_REQUEST', async () => {
    for (const body of ['{"stock_number": ', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])]) {
      const response = await send('/api/probe/echo', body, 'application/json');
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'INVALID_REQUEST',
        message: 'Request body is not valid JSON',
      });
    }
  });

  it('refuses NUL and other control characters with 400 naming each field', async () => {
    const response = await post('/api/probe/echo', {
      stock_number: 'T1\u0000',
      front_end_gross: 1,
      notes: 'bell \u0007',
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual([
      {
        field: 'stock_number',
        code: 'control_characters',
        params: {},
        message:
          "Field 'stock_number' must not contain control characters other than tabs and line breaks",
      },
      {
        field: 'notes',
        code: 'control_characters',
        params: {},
        message:
          "Field 'notes' must not contain control characters other than tabs and line breaks",
      },
    ]);
  });

  it.each([
    ['too deep', { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } }],
    ['too many keys', Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i]))],
    ['too many items', { list: Array.from({ length: 1001 }, (_, i) => i) }],
  ])('refuses a body that is %s with 400 INVALID_REQUEST', async (_, body) => {
    const response = await post('/api/probe/echo', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_REQUEST', message: 'Request body too complex' },
    });
  });

  it('answers a body over 256 KiB with 413 PAYLOAD_TOO_LARGE, declared or not', async () => {
    const big = JSON.stringify({ ...validEcho, notes: 'x'.repeat(300_000) });
    const streamed = await post('/api/probe/echo', big);
    const declared = await t.app.request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '300000' },
      body: '{}',
    });
    for (const response of [streamed, declared]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'Request body too large',
          details: { maxBytes: 262_144 },
        },
      });
    }
  });

  it('takes a body just under the limit: no string is capped but by its schema', async () => {
    const response = await post('/api/probe/echo', { ...validEcho, notes: 'x'.repeat(250_000) });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/csp-violation', () => {
  const violations = () => t.logs.filter((line) => line.msg === 'csp violation');

  it("records our page's own report (application/json) in the log", async () => {
    const before = violations().length;
    const response = await post('/api/csp-violation', {
      blockedURI: 'https://evil.example/x.js',
      directive: 'script-src',
      originalPolicy: "script-src 'self'",
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    expect(response.status).toBe(204);
    expect(violations().slice(before)).toHaveLength(1);
  });

  it("records a browser's report-uri report (application/csp-report)", async () => {
    const before = violations().length;
    const report = {
      'csp-report': {
        'document-uri': 'https://app.example/dashboard',
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'self'; script-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/x.js',
        'line-number': 12,
        'column-number': 3,
        'source-file': 'https://app.example/assets/index.js',
        'status-code': 200,
        'script-sample': '',
      },
    };
    const response = await t.app.request('/api/csp-violation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
    expect(violations().slice(before)).toEqual([
      expect.objectContaining({
        report: expect.objectContaining({
          blockedURI: 'https://evil.example/x.js',
          directive: 'script-src-elem',
          documentURI: 'https://app.example/dashboard',
        }),
      }),
    ]);
  });

  it("records a browser's Reporting API reports (application/reports+json)", async () => {
    const before = violations().length;
    const reports = [
      {
        type: 'csp-violation',
        age: 53,
        url: 'https://app.example/dashboard',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'https://app.example/dashboard',
          referrer: '',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          originalPolicy: "script-src 'self'",
          sourceFile: 'https://app.example/',
          sample: '',
          disposition: 'enforce',
          statusCode: 200,
          lineNumber: 1,
          columnNumber: 1,
        },
      },
      { type: 'deprecation', body: {} },
    ];
    const response = await t.app.request('/api/csp-violation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify(reports),
    });
    expect(response.status).toBe(204);
    expect(violations().slice(before)).toEqual([
      expect.objectContaining({
        report: expect.objectContaining({ blockedURI: 'inline', directive: 'script-src-elem' }),
      }),
    ]);
  });

  it('takes the browser forms on this route only', async () => {
    const response = await send(
      '/api/probe/echo',
      JSON.stringify(validEcho),
      'application/csp-report',
    );
    expect(response.status).toBe(415);
  });

  it('refuses a report without its fields, naming those of its form', async () => {
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
    const signIn =
      document.paths['/api/auth/sign-in']?.post?.requestBody?.content['application/json'];
    expect(signIn?.schema.required).toEqual(['email', 'password']);
    const csp = document.paths['/api/csp-violation']?.post?.requestBody?.content;
    expect(Object.keys(csp ?? {})).toEqual([
      'application/json',
      'application/csp-report',
      'application/reports+json',
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
