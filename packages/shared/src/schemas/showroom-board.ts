import { z } from 'zod';
import { DEAL_STATUSES, PRODUCTS, SALE_STATUSES, VEHICLE_TYPES } from '../deals';
import { SHIFTS } from './schedule';
import { oneLineText } from './fields';

/**
 * The showroom board (issue 14, ADR 028): a store's day and month on a wall
 * TV, read with a device token, and the board links its managers hand out.
 * Every amount is optional: when the store keeps gross off the board the
 * server leaves the keys out, so no amount reaches the TV at all.
 */
export const BOARD_LINK_LABEL_MAX = 60;

export const boardLinkSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type BoardLink = z.infer<typeof boardLinkSchema>;

export const boardLinksSchema = z.object({
  dealershipId: z.number().int(),
  showGross: z.boolean(),
  links: z.array(boardLinkSchema),
});
export type BoardLinks = z.infer<typeof boardLinksSchema>;

export const createBoardLinkSchema = z.object({
  label: oneLineText().trim().min(1).max(BOARD_LINK_LABEL_MAX),
});

/** A new link: its token appears here once and is never stored in clear. */
export const createdBoardLinkSchema = z.object({
  link: boardLinkSchema,
  token: z.string(),
});
export type CreatedBoardLink = z.infer<typeof createdBoardLinkSchema>;

export const boardSettingsSchema = z.object({ showGross: z.boolean() });

const unitsRow = z.object({
  userId: z.uuid(),
  name: z.string(),
  /** Units credited today and this month: a split counts ½ to each salesperson. */
  todayUnits: z.number(),
  monthUnits: z.number(),
  monthGross: z.number().optional(),
});

const feedItem = z.object({
  kind: z.enum(['sale', 'deal']),
  id: z.uuid(),
  at: z.string(),
  salesperson: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  /** The vehicle's model (a sale) or make (a deal); never the customer's name. */
  vehicle: z.string().nullable(),
  status: z.enum([...SALE_STATUSES, ...DEAL_STATUSES]),
  gross: z.number().optional(),
});

export const showroomBoardSchema = z.object({
  dealershipId: z.number().int(),
  dealershipName: z.string(),
  today: z.string(),
  showGross: z.boolean(),
  todayUnits: z.number(),
  monthUnits: z.number(),
  todayGross: z.number().optional(),
  monthGross: z.number().optional(),
  /** The store's unit goal this month and the pace to it; null while it has none. */
  goal: z
    .object({
      target: z.number(),
      expected: z.number(),
      progress: z.number(),
      status: z.enum(['on-track', 'slightly-behind', 'behind', 'neutral']),
      neededPerDay: z.number(),
      projection: z.number(),
    })
    .nullable(),
  salespeople: z.array(unitsRow),
  feed: z.array(feedItem),
  onShift: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      shift: z.enum(SHIFTS),
      start: z.number().int(),
      end: z.number().int(),
    }),
  ),
  topProducts: z.array(
    z.object({ product: z.enum(PRODUCTS), sold: z.number().int(), profit: z.number().optional() }),
  ),
});
export type ShowroomBoard = z.infer<typeof showroomBoardSchema>;
