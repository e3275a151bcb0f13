import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { UNAUTHENTICATED_MESSAGE } from './authenticate';
import { authSessions, refreshTokens } from './sessions.schema';

/** docs/security.md #13: fixed maximum lifetimes, with and without "Ingat saya". */
export const REMEMBER_SESSION_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_SECONDS = 24 * 60 * 60;
/**
 * docs/security.md #12: the token just replaced still refreshes this long, without forking the
 * family.
 */
export const REUSE_GRACE_SECONDS = 10;

export interface IssuedSession {
  sessionId: string;
  userId: string;
  remember: boolean;
  expiresAt: Date;
  /** The new refresh token; null when a token inside its grace period was presented again. */
  refreshToken: string | null;
}

/** 256 random bits, base64url; only its SHA-256 is stored. */
function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sessionEnded = () => new AppError(401, UNAUTHENTICATED_MESSAGE);

export async function createSession(
  db: Db,
  { userId, remember }: { userId: string; remember: boolean },
): Promise<IssuedSession & { refreshToken: string }> {
  const lifetime = remember ? REMEMBER_SESSION_SECONDS : SESSION_SECONDS;
  const refreshToken = newRefreshToken();
  const [session] = await db
    .insert(authSessions)
    .values({ userId, remember, expiresAt: sql`now() + make_interval(secs => ${lifetime})` })
    .returning();
  await db
    .insert(refreshTokens)
    .values({ sessionId: session!.id, tokenHash: hashRefreshToken(refreshToken) });
  return {
    sessionId: session!.id,
    userId,
    remember,
    expiresAt: session!.expiresAt,
    refreshToken,
  };
}

async function findToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      replacedAt: refreshTokens.replacedAt,
      replacedBy: refreshTokens.replacedBy,
      replacedAgo: sql<
        number | null
      >`extract(epoch from (now() - ${refreshTokens.replacedAt}))::float8`,
      sessionId: authSessions.id,
      userId: authSessions.userId,
      remember: authSessions.remember,
      expiresAt: authSessions.expiresAt,
      live: sql<boolean>`(${authSessions.revokedAt} is null and ${authSessions.expiresAt} > now())`,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row;
}

/**
 * Exchanges a refresh token for a new one (docs/security.md #11-12). A token already exchanged is
 * accepted once more within REUSE_GRACE_SECONDS if its successor is still the live one (parallel
 * refreshes from one client), without a new refresh token; any other reuse revokes the family.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<IssuedSession> {
  const row = await findToken(db, token);
  if (!row || !row.live) throw sessionEnded();
  const session = {
    sessionId: row.sessionId,
    userId: row.userId,
    remember: row.remember,
    expiresAt: row.expiresAt,
  };

  if (row.replacedAt === null) {
    const successor = newRefreshToken();
    const successorId = randomUUID();
    const rotated = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ replacedAt: sql`now()`, replacedBy: successorId })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.replacedAt)))
        .returning({ id: refreshTokens.id });
      if (!claimed) return false;
      await tx.insert(refreshTokens).values({
        id: successorId,
        sessionId: row.sessionId,
        tokenHash: hashRefreshToken(successor),
      });
      return true;
    });
    if (rotated) return { ...session, refreshToken: successor };
    return rotateRefreshToken(db, token);
  }

  const [next] = row.replacedBy
    ? await db
        .select({ replacedAt: refreshTokens.replacedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row.replacedBy))
    : [];
  const withinGrace = (row.replacedAgo ?? Infinity) <= REUSE_GRACE_SECONDS;
  if (withinGrace && next && next.replacedAt === null) return { ...session, refreshToken: null };

  await revokeSession(db, row.sessionId, 'reuse');
  throw sessionEnded();
}

async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** The live session a refresh token belongs to, or null. */
export async function sessionOfToken(
  db: Db,
  token: string | null,
): Promise<{ sessionId: string; userId: string } | null> {
  if (!token) return null;
  const row = await findToken(db, token);
  return row?.live ? { sessionId: row.sessionId, userId: row.userId } : null;
}

/** Logout: ends the session of this refresh token, if any. */
export async function revokeSessionByToken(db: Db, token: string | null): Promise<void> {
  const session = await sessionOfToken(db, token);
  if (session) await revokeSession(db, session.sessionId, 'logout');
}

/** Ends every session of the user, optionally keeping the one in use. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}
