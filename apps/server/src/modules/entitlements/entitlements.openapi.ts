import type { RouteDocs } from '../../openapi/route-doc';

export const entitlementsRouteDocs: RouteDocs = {
  'GET /api/user/plan': {
    summary: 'The user’s plan and bought themes, as the server enforces them',
    signedIn: true,
  },
};
