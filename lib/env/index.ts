import { z } from "zod";

// One validated view of the environment. Read through getEnv() so a bad setting fails at
// startup (instrumentation.ts) with a readable message rather than deep inside a request.
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters (generate one with: openssl rand -base64 32)").optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default("TalentBridge Staffing <no-reply@talentbridge.example>"),
    MAIL_DRIVER: z.enum(["resend", "outbox"]).optional(),
    MAIL_OUTBOX: z.string().min(1).optional(),
    CONTACT_INBOX: z.email("must be an e-mail address").default("inbox@talentbridge.example"),
    UPLOADTHING_TOKEN: z.string().min(1).optional(),
    // The public origin, read at run time (lib/site/url.ts); NEXT_PUBLIC_SITE_URL is the older name.
    SITE_URL: z.url("must be an absolute URL").optional(),
    NEXT_PUBLIC_SITE_URL: z.url("must be an absolute URL").default("http://localhost:3000"),
    // How many reverse proxies in front of the app append to X-Forwarded-For (lib/security/client-ip.ts).
    // 0, the default, trusts no forwarded address: the app is served directly (decision 0028).
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(10, "must be at most 10")
      .default(0),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (!env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    if (!env.RESEND_API_KEY && env.MAIL_DRIVER !== "outbox") {
      ctx.addIssue({
        code: "custom",
        path: ["RESEND_API_KEY"],
        message: "is required in production (or set MAIL_DRIVER=outbox to write mails to a file)",
      });
    }
  });

export type Env = z.infer<typeof schema> & { mailOutbox: string; mailDriver: "resend" | "outbox" };

let cached: Env | undefined;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Treat empty strings as unset: `FOO=` in a .env file means "not configured".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new EnvError(`Invalid environment settings:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    mailOutbox: env.MAIL_OUTBOX ?? `${env.DATA_DIR}/outbox.jsonl`,
    mailDriver: env.MAIL_DRIVER ?? (env.RESEND_API_KEY ? "resend" : "outbox"),
  };
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
