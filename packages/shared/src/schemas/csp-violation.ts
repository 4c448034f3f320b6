import { z } from 'zod';

/** What the browser's securitypolicyviolation event reports (SPEC.md §7 "POST /api/csp-violation"). */
export const cspViolationSchema = z.object({
  blockedURI: z.string().max(1000),
  directive: z.string().min(1).max(200),
  originalPolicy: z.string().max(1000),
  timestamp: z.iso.datetime({ offset: true }),
});

export type CspViolation = z.infer<typeof cspViolationSchema>;
