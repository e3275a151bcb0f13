import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const deploy = path.resolve(import.meta.dirname, '../../../../../deploy');
const read = (file: string) => fs.readFileSync(path.join(deploy, file), 'utf8');

describe('the load balancers in deploy/', () => {
  it('docs/security.md #79: never send a POST that reached an instance to another one', () => {
    const retries = read('nginx-cluster.conf')
      .split('\n')
      .filter((line) => /^\s*proxy_next_upstream\s/.test(line));
    expect(retries).toHaveLength(1);
    expect(retries[0]).not.toMatch(/non_idempotent/);
    // Caddy resends after a failed round trip only what `lb_retry_match` allows: GETs by default.
    for (const caddyfile of ['Caddyfile', 'compose/Caddyfile']) {
      const caddy = read(caddyfile);
      expect(caddy).toMatch(/lb_try_duration/);
      expect(caddy).not.toMatch(/lb_retry_match/);
    }
  });
});
