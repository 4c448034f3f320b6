import { createInstanceId } from './instance-id';

/**
 * Start-up of SPEC.md §4 "Startup": initializing, then ready after about
 * 100 ms, or failed when any step reported an error. Translations must be
 * ready before the app renders; the session is only started here, and the
 * route guards show their own "Verifying your access..." while it is checked.
 */
export type StartupStep = 'translations' | 'session';

export interface StartupError {
  step: StartupStep;
  detail: string;
}

export interface StartupState {
  phase: 'initializing' | 'ready' | 'failed';
  errors: readonly StartupError[];
}

export interface Startup {
  instanceId: string;
  getState(): StartupState;
  subscribe(listener: () => void): () => void;
}

export interface StartupTasks {
  initTranslations: () => Promise<unknown>;
  /** Started, not awaited; a failure later still shows the failed screen. */
  restoreSession: () => Promise<unknown>;
  minimumMs?: number;
}

/** SPEC.md §4: the initializing screen stays up for about 100 ms. */
export const STARTUP_MINIMUM_MS = 100;

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export function startApp({
  initTranslations,
  restoreSession,
  minimumMs = STARTUP_MINIMUM_MS,
}: StartupTasks): Startup {
  const listeners = new Set<() => void>();
  let state: StartupState = { phase: 'initializing', errors: [] };

  function setState(next: StartupState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function report(step: StartupStep, error: unknown): void {
    const errors = [...state.errors, { step, detail: describe(error) }];
    setState({ phase: state.phase === 'initializing' ? 'initializing' : 'failed', errors });
  }

  async function run(step: StartupStep, task: () => Promise<unknown>): Promise<void> {
    try {
      await task();
    } catch (error) {
      report(step, error);
    }
  }

  void run('session', restoreSession);
  const minimumDelay = new Promise<void>((resolve) => setTimeout(resolve, minimumMs));
  void Promise.all([run('translations', initTranslations), minimumDelay]).then(() => {
    setState({ phase: state.errors.length > 0 ? 'failed' : 'ready', errors: state.errors });
  });

  return {
    instanceId: createInstanceId(),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
