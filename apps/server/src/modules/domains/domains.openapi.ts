import { customDomainInputSchema, customDomainStatusSchema } from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

const signedIn = true;
const domain = '/api/invitations/:invitationId/domain';

export const domainsRouteDocs: RouteDocs = {
  'GET /api/domains/ask': {
    summary: 'Whether a name (?domain=) is served here: the TLS server asks before a certificate',
  },
  [`GET ${domain}`]: {
    summary: 'The invitation’s custom domain and its DNS records',
    data: customDomainStatusSchema,
    signedIn,
  },
  [`PUT ${domain}`]: {
    summary: 'Attach a custom domain',
    body: customDomainInputSchema,
    data: customDomainStatusSchema,
    status: 201,
    signedIn,
  },
  [`DELETE ${domain}`]: {
    summary: 'Remove the custom domain',
    data: customDomainStatusSchema,
    signedIn,
  },
  [`POST ${domain}/check`]: {
    summary: 'Check the DNS records now',
    data: customDomainStatusSchema,
    signedIn,
  },
};
