import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(codes),
    message: z.string(),
    details: z
      .union([
        z.array(z.object({ field: z.string(), message: z.string() })),
        z.record(z.string(), z.unknown()),
      ])
      .optional(),
  }),
});
