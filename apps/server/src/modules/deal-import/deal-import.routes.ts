import { createRoute, z } from '@hono/zod-openapi';
import {
  DEAL_IMPORT_LIMITS,
  dealImportBatchListSchema,
  dealImportBatchSchema,
  dealImportPreviewSchema,
} from '@das/shared/schemas/deal-import';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { errorResponse, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Deal import'];

/**
 * The import's upload paths and their byte limit (the file and a little for the
 * options and the form's boundaries): the body parser passes them on unread.
 */
const UPLOAD_BYTES = DEAL_IMPORT_LIMITS.maxBytes + 256 * 1024;
export const DEAL_IMPORT_UPLOADS: Record<string, number> = {
  '/api/deals/import/preview': UPLOAD_BYTES,
  '/api/deals/import': UPLOAD_BYTES,
};

/** The file (a .csv or .xlsx) and the options as JSON text (`dealImportOptionsSchema`). */
const uploadBody = {
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: z.object({
          file: z.instanceof(File).openapi({ type: 'string', format: 'binary' }),
          options: z.string().max(200_000).optional().openapi({
            description: 'JSON: dealership_id, mapping, people, duplicates, skip_invalid',
          }),
        }),
      },
    },
  },
};

const uploadErrors = {
  413: errorResponse('The file is larger than 10 MB'),
  415: errorResponse('Not a CSV file or an Excel workbook (.xlsx)'),
};

export const previewImport = createRoute({
  method: 'post',
  path: '/deals/import/preview',
  tags,
  summary:
    'Dry run of a deal log: the guessed or given column mapping, each problem by row and column, duplicates, names, the first rows as stored. Writes nothing. Goal: 10,000 rows in under 5 s',
  middleware: [requireUser, requirePermission('deals.import')],
  request: uploadBody,
  responses: {
    200: jsonResponse(dealImportPreviewSchema, 'What an import with these options would write'),
    ...uploadErrors,
    ...signedInErrors,
  },
});

export const runImport = createRoute({
  method: 'post',
  path: '/deals/import',
  tags,
  summary:
    'Import a deal log in one transaction (all or nothing), recorded as one batch. The answer is application/x-ndjson: progress lines, then {"result": batch} or {"error": …}. Goal: 10,000 rows in under 30 s',
  middleware: [requireUser, requirePermission('deals.import')],
  request: uploadBody,
  responses: {
    200: {
      description: 'Progress lines, then the batch (or the error that rolled it back)',
      content: { 'application/x-ndjson': { schema: z.string() } },
    },
    ...uploadErrors,
    ...signedInErrors,
  },
});

export const listImports = createRoute({
  method: 'get',
  path: '/deals/imports',
  tags,
  summary: "A store's imports of the last 7 days, newest first, with whether each can be undone",
  middleware: [requireUser, requirePermission('deals.import')],
  request: {
    query: z.object({ dealership_id: z.coerce.number().int().positive().optional() }),
  },
  responses: {
    200: jsonResponse(dealImportBatchListSchema, 'The imports'),
    ...signedInErrors,
  },
});

export const undoImport = createRoute({
  method: 'post',
  path: '/deals/import/{batch_id}/undo',
  tags,
  summary:
    'Undo an import as a whole: within 24 hours, and only if none of its deals changed since (409 otherwise)',
  middleware: [requireUser, requirePermission('deals.import')],
  request: { params: z.object({ batch_id: z.uuid() }) },
  responses: {
    200: jsonResponse(dealImportBatchSchema, 'The import, undone'),
    404: errorResponse('No such import here'),
    409: errorResponse('Undone already, past 24 hours, or a deal of it changed since'),
    ...signedInErrors,
  },
});
