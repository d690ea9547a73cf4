import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The whole environment, parsed once: the only reader of process.env. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** 32 bytes, base64 or base64url: the key that encrypts stored credentials (lib/secret-box.ts). */
    SECRETS_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'SECRETS_KEY must be 32 bytes in base64')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: bool.default(true),
    PUBLIC_APP_URL: z.string().url().optional(),
    PUBLIC_WEBSITE_URL: z.string().url().default('https://fastforward.example'),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_FROM: z.string().default('FastForward <no-reply@fastforward.example>'),
    SMTP_SECURE: bool.default(false),
    /** Delivery attempts per e-mail before it is marked failed, and the first retry's delay (0: at once). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    TRUST_PROXY: bool.default(false),
    APP_VERSION: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Files go to this S3 bucket when set; otherwise under DATA_DIR/storage. */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** LibreOffice's `soffice` for office → PDF; looked up on PATH when unset. */
    SOFFICE_PATH: z.string().optional(),
    PATH: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    const s3Settings = [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (!env.S3_BUCKET && s3Settings.some((v) => v !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required with the other S3_ settings',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export type Env = z.infer<typeof configSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** What buildApp needs, resolved (secrets loaded, URLs decided). */
export type AppConfig = {
  jwtSecret: Uint8Array;
  /** AES-256 key for credentials kept in the database (company SMTP and SMS secrets). */
  secretsKey: Buffer;
  publicAppUrl: string;
  publicWebsiteUrl: string;
  appVersion: string;
  webDistDir: string | null;
  loginLimits: { perIp: number; perAccount: number; windowSeconds: number };
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** LibreOffice's `soffice` executable; null when not installed (office → PDF answers 501). */
  sofficePath: string | null;
  /** How the mail job retries a refused or failed delivery (exponential backoff from the delay). */
  mailDelivery: { maxAttempts: number; retryDelaySeconds: number };
  /** The realtime channel's limits; plugins/realtime/realtime.ts has the defaults. */
  realtime?: Partial<RealtimeSettings>;
};

export type RealtimeSettings = {
  /** A socket that has not sent a valid token this long after opening is closed. */
  authTimeoutMs: number;
  /** Open sockets per user on one process (tabs); one more is refused. */
  maxSocketsPerUser: number;
  /** The largest message a client may send (a token and a little JSON). */
  maxPayloadBytes: number;
  /** How often the server pings every socket and drops those that did not answer the last ping. */
  heartbeatMs: number;
};
