import { z } from 'zod';

/**
 * The shared services several instances use (decision 010), merged into config.ts's schema. Each
 * is optional: without them one instance keeps files on disk, limits in the database and memory,
 * and runs its jobs in its own process.
 */
export const infrastructureEnvShape = {
  S3_ENDPOINT: z
    .url({ error: 'harus URL lengkap, misalnya https://s3.ap-southeast-1.amazonaws.com' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'harus nama bucket S3' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** MinIO, s3rver and most self-hosted servers want path-style addresses. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'harus true atau false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'harus diawali redis:// atau rediss://' })
    .optional(),
  /** Keeps several deployments (or test runs) apart on one Redis server. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/)
    .default('kabar:'),
};

type InfrastructureEnv = z.output<z.ZodObject<typeof infrastructureEnvShape>>;

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface InfrastructureConfig {
  /** null: uploads on the local disk under DATA_DIR. */
  s3: S3Config | null;
  /** null: limits in the database and memory, page caches told only on this instance. */
  redis: { url: string; keyPrefix: string } | null;
}

export function infrastructureConfigFrom(env: InfrastructureEnv): InfrastructureConfig {
  return {
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
  };
}
