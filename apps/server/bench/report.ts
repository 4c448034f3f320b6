/** Shared by the bench modes: percentiles, sign-in over HTTP, and lines with goals. */

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** A result line; `goal` is issue 11's target for it, judged PASS or FAIL. */
export interface Line {
  label: string;
  value: string;
  goal?: { text: string; pass: boolean };
}

export function printLines(title: string, lines: readonly Line[]): void {
  const width = Math.max(...lines.map((line) => line.label.length));
  const valueWidth = Math.max(...lines.map((line) => line.value.length));
  process.stdout.write(`\n== ${title}\n`);
  for (const { label, value, goal } of lines) {
    const judged = goal ? `  goal ${goal.text}  ${goal.pass ? 'PASS' : 'FAIL'}` : '';
    process.stdout.write(`${label.padEnd(width)}  ${value.padEnd(valueWidth)}${judged}\n`);
  }
}

export function note(text: string): void {
  process.stdout.write(`   ${text}\n`);
}

export const DEMO_PASSWORD = 'DemoPass123';

export interface SignedIn {
  accessToken: string;
  /** The session cookie, as a Cookie header, for a browser that restores the session. */
  cookie: string;
}

/** Signs a demo account in through the API, as the login page does. */
export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const csrfCookie = csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { token } = (await csrf.json()) as { token: string };
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: csrfCookie },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  }
  const { accessToken } = (await response.json()) as { accessToken: string };
  const cookies = [csrfCookie, ...response.headers.getSetCookie().map((c) => c.split(';')[0])];
  return { accessToken, cookie: cookies.filter(Boolean).join('; ') };
}
