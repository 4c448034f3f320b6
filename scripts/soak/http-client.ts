import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-catalog';

/** SPEC.md §9: the web client gives up on a request after 30 seconds. */
export const CLIENT_TIMEOUT_MS = 30_000;

export interface Answer {
  /** The HTTP status, or `timeout` / `network` when no answer came. */
  status: number | 'timeout' | 'network';
  headers: Headers | undefined;
  body: unknown;
  ms: number;
}

/**
 * One browser's worth of a signed-in user over real HTTP: cookies, the
 * anti-forgery token and the bearer token, as the web app sends them. Each
 * client has an address of its own (X-Forwarded-For, the server trusting its
 * proxy), as the devices of a showroom would behind a load balancer.
 */
export class HttpClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  private accessToken: string | undefined;

  constructor(
    public baseUrl: string,
    private address: string,
  ) {}

  async request(
    path: string,
    {
      method = 'GET',
      body,
      headers = {},
    }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const sent = new Headers({ 'X-Forwarded-For': this.address, ...headers });
    if (body !== undefined) sent.set('Content-Type', 'application/json');
    if (this.accessToken) sent.set('Authorization', `Bearer ${this.accessToken}`);
    if (method !== 'GET' && this.csrfToken) sent.set('X-CSRF-Token', this.csrfToken);
    if (this.cookies.size > 0) {
      sent.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: sent,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const separator = pair.indexOf('=');
        this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
      }
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        ms: performance.now() - started,
      };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        status: timedOut ? 'timeout' : 'network',
        headers: undefined,
        body: String(error),
        ms: performance.now() - started,
      };
    }
  }

  /** Signs in as the web app does: anti-forgery token first, then the password. */
  async signIn(email: string): Promise<void> {
    const csrf = await this.request('/api/auth/csrf');
    this.csrfToken = (csrf.body as { token?: string } | undefined)?.token;
    const answer = await this.request('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD, rememberMe: false },
    });
    if (answer.status !== 200) {
      throw new Error(
        `sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    this.accessToken = (answer.body as { accessToken: string }).accessToken;
  }
}
