import type { Logger } from './logger';

/**
 * Work a request starts and does not answer after: the mail of a magic link or a
 * password reset. Answering first makes a request about an unknown address take
 * as long as one about a real account, so the time of the answer does not say
 * which addresses have accounts (issue 10, ADR 015). A failure is logged, as the
 * caller already has its answer.
 */
export interface Background {
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once everything started so far has finished: shutdown and tests wait on it. */
  settled(): Promise<void>;
}

export function createBackground(logger: Logger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      // Started on the next turn of the event loop, so its queries do not queue
      // ahead of what the answer still has to do.
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error(`${what} failed`, { error }),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
