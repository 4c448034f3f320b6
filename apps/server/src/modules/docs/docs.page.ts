import { PRODUCT_NAME } from '@das/shared/constants';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * A readable page of the OpenAPI document, rendered on the server: no script,
 * no outside assets, so it works offline and under the strict CSP.
 */
type OpenApiDocument = {
  info: { title: string; version: string };
  paths?: object;
};
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function schemaBlock(content: Record<string, { schema?: unknown }> | undefined): string {
  const schema = content?.['application/json']?.schema;
  return schema === undefined
    ? ''
    : `<pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre>`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(
      ([status, response]) =>
        `<h4>${escapeHtml(status)} — ${escapeHtml(response.description ?? '')}</h4>${schemaBlock(response.content)}`,
    )
    .join('');
  return `<details id="${escapeHtml(`${method}-${path}`)}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="summary">${escapeHtml(operation.summary ?? '')}</span></summary>
<div class="body">
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
${parameters ? `<h3>Parameters</h3><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Description</th></tr></thead><tbody>${parameters}</tbody></table>` : ''}
${operation.requestBody ? `<h3>Request body</h3>${schemaBlock(operation.requestBody.content)}` : ''}
<h3>Responses</h3>${responses}
</div></details>`;
}

export function renderApiDocs(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, PathItem>)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const sections = [...byTag.entries()]
    .map(
      ([tag, operations]) => `<section><h2>${escapeHtml(tag)}</h2>${operations.join('')}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — API reference</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#0f172a;background:#f8fafc;line-height:1.5}
header{background:#0f172a;color:#f8fafc;padding:1.5rem 2rem}header h1{margin:0;font-size:1.5rem}header p{margin:.25rem 0 0;color:#cbd5e1}
main{max-width:960px;margin:0 auto;padding:1.5rem 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
details{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;margin:.5rem 0}
summary{cursor:pointer;padding:.75rem 1rem;display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
summary:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.method{font-weight:700;font-size:.75rem;padding:.15rem .5rem;border-radius:.25rem;color:#fff;min-width:3.5rem;text-align:center}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.summary{color:#475569}.body{padding:0 1rem 1rem;border-top:1px solid #e2e8f0}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:.375rem;overflow:auto;font-size:.8rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;border-bottom:1px solid #e2e8f0;padding:.35rem .5rem}
a{color:#1d4ed8}
</style></head>
<body><header><h1>${escapeHtml(PRODUCT_NAME)} API</h1><p>Version ${escapeHtml(document.info.version)} · Every route below is generated from the schemas that validate it. Machine-readable: <a href="/api/openapi.json" style="color:#93c5fd">/api/openapi.json</a></p></header>
<main>${sections}</main></body></html>`;
}
