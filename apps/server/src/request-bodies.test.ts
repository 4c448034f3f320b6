import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@das/shared/errors';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { DEAL_IMPORT_UPLOADS } from './modules/deal-import/deal-import.routes';

/**
 * Every write route of the OpenAPI document answers a body it cannot take with
 * a 4xx in the error envelope, never a 500 (issue 10: 27 endpoints answered 500
 * to a body that was not JSON, and to text holding NUL).
 */
let t: TestApp;
let manager: TestClient;
let writeRoutes: { method: string; path: string }[];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  manager = t.client();
  await manager.signIn('sales_manager@demo.example.com');
  const document = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  writeRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        path: path.replace('{dealership_id}', '46').replace(/\{[^}]+\}/g, SOME_ID),
      }))
      // A file upload takes multipart/form-data (ADR 032): held to its own rules below.
      .filter((route) => !(route.path in DEAL_IMPORT_UPLOADS)),
  );
});
afterAll(() => t.close());

async function send(route: { method: string; path: string }, body: string, type?: string) {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${manager.accessToken}`,
    'X-CSRF-Token': await manager.csrf(),
    Cookie: [...manager.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
  if (type !== undefined) headers['Content-Type'] = type;
  return t.app.request(route.path, { method: route.method, headers, body });
}

describe('every write route', () => {
  it('is found in the OpenAPI document', () => {
    expect(writeRoutes.length).toBeGreaterThan(25);
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1&b=2'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
    ['application/xml', '<a>1</a>'],
    [undefined, '{"a":1}'],
    ['application/json, text/plain', '{"a":1}'],
  ])('answers a body sent as %s with 415 UNSUPPORTED_MEDIA_TYPE', async (type, body) => {
    const answers = [];
    for (const route of writeRoutes) {
      const response = await send(route, body, type);
      const error = ((await response.json()) as ErrorBody).error;
      answers.push(`${route.method} ${route.path} ${response.status} ${error.code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 415 UNSUPPORTED_MEDIA_TYPE'))).toEqual([]);
  });

  it('answers text holding NUL with 400 naming the field', async () => {
    const wrong = [];
    for (const route of writeRoutes) {
      const response = await send(route, '{"name":"a\\u0000b"}', 'APPLICATION/JSON');
      const error = ((await response.json()) as ErrorBody).error;
      const details = error.details as { field: string; code: string }[] | undefined;
      if (response.status !== 400 || details?.[0]?.field !== 'name') {
        wrong.push(`${route.method} ${route.path} ${response.status} ${error.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the upload routes (the deal import, ADR 032)', () => {
  it('take multipart/form-data only (415 otherwise), and a form without a file is 400 naming it', async () => {
    const finance = t.client();
    await finance.signIn('finance_manager@demo.example.com');
    for (const path of Object.keys(DEAL_IMPORT_UPLOADS)) {
      const json = await finance.request(path, { method: 'POST', body: { name: 'a\u0000b' } });
      expect(json.status).toBe(415);
      const form = new FormData();
      form.append('options', '{}');
      const response = await finance.request(path, { method: 'POST', body: form });
      expect(response.status).toBe(400);
      const details = ((await response.json()) as ErrorBody).error.details as { field: string }[];
      expect(details[0]?.field).toBe('file');
    }
  });
});
