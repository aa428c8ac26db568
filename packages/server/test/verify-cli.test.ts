/**
 * `pnpm verify` on a real game: a whole match of one of the site's games played by bots through a
 * real server (with a resignation, so the result is re-ranked), stored in a SQLite file. The CLI
 * verifies its downloaded history and the match by id from the store, and rejects a tampered copy.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { MatchHistory } from "@starport/protocol";
import { GAMES } from "@starport/rules";
import { afterAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../src/store-open.ts";
import { SqliteStore } from "../src/store-sqlite.ts";
import { getJson, join, startServer, stateOf, track, waitFor } from "./helpers.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const NODE = path.join(ROOT, "node_modules/node/bin/node");
const VERIFY = path.join(ROOT, "scripts/verify.ts");
const dir = mkdtempSync(path.join(tmpdir(), "starport-verify-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The quickest of the site's games for a full bot match (stellar-omega when offered). */
const GAME = GAMES["stellar-omega"] ? "stellar-omega" : Object.keys(GAMES)[0];

function verify(arg: string): { code: number | null; out: string } {
  const r = spawnSync(NODE, [VERIFY, arg], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.skipIf(!GAME)("pnpm verify", () => {
  let history: MatchHistory;

  it(`verifies a whole ${GAME} match played through the server, from its history file and by id`, async () => {
    const def = GAMES[GAME!]!;
    const srv = await startServer({
      games: { [GAME!]: def },
      store: new SqliteStore(path.join(dir, SQLITE_FILE)),
      botDelayMs: 0,
    });
    try {
      const room = await srv
        .client()
        .create(GAME!, join("Ana", { mode: "private", players: def.players.min }));
      const t = track(room);
      room.send("start");
      await waitFor(() => t.all("legal").length > 0, 5000, "the start");
      room.send("resign"); // every seat is now a bot; seat 0 is ranked last whatever happens
      await waitFor(() => stateOf(room).status === "finished", 60_000, "the end of the match");
      const id = stateOf(room).matchId as string;
      history = (await getJson<MatchHistory>(srv.http, `/api/matches/${id}/history.json`)).body;
      await room.leave(true);
    } finally {
      await srv.app.shutdown();
    }
    expect(history.status).toBe("finished");
    expect(history.seats[0]!.forfeit).toBe("resigned");
    expect(history.result!.ranks[0]).toBe(def.players.min);
    expect(history.moves!.length).toBeGreaterThan(10);

    const file = path.join(dir, "history.json");
    writeFileSync(file, JSON.stringify(history));
    const byFile = verify(file);
    expect(byFile.out).toContain("VERIFIED");
    expect(byFile.out).toMatch(/ok {3}seed: SHA-256 of the seed equals the hash published at the start/);
    expect(byFile.code).toBe(0);
    const byId = verify(history.id);
    expect(byId.out).toContain(`match ${history.id} (${GAME}`);
    expect(byId.code).toBe(0);
  });

  it("rejects a tampered move list with exit code 1 and says where", () => {
    const h = structuredClone(history);
    // two moves of different seats swapped
    const i = h.moves!.findIndex((m, k) => k > 0 && m.seat !== h.moves![k - 1]!.seat);
    const [a, b] = [h.moves![i - 1]!, h.moves![i]!];
    [a.move, b.move] = [b.move, a.move];
    const file = path.join(dir, "tampered.json");
    writeFileSync(file, JSON.stringify(h));
    const r = verify(file);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAILED: (moves|game over|result|final state)/);
    expect(verify(path.join(dir, "missing.json")).code).toBe(1);
  });
});
