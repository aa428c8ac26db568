/**
 * Every game the site offers (GAMES in @starport/rules) runs at a generic table: it starts, its
 * views are synced (a seat's private part to that seat only) and bots play it through the room.
 */
import type { Room } from "@colyseus/sdk";
import { GAMES } from "@starport/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  join,
  leaveAll,
  privateEntries,
  startServer,
  stateOf,
  type TestServer,
  track,
  waitFor,
} from "./helpers.ts";

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

let srv: TestServer;
const open: Room[] = [];
const MOVES = 30;

beforeAll(async () => {
  srv = await startServer({ games: GAMES, botDelayMs: 0 });
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
});

describe.skipIf(Object.keys(GAMES).length === 0)("registered games", () => {
  it.each(Object.keys(GAMES))(
    "%s: a table starts, syncs its views whole (every game's first patch) and bots play it",
    async (id) => {
      const def = GAMES[id]!;
      const owner = await srv.client().create(id, join("Ana", { mode: "private", players: def.players.min }));
      open.push(owner);
      const t = track(owner);
      const spec = await srv.client().joinById(owner.roomId, join("Sam", { spectator: true }));
      open.push(spec);
      track(spec);
      owner.send("start");
      await waitFor(
        () => stateOf(owner)?.status !== "waiting" && stateOf(spec)?.view?.size > 0,
        5000,
        "the start",
      );
      expect(stateOf(owner).view.size).toBeGreaterThan(0);
      // every game's first patch (its largest: the whole view is new) arrives whole, to the player
      // and the spectator: each entry a JSON text (app.ts: an encoder buffer too small cut some)
      for (const room of [owner, spec]) {
        const cut = [...stateOf(room).view.entries()].filter(([, text]) => !isJson(text as string));
        expect(cut, `${id}: entries without a value`).toEqual([]);
      }
      expect(privateEntries(spec).every((e) => e.length === 0)).toBe(true);
      expect(
        privateEntries(owner)
          .slice(1)
          .every((e) => e.length === 0),
      ).toBe(true);
      await waitFor(() => t.all("legal").length > 0);
      // hand the seat to a bot: every seat is now played by the game's default bot
      owner.send("resign");
      await waitFor(
        () => stateOf(owner).version >= MOVES || stateOf(owner).status === "finished",
        30_000,
        `${MOVES} bot moves`,
      );
      // errors and warnings other than timing (a slow bot on a busy machine is not a fault here)
      const problems = srv.logs.entries.filter(
        (e) => e.level === "error" || (e.level === "warn" && e.event !== "bot.slow"),
      );
      expect(problems).toEqual([]);
    },
  );
});
