import type { Context } from 'hono';
import { accountKey, RATE_RULES } from '../../auth/rate-limit';
import type { AppEnv } from '../../lib/app-env';

/** One mail per few minutes per inbox, whoever asks: no flooding someone else's mailbox. */
export async function allowMailTo(c: Context<AppEnv>, email: string): Promise<boolean> {
  const { allowed } = await c.var.auth.rateCounter.consume(
    `mail:${accountKey(email)}`,
    RATE_RULES.mailPerRecipient,
  );
  return allowed;
}
