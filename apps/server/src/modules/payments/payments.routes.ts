import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './notification.routes';
import { sandboxRoutes } from './sandbox.routes';

/** The notification endpoint always; the sandbox pay page API only when the sandbox is in use. */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(notificationRoutes);
  if (app.payments.name === 'sandbox') await app.register(sandboxRoutes);
};
