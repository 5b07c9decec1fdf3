// npm run bench:billing: Finance's reads and writes at scale (decisions.md section 21, decision 0057).
// A scratch database on the local Postgres (BENCH_DATABASE_URL names another server) with BENCH_INVOICES
// invoices (default 100,000) and ~60,000 payments, bulk-loaded in SQL (scripts/helpers/bench-billing-data.ts).
// It times, each beside `SELECT 1` through the same in-process HTTP server in the same run:
// - the receivables ageing report and a page of the invoice list (pages 1-10), each for BENCH_DURATION
//   seconds (default 10) at 20 connections (goal: p95 within 10x SELECT 1's);
// - the month's GSTR-1 b2b CSV of 10,000 invoices (goal under 10 s);
// - issuing 1,000 drafts through the bulk issue (5 calls of 200), checking the numbers run 1..1,000.
// The database is dropped at the end; every loop is bounded.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { SessionUser } from "@/lib/auth/types";
import { loadBenchBilling, GSTR1_MONTH } from "./helpers/bench-billing-data";
import { measure, ms, ratio, selectOneTimer, withBenchDatabase } from "./helpers/bench";

const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const GSTR1_INVOICES = 10_000;
const DRAFTS = 1_000;
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL_RATIO = 10;
const GSTR1_GOAL_MS = 10_000;

async function main() {
  await withBenchDatabase(`bench_billing_${process.pid}`, async ({ db }) => {
    const started = performance.now();
    // One statement a call (a prepared statement holds one).
    const exec = async (sql: string) => {
      for (const statement of sql.split(/;\s*$/m).map((part) => part.trim()).filter(Boolean)) await db.$executeRawUnsafe(statement);
    };
    await loadBenchBilling(exec, INVOICES, GSTR1_INVOICES, DRAFTS);
    const payments = await db.payment.count();
    console.log(`loaded ${INVOICES} invoices and ${payments} payments in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const { agingReport } = await import("@/lib/billing/service/reports");
    const { listInvoices } = await import("@/lib/billing/service/invoices");
    const { gstr1Text } = await import("@/lib/billing/service/gstr1");
    const { bulkIssueInvoices } = await import("@/lib/billing/service/bulk-issue");
    const finance = { id: "bench_finance", role: "Finance", name: "Bench", email: "finance@bench.example" } as SessionUser;

    let inFlight = 0;
    const server = http.createServer(async (req, res) => {
      inFlight++;
      try {
        let response: unknown = {};
        if (req.url === "/trivial") await db.$queryRaw`SELECT 1`;
        else if (req.url === "/aging") response = await agingReport(finance);
        else if (req.url === "/list") response = await listInvoices(finance, { page: 1 + Math.floor(Math.random() * 10) });
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: true, response }));
      } catch (error) {
        console.error(error);
        res.writeHead(500).end();
      } finally {
        inFlight--;
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/trivial", "/aging", "/list"]) await fetch(`${baseUrl}${path}`).then((r) => r.text());
      const run = (label: string, path: string) => measure(label, `${baseUrl}${path}`, CONNECTIONS, DURATION_S);
      const trivial = await run("trivial: SELECT 1", "/trivial");
      const aging = await run(`receivables ageing (${INVOICES} invoices)`, "/aging");
      const list = await run("invoice list, a page of 20 (pages 1-10)", "/list");
      const rows = [
        { ...trivial, "p95 ÷ trivial": "1.0x" },
        { ...aging, "p95 ÷ trivial": ratio(aging.p95, trivial.p95) },
        { ...list, "p95 ÷ trivial": ratio(list.p95, trivial.p95) },
      ];
      console.table(rows);
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));

      const selectOne = selectOneTimer(db);
      const trivialMedian = await selectOne(50);
      let t = performance.now();
      const csv = await gstr1Text(finance, { month: GSTR1_MONTH, section: "b2b" });
      const gstr1Ms = performance.now() - t;
      const gstr1Lines = csv.split("\r\n").length - 2;

      const drafts = (await db.invoice.findMany({ where: { status: "draft" }, select: { id: true }, orderBy: { id: "asc" } })).map((row) => row.id);
      t = performance.now();
      let issued = 0;
      for (let i = 0; i < drafts.length; i += 200) issued += (await bulkIssueInvoices(finance, { ids: drafts.slice(i, i + 200) })).issued;
      const bulkMs = performance.now() - t;
      const numbers = await db.invoice.findMany({ where: { id: { in: drafts } }, select: { number: true } });
      const serials = numbers.map((row) => Number(row.number!.split("/")[2])).sort((a, b) => a - b);
      const gapless = serials.every((serial, i) => serial === i + 1);

      console.log("");
      console.log(`SELECT 1 (median, one at a time)     ${ms(trivialMedian)}`);
      console.log(`ageing p95 at ${CONNECTIONS} connections       ${ms(aging.p95)} = ${ratio(aging.p95, trivial.p95)} SELECT 1's p95 ${ms(trivial.p95)} (goal <= ${GOAL_RATIO}x)`);
      console.log(`invoice list p95 at ${CONNECTIONS} connections ${ms(list.p95)} = ${ratio(list.p95, trivial.p95)} SELECT 1's p95 (goal <= ${GOAL_RATIO}x)`);
      console.log(`GSTR-1 b2b ${GSTR1_MONTH}, ${gstr1Lines} invoices   ${ms(gstr1Ms)} (goal < ${GSTR1_GOAL_MS / 1000} s)`);
      console.log(`bulk issue of ${drafts.length} drafts (5 x 200)     ${ms(bulkMs)} = ${ms(bulkMs / Math.max(1, drafts.length))} a draft; issued ${issued}, numbers 1..${serials.length} ${gapless ? "without gaps" : "WITH GAPS"}`);
      const ok =
        aging.p95 <= GOAL_RATIO * trivial.p95 &&
        list.p95 <= GOAL_RATIO * trivial.p95 &&
        gstr1Ms < GSTR1_GOAL_MS &&
        gstr1Lines === GSTR1_INVOICES &&
        issued === DRAFTS &&
        gapless &&
        rows.every((row) => row.non2xx === 0);
      console.log(ok ? "goals met" : "GOAL MISSED (or the counts do not add up)");
      process.exitCode = ok ? 0 : 1;
    } finally {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => server.close(resolve));
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
