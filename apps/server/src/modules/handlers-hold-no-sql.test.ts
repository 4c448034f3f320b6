import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md convention 3: handlers orchestrate, repositories own the SQL.
 * Read as text, so a handler that builds a query fails here before review.
 */
const modules = fileURLToPath(new URL('.', import.meta.url));
const handlerFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.handlers.ts'))
  .sort();

const FORBIDDEN = [
  { rule: 'imports drizzle-orm', pattern: /from\s+['"]drizzle-orm/ },
  { rule: 'imports a table from db/schema', pattern: /from\s+['"][./]*db\/schema/ },
  {
    rule: 'builds a query on the database',
    pattern: /\b(db|tx)\s*\.\s*(select|insert|update|delete|execute|query)\b/,
  },
  { rule: 'writes raw SQL', pattern: /\bsql\s*`/ },
];

describe('handlers hold no SQL', () => {
  it('finds the handler files', () => {
    expect(handlerFiles.length).toBeGreaterThan(10);
  });

  it.each(handlerFiles)('%s', (file) => {
    const text = readFileSync(`${modules}/${file}`, 'utf8');
    const broken = FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
    expect(broken).toEqual([]);
  });
});
