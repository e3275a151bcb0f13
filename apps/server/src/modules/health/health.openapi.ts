import type { RouteDocs } from '../../openapi/route-doc';

export const healthRouteDocs: RouteDocs = {
  'GET /api/health': { summary: 'The database answers, and how fast' },
  'GET /api/health/live': { summary: 'The process answers: restart it only when this fails' },
  'GET /api/health/ready': { summary: 'Ready for traffic: every check passes, not draining' },
};
