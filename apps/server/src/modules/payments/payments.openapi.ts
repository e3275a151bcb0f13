import type { RouteDocs } from '../../openapi/route-doc';
import { notificationSchema } from './notification.routes';

const signedIn = true;

export const paymentsRouteDocs: RouteDocs = {
  'POST /api/payments/notification': {
    summary:
      'The payment provider’s notification (Midtrans format, signed); the status is confirmed with the provider',
    body: notificationSchema,
  },
  'GET /api/payments/sandbox/:orderId': {
    summary: 'The sandbox pay page’s transaction (the buyer only)',
    signedIn,
  },
  'POST /api/payments/sandbox/:orderId/pay': { summary: 'Pay in the sandbox', signedIn },
  'POST /api/payments/sandbox/:orderId/cancel': { summary: 'Cancel in the sandbox', signedIn },
};
