import { maskSensitive, maskText } from './mask';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

const LEVELS: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
};

interface LoggerOptions {
  level: LogLevel | 'silent';
  write?: (line: string) => void;
  base?: Fields;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * What a log line says of an error. A failed query's message carries its
 * parameters, and a database's own message and detail can quote a value
 * ("Key (email)=(…)"): a customer's name or e-mail address would reach the log
 * (issue 10). Of those the line keeps the SQL with its placeholders and the
 * SQLSTATE, constraint, table and column: what a developer needs to find the
 * fault, and no one's data.
 */
function describeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  // A database driver's own error (the constraint, the code) is the cause of a failed query.
  const cause = error.cause === undefined ? {} : { cause: describeError(error.cause) };
  const fields = error as Error & Record<string, unknown>;
  const query = typeof fields.query === 'string' ? { query: fields.query } : {};
  if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
    const { code, constraint, table, column } = fields;
    return {
      name: error.name,
      code,
      ...(typeof constraint === 'string' ? { constraint } : {}),
      ...(typeof table === 'string' ? { table } : {}),
      ...(typeof column === 'string' ? { column } : {}),
      ...query,
      stack: framesOf(error),
      ...cause,
    };
  }
  if ('params' in fields) {
    return {
      name: error.name,
      message: 'Failed query',
      ...query,
      stack: framesOf(error),
      ...cause,
    };
  }
  return { name: error.name, message: error.message, stack: error.stack, ...cause };
}

/** One JSON object per line, masked (SPEC.md §5): what a log collector ingests as is. */
export function createLogger({
  level,
  write = (line) => process.stdout.write(`${line}\n`),
  base = {},
}: LoggerOptions): Logger {
  const threshold = LEVELS[level];
  const log = (entryLevel: LogLevel, message: string, fields: Fields = {}) => {
    if (LEVELS[entryLevel] < threshold) return;
    const { error, ...rest } = { ...base, ...fields };
    const entry = maskSensitive({
      time: new Date().toISOString(),
      level: entryLevel,
      msg: maskText(message),
      ...rest,
      ...(error === undefined ? {} : { error: describeError(error) }),
    });
    write(JSON.stringify(entry));
  };
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    child: (fields) => createLogger({ level, write, base: { ...base, ...fields } }),
  };
}
