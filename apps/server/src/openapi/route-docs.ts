import { authRouteDocs } from '../auth/auth.openapi';
import { checkinRouteDocs } from '../modules/checkin/checkin.openapi';
import { coAdminsRouteDocs } from '../modules/co-admins/co-admins.openapi';
import { domainsRouteDocs } from '../modules/domains/domains.openapi';
import { entitlementsRouteDocs } from '../modules/entitlements/entitlements.openapi';
import { giftsRouteDocs } from '../modules/gifts/gifts.openapi';
import { guestsRouteDocs } from '../modules/guests/guests.openapi';
import { healthRouteDocs } from '../modules/health/health.openapi';
import { invitationsRouteDocs } from '../modules/invitations/invitations.openapi';
import { mediaRouteDocs } from '../modules/media/media.openapi';
import { ordersRouteDocs } from '../modules/orders/orders.openapi';
import { paymentsRouteDocs } from '../modules/payments/payments.openapi';
import { publicInvitationsRouteDocs } from '../modules/public-invitations/public-invitations.openapi';
import { responsesRouteDocs } from '../modules/responses/responses.openapi';
import { themesRouteDocs } from '../modules/themes/themes.openapi';
import type { RouteDocs } from './route-doc';

/** Every /api route's doc, by module: the modules are the document's tags. */
export const routeDocs: Record<string, RouteDocs> = {
  health: healthRouteDocs,
  auth: authRouteDocs,
  themes: themesRouteDocs,
  invitations: invitationsRouteDocs,
  'public-invitations': publicInvitationsRouteDocs,
  media: mediaRouteDocs,
  orders: ordersRouteDocs,
  payments: paymentsRouteDocs,
  entitlements: entitlementsRouteDocs,
  guests: guestsRouteDocs,
  checkin: checkinRouteDocs,
  gifts: giftsRouteDocs,
  'co-admins': coAdminsRouteDocs,
  responses: responsesRouteDocs,
  domains: domainsRouteDocs,
};
