import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  secondFactorCodeSchema,
  secondFactorPassedSchema,
  secondFactorSetupSchema,
  secondFactorStateSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { users } from '../users/users.schema';
import { findActiveOperator } from './operators.queries';
import { confirmSetup, startSetup, verifySecondFactor } from './second-factor';

/** The console's door: an operator signed in as everyone is, before the second factor. */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  async function operatorUser(userId: string) {
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    return user!;
  }

  route.get(
    '/admin/second-factor',
    {
      summary: 'Whether the operator has set up the authenticator',
      access: access.operatorFirstFactor,
      data: secondFactorStateSchema,
    },
    async ({ userId }) => {
      const operator = await findActiveOperator(app.db, userId);
      const user = await operatorUser(userId);
      return envelope({
        set_up: Boolean(operator?.totpConfirmedAt),
        email: user.email,
        name: user.name,
      });
    },
  );

  route.post(
    '/admin/second-factor/setup',
    {
      summary: 'Start the authenticator setup: a new secret and its QR code',
      access: access.operatorFirstFactor,
      data: secondFactorSetupSchema,
    },
    async ({ userId }) => {
      const user = await operatorUser(userId);
      return envelope(await startSetup(app.db, userId, user.email), 'Pindai kode QR ini.');
    },
  );

  route.post(
    '/admin/second-factor/confirm',
    {
      summary: 'Confirm the setup with its first code; answers the recovery codes once',
      access: access.operatorFirstFactor,
      body: secondFactorCodeSchema,
      data: secondFactorPassedSchema,
    },
    async ({ body }, request) =>
      envelope(await confirmSetup(app, request, body.code), 'Autentikator terpasang.'),
  );

  route.post(
    '/admin/second-factor/verify',
    {
      summary: 'Pass the second factor with a code or a recovery code',
      access: access.operatorFirstFactor,
      body: secondFactorCodeSchema,
      data: secondFactorPassedSchema,
    },
    async ({ body }, request) =>
      envelope(await verifySecondFactor(app, request, body.code), 'Selamat datang di konsol.'),
  );
};
