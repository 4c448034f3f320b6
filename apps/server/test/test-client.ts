import type { SessionResponse } from '@das/shared/schemas/auth';
import type { createApp } from '../src/app';

/**
 * A browser-like caller of an in-process app: its own cookies, anti-forgery
 * token and access token. Free of vitest, so scripts (`npm run soak`) use it too.
 */
export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the anti-forgery token on a state-changing call (default true). */
  csrf?: boolean;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  accessToken: string | undefined;
  private csrfToken: string | undefined;

  constructor(
    private app: ReturnType<typeof createApp>,
    private defaultHeaders: Record<string, string>,
  ) {}

  async request(
    path: string,
    { method = 'GET', body, headers = {}, csrf = true }: RequestOptions = {},
  ) {
    const sent = new Headers({ ...this.defaultHeaders, ...headers });
    // A form (a file upload) sets its own multipart type and boundary.
    const form = body instanceof FormData;
    if (body !== undefined && !form) sent.set('Content-Type', 'application/json');
    if (this.accessToken && !sent.has('Authorization')) {
      sent.set('Authorization', `Bearer ${this.accessToken}`);
    }
    if (method !== 'GET' && csrf) sent.set('X-CSRF-Token', await this.csrf());
    if (this.cookies.size > 0) {
      sent.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await this.app.request(path, {
      method,
      headers: sent,
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    this.keepCookies(response);
    return response;
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.request('/api/auth/csrf');
      this.csrfToken = ((await response.json()) as { token: string }).token;
    }
    return this.csrfToken;
  }

  /** Signs in and keeps the access token, as the web app does. */
  async signIn(
    email: string,
    password = 'DemoPass123',
    rememberMe = false,
  ): Promise<SessionResponse> {
    const response = await this.request('/api/auth/sign-in', {
      method: 'POST',
      body: { email, password, rememberMe },
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
    const session = (await response.json()) as SessionResponse;
    this.accessToken = session.accessToken;
    return session;
  }

  /** The Set-Cookie headers of the last response. */
  lastSetCookies: string[] = [];

  private keepCookies(response: Response): void {
    this.lastSetCookies = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
