import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/free-port';

/** Debian's nginx (`apt-get install nginx-light`), the reverse proxy of docs/deploy.md. */
const NGINX = '/usr/sbin/nginx';

/**
 * nginx balancing between `appUrls` with docs/deploy.md's proxy settings (kept-alive
 * upstream connections, X-Forwarded-For, unbuffered for the event streams), its
 * files in a folder of its own. Resolves once it answers.
 */
export async function startNginx(
  appUrls: string[],
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'das-nginx-'));
  const upstreams = appUrls.map((url) => `server ${new URL(url).host};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr error;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  upstream app { ${upstreams} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx (${NGINX}) exited at start`);
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
