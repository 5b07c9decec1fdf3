// npm run test:cluster: two `next start` servers behind nginx on a fresh database of the local
// Postgres (TEST_DATABASE_URL's server, default 127.0.0.1:5432) and one temporary data folder.
// Logs in and uploads through the balancer, shows requests served by each server and the session and
// file working on both, a visitor's cached job page (in memory, not on disk) dropped on both servers by
// an edit made in the database, a message stream on one server hearing a message posted on the other (and through nginx), kills one server during a 30 s load of reads (no read may fail), then logs in and
// reads the file again on the survivor. Needs a production build and nginx. 127.0.0.1 only.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type Cluster, startCluster } from "@/lib/ops/cluster";
import { DEMO_ACCOUNTS } from "@/lib/seed/demo";
import { scratchClusterOptions } from "./helpers/scratch-cluster";
import { createScratchDatabase, sql } from "./helpers/scratch-database";
import { demoThread, hasMessage, loginDemo, openStream, postMessage } from "./helpers/message-streams";

const SERVER_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3190);
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 30);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let failures = 0;
function check(ok: boolean, what: string) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
}

async function login(base: string): Promise<{ cookie: string; servedBy: string | null }> {
  const { email, password } = DEMO_ACCOUNTS.candidate;
  const res = await fetch(`${base}/api/v1/candidate/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.includes("session-token")).join("; ");
  if (res.status !== 200 || !cookie) throw new Error(`login through ${base} answered ${res.status}: ${await res.text()}`);
  return { cookie, servedBy: res.headers.get("x-served-by") };
}

/**
 * Live messages cross servers only through Postgres (LISTEN/NOTIFY): the candidate's stream on one
 * server hears the company's message posted on the other within 5 s; then both through nginx
 * (which must pass the event stream on unbuffered).
 */
async function checkLiveMessages(cluster: Cluster) {
  const [one, two] = cluster.instances;
  const candidate = await loginDemo(cluster.url, "candidate");
  const employer = await loginDemo(cluster.url, "employer");
  const applicationId = await demoThread(cluster.url, candidate);
  const routes = [
    { name: `${one.name} -> ${two.name} (directly)`, streamOn: one.url, postOn: two.url },
    { name: "through nginx", streamOn: cluster.url, postOn: cluster.url },
  ];
  for (const route of routes) {
    const stream = await openStream(route.streamOn, applicationId, candidate);
    try {
      const type = stream.headers.get("content-type") ?? "";
      check(stream.status === 200 && type.startsWith("text/event-stream"), `message stream opens ${route.name} (${stream.status}, ${type}, served by ${stream.headers.get("x-served-by") ?? route.streamOn})`);
      await stream.waitFor((text) => text.includes(": connected"), 5_000);
      const posted = await postMessage(route.postOn, applicationId, employer, `Cluster check ${route.name} at ${new Date().toISOString()}`);
      const waited = await stream.waitFor(hasMessage(posted.id), 5_000).catch(() => null);
      check(posted.status === 201 && waited !== null, `the message posted ${route.postOn === two.url ? `on ${two.name}` : `through nginx (served by ${posted.servedBy})`} reaches the stream within 5 s (${waited === null ? "never" : `${Math.round(waited)} ms`})`);
    } finally {
      stream.close();
    }
  }
}

// One build, two origins (decisions.md section 20): each server is started with its own SITE_URL, which
// the build never saw, and mails links and writes its sitemap for that origin.
const ORIGINS = ["http://one.origin.test", "http://two.origin.test"] as const;

async function checkRuntimeOrigins(cluster: Cluster, outbox: string) {
  const accounts = [
    { email: DEMO_ACCOUNTS.candidate.email, accountType: "Candidate" },
    { email: DEMO_ACCOUNTS.employer.email, accountType: "Employer" },
  ];
  for (const [i, instance] of cluster.instances.entries()) {
    const { email, accountType } = accounts[i];
    const res = await fetch(`${instance.url}/api/v1/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: instance.url },
      body: JSON.stringify({ email, accountType }),
    });
    let link: string | null = null;
    for (let tries = 0; tries < 50 && !link; tries++) {
      const mails = existsSync(outbox) ? readFileSync(outbox, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line) as { to: string; text: string }) : [];
      link = /https?:\/\/\S*\/reset-password\?token=\S+/.exec(mails.filter((m) => m.to === email).at(-1)?.text ?? "")?.[0] ?? null;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    check(res.status === 200 && link?.startsWith(`${ORIGINS[i]}/reset-password?token=`) === true, `${instance.name} mails its own origin's reset link (${res.status}, ${link?.slice(0, ORIGINS[i].length + 16) ?? "no mail"}…)`);
    const sitemap = await (await fetch(`${instance.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    check(locs.length > 0 && locs.every((loc) => loc.startsWith(ORIGINS[i])), `${instance.name}'s sitemap is written for its origin (${locs.length} URLs)`);
    // A page the build prerendered: rendered again here, once, for this server's origin.
    const about = await (await fetch(`${instance.url}/about-us`)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(about)?.[1] ?? "none";
    check(canonical === `${ORIGINS[i]}/about-us`, `${instance.name}'s prerendered About page names its own origin as canonical (${canonical})`);
  }
}

/**
 * A visitor's job page is cached on each server (decision 0040); a change written to the database (here
 * by a plain SQL UPDATE, as a script or another server would) shows on both servers at once.
 */
async function checkCachedJobPages(cluster: Cluster, databaseUrl: string) {
  const [{ id }] = await sql<{ id: string }>(
    databaseUrl,
    `SELECT j.id FROM "Job" j JOIN "Employer" e ON e.id = j."employerId" WHERE j.status = 'approved' AND j."closedAt" IS NULL AND j."hiddenAt" IS NULL AND j."deletedAt" IS NULL AND j."validThrough" > now() AND e.status = 'approved' LIMIT 1`,
  );
  const page = async (base: string) => {
    const res = await fetch(`${base}/jobs/${id}`);
    return { cache: res.headers.get("x-nextjs-cache"), html: await res.text() };
  };
  for (const instance of cluster.instances) {
    await page(instance.url);
    const again = await page(instance.url);
    check(again.cache === "HIT", `a visitor's job page is served from ${instance.name}'s cache (x-nextjs-cache: ${again.cache})`);
  }
  // Kept in memory only (decision 0046): nothing of the page is written into the build folder.
  const routeCache = path.join(process.env.NEXT_DIST_DIR || ".next", "server", "route-cache");
  const written = existsSync(routeCache) ? readdirSync(routeCache, { recursive: true }).filter((file) => String(file).includes(id)) : [];
  check(written.length === 0, `a cached job page is not written to disk (${written.length} files under ${routeCache})`);
  // Behind TLS, nginx tells a server X-Forwarded-Proto: https (sent here to a server directly: this nginx
  // speaks plain HTTP and sets the header itself). The proxy's rewrite must stay inside the server: a
  // server started with a loopback -H sent it back to itself over HTTP, and behind TLS answered 500
  // (vercel/next.js#94745, lib/ops/cluster.ts).
  const tls = await fetch(`${cluster.instances[0].url}/jobs/${id}`, { headers: { "x-forwarded-proto": "https" } });
  await tls.arrayBuffer();
  const rewrite = tls.headers.get("x-middleware-rewrite");
  check(tls.status === 200 && rewrite === `/job-page/${id}`, `a visitor's job page behind TLS is rewritten inside the server (${tls.status}, ${rewrite})`);
  const title = `Cluster check ${Date.now()}`;
  await sql(databaseUrl, `UPDATE "Job" SET "post" = '${title}' WHERE "id" = '${id}'`);
  for (const instance of cluster.instances) {
    const started = Date.now();
    let shown = false;
    let requests = 0;
    for (; !shown && requests < 50 && Date.now() - started < 5_000; requests++) shown = (await page(instance.url)).html.includes(title);
    const ms = Date.now() - started;
    check(shown && ms <= 5_000, `the edit shows on ${instance.name}'s job page within 5 s (${shown ? `${ms} ms, request ${requests}` : "never"})`);
  }
}

async function main() {
  execFileSync("nginx", ["-v"], { stdio: "ignore" });
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run npm run build first`);

  const dataDir = mkdtempSync(path.join(tmpdir(), "cluster-data-"));
  const scratch = await createScratchDatabase(SERVER_URL, `cluster_${Date.now()}_${process.pid}`);
  let cluster: Cluster | undefined;
  let retried = 0;
  const upstreamLines: string[] = [];
  const started = Date.now();
  try {
    const options = scratchClusterOptions(dataDir, PORT);
    cluster = await startCluster({
      ...options,
      // The build was made without either origin: each server reads its own at run time.
      env: { ...options.env, SITE_URL: ORIGINS[1] },
      firstEnv: { ...options.firstEnv, SITE_URL: ORIGINS[0] },
      instances: 2,
      databaseUrl: scratch.url,
      log: (line) => {
        if (line.startsWith("[nginx]") && line.includes("upstream")) {
          retried++;
          upstreamLines.push(line);
        } else if (!/^\[app\d\] (\s*[▲✓-]|\{"level":30|\[seed\])/.test(line)) console.log(line);
      },
    });
    const [one, two] = cluster.instances;
    console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url} -> ${one.url}, ${two.url}`);

    // Requests are spread over both servers.
    const served = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${cluster.url}/api/health`);
      const by = res.headers.get("x-served-by") ?? "?";
      served.set(by, (served.get(by) ?? 0) + 1);
    }
    console.log("requests served per server:", Object.fromEntries(served));
    check(served.has(`127.0.0.1:${one.port}`) && served.has(`127.0.0.1:${two.port}`), "both servers answer through the balancer");

    await checkCachedJobPages(cluster, scratch.url);
    await checkRuntimeOrigins(cluster, options.env!.MAIL_OUTBOX);

    // Log in and upload through the balancer; the session and the file work on each server.
    const session = await login(cluster.url);
    check(true, `logged in through the balancer (served by ${session.servedBy})`);
    const form = new FormData();
    form.set("resumeFile", new Blob([PDF], { type: "application/pdf" }), "resume.pdf");
    const upload = await fetch(`${cluster.url}/api/v1/candidate/update-profile`, { method: "POST", headers: { cookie: session.cookie }, body: form });
    const uploaded = (await upload.json()) as { response?: { profile?: { resumeFile?: string | null } } };
    const fileUrl = uploaded.response?.profile?.resumeFile;
    check(upload.status === 200 && typeof fileUrl === "string", `uploaded a resume through the balancer (${upload.status}, served by ${upload.headers.get("x-served-by")})`);
    for (const instance of [one, two]) {
      const profile = await fetch(`${instance.url}/api/v1/candidate/get-profile`, { headers: { cookie: session.cookie } });
      check(profile.status === 200, `the session works on ${instance.name} (${profile.status})`);
      if (fileUrl) {
        const file = await fetch(new URL(fileUrl, instance.url), { headers: { cookie: session.cookie } });
        const bytes = Buffer.from(await file.arrayBuffer());
        check(file.status === 200 && bytes.equals(PDF), `the file reads on ${instance.name} (${file.status})`);
      }
    }

    // Behind nginx (TRUST_PROXY_HOPS=1), the address nginx saw counts, not one the client claims:
    // eleven failed logins, each naming a new address, meet the per-address limit (issue 29).
    const probeEmail = `forged-${randomBytes(4).toString("hex")}@cluster.example`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const res = await fetch(`${cluster.url}/api/v1/candidate/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${attempt}.1` },
        body: JSON.stringify({ email: probeEmail, password: "Wrong@12345" }),
      });
      statuses.push(res.status);
    }
    check(statuses.slice(0, 10).every((status) => status === 401) && statuses[10] === 429, `a forged X-Forwarded-For escapes no limit behind nginx (${statuses.join(" ")})`);
    const keys = (await sql<{ key: string }>(scratch.url, `SELECT key FROM "RateLimit" WHERE key LIKE 'login:Candidate:${probeEmail}:%'`)).map((row) => row.key);
    check(keys.length === 1 && keys[0] === `login:Candidate:${probeEmail}:127.0.0.1`, `the limit is keyed on the address nginx saw (${keys.join(", ")})`);

    await checkLiveMessages(cluster);

    // A 30 s load of reads through the balancer; one server is killed a third of the way in.
    console.log(`${LOAD_SECONDS} s of reads through the balancer; ${one.name} is killed after ${Math.round(LOAD_SECONDS / 3)} s`);
    const loadOptions: autocannon.Options = {
      url: cluster.url,
      connections: 10,
      duration: LOAD_SECONDS,
      // A slow read on a busy machine is not a failed one; a read that fails is.
      timeout: 30,
      requests: [
        { method: "GET", path: "/api/v1/jobs/get-jobs" },
        { method: "GET", path: "/api/v1/jobs/get-jobs?search=developer" },
        { method: "GET", path: "/jobs" },
        { method: "GET", path: "/api/health" },
      ],
    };
    let instance: autocannon.Instance | undefined;
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(loadOptions, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)));
    });
    const readErrors: string[] = [];
    instance?.on("reqError", (error: Error & { code?: string }) => readErrors.push(`${new Date().toISOString()} ${error.code ?? ""} ${error.message}`));
    const killer = setTimeout(() => {
      console.log(`${new Date().toISOString()} killing ${one.name} (SIGKILL, pid ${one.process.pid})`);
      one.process.kill("SIGKILL");
    }, (LOAD_SECONDS * 1000) / 3);
    const result = await load;
    clearTimeout(killer);
    console.log(
      `load: ${result.requests.total} reads, ${result.requests.average} req/s, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    check(one.process.exitCode !== null || one.process.signalCode !== null, `${one.name} is gone`);
    const noneFailed = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && result.requests.total > 0;
    check(noneFailed, "no read failed while a server died");
    // What nginx saw of the dead server, to tell a retried attempt from one cut off mid-response.
    if (!noneFailed) for (const line of [...readErrors, ...upstreamLines]) console.log(line);

    // The survivor takes logins and serves the file.
    const again = await login(cluster.url);
    // X-Served-By lists every server nginx tried: the last one answered.
    check(again.servedBy?.split(", ").at(-1) === `127.0.0.1:${two.port}`, `a login after the kill is served by ${two.name} (${again.servedBy})`);
    if (fileUrl) {
      const file = await fetch(new URL(fileUrl, cluster.url), { headers: { cookie: again.cookie } });
      check(file.status === 200 && Buffer.from(await file.arrayBuffer()).equals(PDF), `the file reads through the balancer on ${two.name} (${file.status})`);
    }

    // SIGTERM on the survivor: it finishes, runs its shutdown hooks and exits 0.
    const code = await cluster.stopInstance(1, "SIGTERM");
    check(code === 0, `${two.name} exits ${code} on SIGTERM`);
  } finally {
    if (retried > 0) console.log(`(nginx logged ${retried} failed attempt(s) on the killed server; each was retried on the other)`);
    await cluster?.stop();
    await scratch.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failures === 0 ? `test:cluster passed in ${((Date.now() - started) / 1000).toFixed(0)} s` : `test:cluster: ${failures} check(s) failed`);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`test:cluster failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
