// Compares two V8 heap snapshots (.heapsnapshot): retained-by-nothing-special, just the live objects
// each holds, summed by constructor. What grows between "before the load" and "after the load, idle"
// is what a leak would be made of (npm run bench:load with BENCH_MODES=soak).
import { readFile } from "node:fs/promises";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

export type HeapSummary = { totalBytes: number; byConstructor: Map<string, { count: number; bytes: number }> };

export async function summarizeHeap(file: string): Promise<HeapSummary> {
  const snap = JSON.parse(await readFile(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const types = snap.snapshot.meta.node_types[0];
  const byConstructor = new Map<string, { count: number; bytes: number }>();
  let totalBytes = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    const size = snap.nodes[i + sizeAt];
    totalBytes += size;
    const key = type === "object" || type === "closure" ? `${type} ${snap.strings[snap.nodes[i + nameAt]]}` : `(${type})`;
    const entry = byConstructor.get(key) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += size;
    byConstructor.set(key, entry);
  }
  return { totalBytes, byConstructor };
}

export function heapGrowth(before: HeapSummary, after: HeapSummary, top = 12) {
  const rows = [...after.byConstructor].map(([key, a]) => {
    const b = before.byConstructor.get(key) ?? { count: 0, bytes: 0 };
    return { what: key, "count before": b.count, "count after": a.count, "MB before": +(b.bytes / 1e6).toFixed(2), "MB after": +(a.bytes / 1e6).toFixed(2), growthBytes: a.bytes - b.bytes };
  });
  return rows.sort((x, y) => y.growthBytes - x.growthBytes).slice(0, top);
}
