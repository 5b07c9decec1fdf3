// What test:cluster and bench:streams give their throwaway cluster alike: the balancer's port, the
// temporary data folder (which also holds the nginx config and the mail outbox), a fresh secret, quiet
// logs, and the demo seed loaded by the first server. 127.0.0.1 only.
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { ClusterOptions } from "@/lib/ops/cluster";

export function scratchClusterOptions(dataDir: string, port: number): Pick<ClusterOptions, "port" | "dataDir" | "configPath" | "env" | "firstEnv"> {
  return {
    port,
    dataDir,
    configPath: path.join(dataDir, "nginx.conf"),
    env: {
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      MAIL_DRIVER: "outbox",
      MAIL_OUTBOX: path.join(dataDir, "outbox.jsonl"),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
    },
    firstEnv: { SEED_ON_START: "1" },
  };
}
