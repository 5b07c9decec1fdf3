// npm run cluster -- --instances 2 [--port 3100]: N `next start` servers (ports 3101...) behind nginx
// on 127.0.0.1:3100, on DATABASE_URL's Postgres and one shared DATA_DIR; writes deploy/nginx.conf.
// Needs a production build (npm run build) and nginx (apt-get install nginx). Ctrl-C stops it all.
import { parseArgs } from "node:util";
import { startCluster } from "@/lib/ops/cluster";

async function main() {
  const { values } = parseArgs({ options: { instances: { type: "string", default: "2" }, port: { type: "string", default: "3100" } } });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error("--instances must be a whole number from 1 to 16");
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error("Set DATABASE_URL: several servers share one Postgres (the embedded database belongs to one process)");
  if (!process.env.AUTH_SECRET) throw new Error("Set AUTH_SECRET: every server must sign and read the same session cookies");

  const cluster = await startCluster({ instances, port, databaseUrl, dataDir: process.env.DATA_DIR?.trim() || ".data" });
  console.log(`\nBalancer: ${cluster.url} -> ${cluster.instances.map((i) => i.url).join(", ")} (config ${cluster.configPath})`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping the cluster...");
    void cluster.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
