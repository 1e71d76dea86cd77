/**
 * The service's own environment, read and validated once (the Storefront endpoint and token come from
 * src/config/env.ts, shared with the site). Every variable is optional: a fresh clone serves on
 * http://localhost:8788 with PGlite under .data/service.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rateLimits';
import { DEFAULT_TOKEN_CACHE_MS, MAX_TOKEN_CACHE_MS } from './verifyToken';

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
const positiveInt = z.coerce.number().int().positive();

export const serviceEnvSchema = z.object({
  SERVICE_PORT: optional(z.coerce.number().int().min(0).max(65_535).default(8788)),
  SERVICE_HOST: optional(z.string().default('127.0.0.1')),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  SERVICE_DATA_DIR: optional(z.string().default(path.join('.data', 'service'))),
  SITE_ORIGIN: optional(z.string().optional()),
  PORT: optional(z.coerce.number().int().min(0).max(65_535).default(8000)),
  TRUST_PROXY: optional(z.string().optional()),
  TOKEN_CACHE_TTL_MS: optional(
    positiveInt
      .max(MAX_TOKEN_CACHE_MS, `must be at most ${MAX_TOKEN_CACHE_MS} (a signed-out token must stop working within 5 s)`)
      .default(DEFAULT_TOKEN_CACHE_MS),
  ),
  RATE_LIMIT_WINDOW_MS: optional(positiveInt.default(DEFAULT_RATE_LIMITS.timeWindowMs)),
  RATE_LIMIT_PER_IP: optional(positiveInt.default(DEFAULT_RATE_LIMITS.perIp)),
  RATE_LIMIT_PER_USER: optional(positiveInt.default(DEFAULT_RATE_LIMITS.perUser)),
  RATE_LIMIT_FORMS_PER_IP: optional(positiveInt.default(DEFAULT_RATE_LIMITS.formsPerIp)),
  RATE_LIMIT_FAILED_AUTH_PER_IP: optional(positiveInt.default(DEFAULT_RATE_LIMITS.failedAuthPerIp)),
  RATE_LIMIT_FORMS_PER_EMAIL: optional(positiveInt.default(DEFAULT_RATE_LIMITS.formsPerEmail)),
  RATE_LIMIT_UNKNOWN_PER_IP: optional(positiveInt.default(DEFAULT_RATE_LIMITS.unknownPerIp)),
  RATE_LIMIT_REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional()),
  LOG_REQUESTS: optional(z.enum(['true', 'false']).default('true')),
  SHOPIFY_ADMIN_ACCESS_TOKEN: optional(z.string().optional()),
});

export interface ServiceConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  siteOrigins: string[];
  trustProxy: boolean | number | string;
  tokenCacheTtlMs: number;
  rateLimit: RateLimitSettings;
  /** Shared rate-limit counters for several instances (needs the ioredis package). */
  rateLimitRedisUrl?: string;
  logger: boolean;
  /** The Admin API token (read_orders) for the returns forms' order check; unset: not checked. */
  adminAccessToken?: string;
}

export function parseServiceEnv(raw: Record<string, string | undefined>): ServiceConfig {
  const result = serviceEnvSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid shop service environment: ${problems.join('; ')}. See docs/DEPLOYMENT.md.`);
  }
  const env = result.data as z.infer<typeof serviceEnvSchema>;
  const siteOrigins = (env.SITE_ORIGIN ?? `http://localhost:${env.PORT}`)
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return { ...settings(env), siteOrigins, trustProxy: parseTrustProxy(env.TRUST_PROXY) };
}

/**
 * Fastify's trustProxy: `true` (trust every hop — only when nothing but the proxy can reach the
 * service), a number of hops, or comma-separated proxy addresses/CIDRs (the safe choice).
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}

function settings(env: z.infer<typeof serviceEnvSchema>) {
  return {
    port: env.SERVICE_PORT,
    host: env.SERVICE_HOST,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: env.SERVICE_DATA_DIR,
    tokenCacheTtlMs: env.TOKEN_CACHE_TTL_MS,
    rateLimit: {
      timeWindowMs: env.RATE_LIMIT_WINDOW_MS,
      perIp: env.RATE_LIMIT_PER_IP,
      perUser: env.RATE_LIMIT_PER_USER,
      formsPerIp: env.RATE_LIMIT_FORMS_PER_IP,
      failedAuthPerIp: env.RATE_LIMIT_FAILED_AUTH_PER_IP,
      formsPerEmail: env.RATE_LIMIT_FORMS_PER_EMAIL,
      unknownPerIp: env.RATE_LIMIT_UNKNOWN_PER_IP,
    },
    ...(env.RATE_LIMIT_REDIS_URL ? { rateLimitRedisUrl: env.RATE_LIMIT_REDIS_URL } : {}),
    logger: env.LOG_REQUESTS === 'true',
    ...(env.SHOPIFY_ADMIN_ACCESS_TOKEN ? { adminAccessToken: env.SHOPIFY_ADMIN_ACCESS_TOKEN } : {}),
  };
}
