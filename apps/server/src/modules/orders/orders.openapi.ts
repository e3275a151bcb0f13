import {
  createOrderSchema,
  purchaseInputSchema,
  quoteInputSchema,
  voucherCheckSchema,
} from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

const signedIn = true;

export const ordersRouteDocs: RouteDocs = {
  'POST /api/orders/quote': {
    summary: 'The item’s server price, whether it is owned, and what checkout may offer',
    body: quoteInputSchema,
  },
  'POST /api/orders': {
    summary: 'Start an order at the server’s price and open its payment',
    body: createOrderSchema,
    status: 201,
    signedIn,
  },
  'POST /api/themes/:id/purchase': {
    summary: 'The spec’s theme purchase: an order for one theme',
    body: purchaseInputSchema,
    status: 201,
    signedIn,
  },
  'GET /api/orders': { summary: 'The user’s orders', signedIn },
  'GET /api/orders/:id': { summary: 'One of the user’s orders', signedIn },
  'POST /api/vouchers/check': {
    summary: 'Whether a voucher applies, and its discount',
    body: voucherCheckSchema,
    signedIn,
  },
};
