import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { users } from '../db/schema';
import { createLogger } from './logger';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the log line of a failed insert (issue 10)', () => {
  it("names the constraint and the SQLSTATE, not the customer's name or address", async () => {
    const person = {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Zebediah Quackenbush',
      email: 'zebediah.quackenbush@example.com',
      emailVerified: true,
    };
    await database.db.insert(users).values(person);
    const failure = await database.db
      .insert(users)
      .values({ ...person, id: '22222222-2222-4222-8222-222222222222' })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);

    const lines: string[] = [];
    createLogger({ level: 'debug', write: (line) => lines.push(line) }).error('unhandled error', {
      error: failure,
    });
    const [line = ''] = lines;
    expect(line).not.toMatch(/Quackenbush|zebediah/i);
    expect(line).toContain('23505');
    expect(line).toContain('insert into \\"users\\"');
    expect(JSON.parse(line)).toMatchObject({
      error: { message: 'Failed query', cause: { code: '23505', constraint: expect.any(String) } },
    });
  });
});
