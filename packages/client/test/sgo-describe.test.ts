/**
 * Space Gate Odyssey's board help in words (describe.ts): at states of a seeded bot game, every
 * kind of board thing is described in English and Spanish with every placeholder filled, and the
 * words follow the view (a module's settlers, a pile used this action, a spot's occupant).
 */
import { ROOMS } from "@starport/rules/space-gate-odyssey/content.ts";
import { planetDef } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import { spaceGateOdyssey as game } from "@starport/rules/space-gate-odyssey/index.ts";
import type { SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import { describe, expect, it } from "vitest";
import type { PlayerInfo } from "../src/games/contract.ts";
import { describeThing, type Seen } from "../src/games/space-gate-odyssey/describe.ts";
import { messages } from "../src/games/space-gate-odyssey/messages.ts";
import { interpolate } from "../src/i18n/i18n.ts";
import { playBotGame } from "./support/bot-games.ts";

const players: PlayerInfo[] = ["Ana", "Bo", "Cy"].map((name, seat) => ({
  seat,
  name,
  kind: "human",
  connected: true,
  botReason: "",
}));
const tr =
  (lang: "en" | "es") =>
  (key: string, params?: Record<string, string | number>): string =>
    interpolate(messages[lang][key] ?? `<missing ${lang}:${key}>`, params);

/** Every board thing of a view, by hit id (the station drawn large is seat 0's). */
function thingIds(view: SgoPublicView): string[] {
  const ids = ["cell:0,0", "station:1"];
  for (const m of view.seats[0]?.station ?? []) ids.push(`mod:${m.tile}`);
  view.piles.forEach((_, i) => ids.push(`pile:${i}`));
  for (const room of ROOMS) ids.push(`room:${room}`, `fig:${room}:engineer`);
  view.predominance.forEach((_, pos) => ids.push(`token:${pos}`));
  for (const pl of view.planets) {
    ids.push(`planet:${pl.id}`);
    planetDef(pl.id).sides[pl.side === 1 ? 1 : 0].spots.forEach((_, k) => ids.push(`spot:${pl.id}:${k}`));
  }
  return ids;
}

const views: SgoPublicView[] = [];
playBotGame(game, 3, "describe-1", game.optionsSchema.parse({}), ({ n, view }) => {
  if (n % 40 === 0) views.push(view.public);
});

describe("Space Gate Odyssey board help", () => {
  it("describes every board thing in both languages, every placeholder filled", () => {
    expect(views.length).toBeGreaterThan(3);
    for (const view of views) {
      for (const lang of ["en", "es"] as const) {
        const seen: Seen = { view, players, seat: 0, station: 0, t: tr(lang) };
        for (const id of thingIds(view)) {
          const words = describeThing(seen, id);
          expect(words, id).not.toBe("");
          expect(words, id).not.toMatch(/<missing|\{\w+\}/);
        }
      }
    }
  });

  it("follows the view: a module's settlers, a used pile, a spot's occupant", () => {
    const view = structuredClone(views.find((v) => v.seats[0]!.station.some((m) => m.on && m.settlers > 0))!);
    const en = tr("en");
    const seen: Seen = { view, players, seat: 0, station: 0, t: en };
    const mod = view.seats[0]!.station.find((m) => m.on && m.settlers > 0)!;
    expect(describeThing(seen, `mod:${mod.tile}`)).toContain(String(mod.settlers));
    view.build = null;
    view.act = { room: "modules", queue: [], pointsLeft: 1, usedPiles: [0] };
    view.piles[0] = { size: 5, top: view.piles.find((p) => p.top !== null)!.top };
    expect(describeThing(seen, "pile:0")).toContain(en("sgo.describe.pile.used"));
    expect(describeThing(seen, "pile:1")).not.toContain(en("sgo.describe.pile.used"));
    const pl = view.planets[0]!;
    pl.occupants[0] = 2;
    expect(describeThing(seen, `spot:${pl.id}:0`)).toContain("Cy");
    expect(describeThing(seen, "nothing:1")).toBe("");
  });
});
