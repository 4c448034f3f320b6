import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BoardLink } from '@das/shared/schemas/showroom-board';
import type { Database } from '../../db/client';
import { boardLinks, dealerships, profiles } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const selection = {
  id: boardLinks.id,
  label: boardLinks.label,
  createdAt: boardLinks.createdAt,
  lastSeenAt: boardLinks.lastSeenAt,
  createdBy: sql<
    string | null
  >`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`,
};

function toLink(row: {
  id: string;
  label: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  createdBy: string | null;
}): BoardLink {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** A store's links still in force, newest first. */
export async function listBoardLinks(db: Executor, dealershipId: number): Promise<BoardLink[]> {
  const rows = await db
    .select(selection)
    .from(boardLinks)
    .leftJoin(profiles, eq(profiles.userId, boardLinks.createdBy))
    .where(and(eq(boardLinks.dealershipId, dealershipId), isNull(boardLinks.revokedAt)))
    .orderBy(desc(boardLinks.createdAt), desc(boardLinks.id));
  return rows.map(toLink);
}

export async function insertBoardLink(
  tx: Executor,
  row: { dealershipId: number; tokenHash: string; label: string; createdBy: string },
): Promise<{ id: string; createdAt: Date }> {
  const [inserted] = await tx
    .insert(boardLinks)
    .values(row)
    .returning({ id: boardLinks.id, createdAt: boardLinks.createdAt });
  return inserted!;
}

/** Revokes a store's link in force; false when there is none by that id in that store. */
export async function revokeBoardLink(
  tx: Executor,
  dealershipId: number,
  id: string,
): Promise<{ id: string; label: string } | undefined> {
  const [row] = await tx
    .update(boardLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(boardLinks.id, id),
        eq(boardLinks.dealershipId, dealershipId),
        isNull(boardLinks.revokedAt),
      ),
    )
    .returning({ id: boardLinks.id, label: boardLinks.label });
  return row;
}

/**
 * The link a token hash opens, if it is in force, marked seen: a read, and a
 * write only when it was last seen over a minute ago.
 */
export async function useBoardLink(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; dealershipId: number } | undefined> {
  const [row] = await db
    .select({
      id: boardLinks.id,
      dealershipId: boardLinks.dealershipId,
      stale: sql<boolean>`coalesce(${boardLinks.lastSeenAt} < now() - interval '1 minute', true)`,
    })
    .from(boardLinks)
    .where(and(eq(boardLinks.tokenHash, tokenHash), isNull(boardLinks.revokedAt)));
  if (!row) return undefined;
  if (row.stale) {
    await db
      .update(boardLinks)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(boardLinks.id, row.id));
  }
  return { id: row.id, dealershipId: row.dealershipId };
}

/** Whether a link is still in force (the board stream's heartbeat asks). */
export async function isBoardLinkLive(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: boardLinks.id })
    .from(boardLinks)
    .where(and(eq(boardLinks.id, id), isNull(boardLinks.revokedAt)));
  return row !== undefined;
}

export async function findBoardSettings(
  db: Executor,
  dealershipId: number,
): Promise<{ name: string; timeZone: string; showGross: boolean } | undefined> {
  const [row] = await db
    .select({
      name: dealerships.name,
      timeZone: dealerships.timeZone,
      showGross: dealerships.boardShowsGross,
    })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId));
  return row;
}

export async function saveBoardShowsGross(
  tx: Executor,
  dealershipId: number,
  showGross: boolean,
): Promise<void> {
  await tx
    .update(dealerships)
    .set({ boardShowsGross: showGross })
    .where(eq(dealerships.id, dealershipId));
}
