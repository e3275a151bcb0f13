import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The one secret every signed value derives from: access tokens, one-time code HMACs, preview
 * links, sandbox payment signatures. JWT_SECRET when set, and always in production, so every
 * instance with the same configuration accepts the others' values. Locally without it: 256 random
 * bits kept in DATA_DIR/secrets/jwt-secret (mode 600), so sessions survive a restart.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.mode === 'production') throw new Error('JWT_SECRET wajib diatur di produksi');
  const file = path.join(config.dataDir, 'secrets', 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
