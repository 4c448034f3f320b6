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

function describeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  // A database driver's own error (the constraint, the code) is the cause of a failed query.
  const cause = error.cause === undefined ? {} : { cause: describeError(error.cause) };
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
