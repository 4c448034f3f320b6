import { z } from 'zod';
import { ERROR_CODES, FIELD_ISSUE_CODES, type ErrorCode } from '../errors';

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const fieldIssueSchema = z.object({
  field: z.string(),
  code: z.enum(FIELD_ISSUE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  message: z.string(),
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(codes),
    message: z.string(),
    details: z.union([z.array(fieldIssueSchema), z.record(z.string(), z.unknown())]).optional(),
  }),
});
