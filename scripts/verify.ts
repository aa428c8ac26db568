/**
 * pnpm verify <history.json | URL of a history | match id>
 * Re-runs a finished match from its history (docs/storage.md "Verifying a match"): the seed against
 * the SHA-256 published at the start, every move through the rules, the recorded result and the
 * final state hash. A match id is read from the match store the server uses (DATABASE_URL, else
 * the SQLite file in DATA_DIR, default .data/). Prints the verdict; exit code 0 = verified, 1 = not.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GAMES } from "@starport/rules";
import { historyOf } from "@starport/server/history.ts";
import { openStore } from "@starport/server/store-open.ts";
import { verifyHistory } from "@starport/server/verify.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function load(arg: string): Promise<unknown> {
  if (/^https?:\/\//.test(arg)) {
    const res = await fetch(arg);
    if (!res.ok) throw new Error(`${arg}: HTTP ${res.status}`);
    return res.json();
  }
  if (existsSync(arg)) return JSON.parse(readFileSync(arg, "utf8"));
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(arg)) throw new Error(`${arg}: no such file, and not a match id`);
  const store = await openStore({
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: path.resolve(process.env.DATA_DIR || path.join(ROOT, ".data")),
  });
  try {
    const m = await store.getMatch(arg);
    if (!m) throw new Error(`no match ${arg} in the ${store.kind} store`);
    return historyOf(m, GAMES);
  } finally {
    await store.close();
  }
}

const arg = process.argv[2];
if (!arg || process.argv.length > 3) {
  console.error("usage: pnpm verify <history.json | URL | match id>");
  process.exit(2);
}
let history: unknown;
try {
  history = await load(arg);
} catch (e) {
  console.error(`FAILED: ${(e as Error).message}`);
  process.exit(1);
}
const h = history as { game?: string; id?: string; moveCount?: number };
const verdict = verifyHistory(history, GAMES);
console.log(`match ${h.id ?? "?"} (${h.game ?? "?"}, ${h.moveCount ?? "?"} moves)`);
for (const c of verdict.checks) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.detail}`);
console.log(verdict.ok ? "VERIFIED" : verdict.summary);
process.exit(verdict.ok ? 0 : 1);
