import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appendAudit } from '../audit/record-audit';
import { findUserByEmail } from './operators.queries';
import { operators } from './operators.schema';

const USAGE = 'Pakai: npm run admin -- grant <email> | revoke <email>';

/**
 * Makes or unmakes an operator. Only from a shell on the server (docs/security.md #51): no web
 * route can grant the role. Revoking also forgets the authenticator and recovery codes.
 */
export async function runAdminCommand(db: Db, args: string[]): Promise<string> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) throw new Error(USAGE);
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`Tidak ada akun dengan email ${email}.`);
  const actor = {
    actorId: null,
    actorEmail: `baris perintah (${os.userInfo().username}@${os.hostname()})`,
    address: 'cli',
  };
  const entry = { recordType: 'user', recordId: user.id };
  return db.transaction(async (tx) => {
    if (command === 'grant') {
      const added = await tx
        .insert(operators)
        .values({ userId: user.id })
        .onConflictDoNothing()
        .returning();
      if (!added.length) return `${user.email} sudah menjadi operator.`;
      await appendAudit(tx, actor, { ...entry, action: 'operator.granted', after: { email } });
      return `${user.email} sekarang operator. Pasang autentikator saat pertama masuk ke /admin.`;
    }
    const removed = await tx.delete(operators).where(eq(operators.userId, user.id)).returning();
    if (!removed.length) return `${user.email} bukan operator.`;
    await appendAudit(tx, actor, { ...entry, action: 'operator.revoked', before: { email } });
    return `${user.email} bukan operator lagi.`;
  });
}
