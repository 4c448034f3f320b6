import { z } from 'zod';
import { IMPORT_FIELDS } from '../deal-import';
import { ROLES } from '../roles';

/**
 * The deal-log import API (issue 15, ADR 032). The file travels as
 * multipart/form-data (`file`), beside `options`: this schema, as JSON text.
 */
export const DEAL_IMPORT_LIMITS = {
  /** Bytes of the uploaded file; past it 413. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows (the header aside). */
  maxRows: 20_000,
  maxColumns: 100,
  /** Rows the preview shows as they would be stored. */
  previewRows: 20,
  /** Problems and duplicates the answer lists; the counts say how many there are. */
  listed: 500,
  /** Hours after an import during which it can be undone. */
  undoHours: 24,
} as const;

export const DUPLICATE_CHOICES = ['skip', 'import'] as const;

export const dealImportOptionsSchema = z.object({
  dealership_id: z.number().int().positive().optional(),
  /** The field of each column, by position; absent, the header row's guess. */
  mapping: z.array(z.enum(IMPORT_FIELDS).nullable()).max(DEAL_IMPORT_LIMITS.maxColumns).optional(),
  /** Who each name of the file is: a person of the store, or null to leave the field empty. */
  people: z
    .array(z.object({ name: z.string().trim().min(1).max(120), user_id: z.uuid().nullable() }))
    .max(2000)
    .optional(),
  /** Rows that repeat a deal already logged (or an earlier row): left out unless 'import'. */
  duplicates: z.enum(DUPLICATE_CHOICES).default('skip'),
  /** Import the rows without problems and leave out the rest; otherwise any problem refuses all. */
  skip_invalid: z.boolean().default(false),
});

const problemSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  /** The column's position, or null for a field no column fills (a required one). */
  column: z.number().int().nullable(),
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});

const duplicateSchema = z.object({
  row: z.number().int(),
  /** Same deal number, or same stock number on the same day. */
  reason: z.enum(['deal_number', 'stock_and_date']),
  /** A deal of the store, or an earlier row of this file. */
  of: z.enum(['store', 'file']),
  deal_number: z.string().nullable(),
  stock_number: z.string(),
  deal_date: z.string(),
});

const personRef = z.object({ user_id: z.uuid(), name: z.string(), role: z.enum(ROLES) });

export const dealImportPreviewSchema = z.object({
  dealership_id: z.number().int(),
  file_name: z.string(),
  columns: z.array(
    z.object({
      index: z.number().int(),
      letter: z.string(),
      header: z.string(),
      field: z.enum(IMPORT_FIELDS).nullable(),
      guessed: z.enum(IMPORT_FIELDS).nullable(),
    }),
  ),
  counts: z.object({
    rows: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
    /** What a commit with these options writes. */
    to_import: z.number().int(),
  }),
  problems: z.array(problemSchema),
  problem_count: z.number().int(),
  duplicates: z.array(duplicateSchema),
  /** Every name of the file's person columns, with whom it was matched or chosen. */
  names: z.array(
    z.object({
      name: z.string(),
      fields: z.array(z.string()),
      rows: z.number().int(),
      user_id: z.uuid().nullable(),
      /** Matched by the name alone (false: chosen, or not matched). */
      guessed: z.boolean(),
      /** The user said to leave it empty, or picked someone. */
      chosen: z.boolean(),
    }),
  ),
  staff: z.array(personRef),
  /** The first rows as they would be stored; a row with problems shows what could be read. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      ok: z.boolean(),
      duplicate: z.boolean(),
      deal_number: z.string().nullable(),
      deal_date: z.string().nullable(),
      stock_number: z.string().nullable(),
      customer_last_name: z.string().nullable(),
      deal_type: z.string().nullable(),
      vehicle_type: z.string().nullable(),
      lender: z.string().nullable(),
      salesperson: z.string().nullable(),
      fi_manager: z.string().nullable(),
      front_end_gross: z.number().nullable(),
      back_end_gross: z.number().nullable(),
      status: z.string().nullable(),
    }),
  ),
});

export const dealImportBatchSchema = z.object({
  id: z.uuid(),
  dealership_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  deals: z.number().int(),
  skipped: z.number().int(),
  undone_at: z.string().nullable(),
  /** Until when it can be undone (24 h after it landed). */
  undo_until: z.string(),
  /** Within 24 h, not undone, and none of its deals changed or removed since. */
  undoable: z.boolean(),
});

export const dealImportBatchListSchema = z.object({ batches: z.array(dealImportBatchSchema) });

/** The import's streamed answer (application/x-ndjson): progress lines, then one outcome. */
export const dealImportProgressSchema = z.object({
  phase: z.enum(['checking', 'writing']),
  done: z.number().int(),
  total: z.number().int(),
});

export type DealImportOptions = z.input<typeof dealImportOptionsSchema>;
export type DealImportPreview = z.infer<typeof dealImportPreviewSchema>;
export type DealImportProblem = z.infer<typeof problemSchema>;
export type DealImportBatch = z.infer<typeof dealImportBatchSchema>;
export type DealImportProgress = z.infer<typeof dealImportProgressSchema>;
