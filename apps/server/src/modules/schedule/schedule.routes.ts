import { createRoute } from '@hono/zod-openapi';
import {
  copyWeekSchema,
  saveScheduleSchema,
  scheduleQuerySchema,
  scheduleWeekSchema,
} from '@das/shared/schemas/schedule';
import { requirePermission } from '../../auth/authorize';
import { requireUser } from '../../auth/require-user';
import { jsonBody, jsonResponse, signedInErrors } from '../../lib/openapi';

const tags = ['Schedule'];

export const getSchedule = createRoute({
  method: 'get',
  path: '/schedule',
  tags,
  summary: "A store's week: people × days, with coverage per day and shift",
  middleware: requireUser,
  request: { query: scheduleQuerySchema },
  responses: { 200: jsonResponse(scheduleWeekSchema, 'The week'), ...signedInErrors },
});

export const saveSchedule = createRoute({
  method: 'put',
  path: '/schedule',
  tags,
  summary: 'Set shifts (managers); a null shift clears the day',
  middleware: [requireUser, requirePermission('schedule.edit')],
  request: jsonBody(saveScheduleSchema),
  responses: {
    200: jsonResponse(scheduleWeekSchema, 'The week of the first cell, as saved'),
    ...signedInErrors,
  },
});

export const copyWeek = createRoute({
  method: 'post',
  path: '/schedule/copy-week',
  tags,
  summary: 'Fill a week with the week before it (managers)',
  middleware: [requireUser, requirePermission('schedule.edit')],
  request: jsonBody(copyWeekSchema),
  responses: { 200: jsonResponse(scheduleWeekSchema, 'The filled week'), ...signedInErrors },
});
