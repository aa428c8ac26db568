/**
 * Space Opera on a phone (issue 14), without a browser: the map's camera never goes below the zoom
 * at which its words are 11 CSS px (the kit's `minZoom`), the test hook finds the smallest word on
 * screen, and the adapter's phone choices: a single planet is not picked for the player (the map
 * stays on screen), Cancel goes back from the build menu, the ways out of the game wait behind
 * "More…", surrendering asks for a confirmation, cargo buttons are short, the strikes at an enemy
 * planet come by kind, and Production or Maintenance with nothing to use says only Done.
 */
import { rngFromSeed } from "@starport/rules/core/rng.ts";
import { spaceOpera as game } from "@starport/rules/space-opera/index.ts";
import type { OperaMove, OperaPublic, Reach } from "@starport/rules/space-opera/types.ts";
import { describe, expect, it } from "vitest";
import { at, duel, planet, ship } from "../../rules/test/space-opera/fixture.ts";
import { cameraFor } from "../src/games/kit/cameras.ts";
import { smallestText } from "../src/games/kit/test-hook.ts";
import { interaction, type Selection } from "../src/games/space-opera/adapter.ts";
import { WORD } from "../src/games/space-opera/map-card.ts";
import { reachWords } from "../src/games/space-opera/panels.ts";

/** The first state of a seeded bot game (2 then 3 players, a few seeds) where `pick` holds for the acting seat. */
function stateWhere(pick: (view: OperaPublic, legal: OperaMove[]) => boolean): {
  view: OperaPublic;
  legal: OperaMove[];
  seat: number;
} {
  for (const [players, seed] of [
    [2, "sop-phone"],
    [3, "b"],
  ] as const) {
    let s = game.setup({ players, seed, options: game.optionsSchema.parse({ roundLimit: 8 }) });
    const rng = rngFromSeed("x");
    for (let n = 0; n < 3000 && !game.outcome(s); n++) {
      const seat = game.actors(s)[0]!;
      const view = game.publicView(s);
      const legal = game.legalMoves(s, seat);
      if (pick(view, legal)) return { view, legal, seat };
      const priv = game.privateView(s, seat);
      const move = game.bots.default!.choose({
        seat,
        view: { public: view, private: priv },
        legal,
        rng,
        budgetMs: 5,
        now: () => 0,
      });
      const r = game.apply(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  throw new Error("no such state");
}

const ids = (i: { targets: { id: string }[] }): string[] => i.targets.map((t) => t.id);

describe("Space Opera on a phone", () => {
  it("the map's camera keeps its words at 11 CSS px: never below minZoom, looking at the targets", () => {
    const slot = { x: 6, y: 6, w: 360, h: 381 };
    const content = { x: -4, y: -4, w: 788, h: 868 };
    const targets = [{ id: "cell:0", x: 30, y: 30, w: 150, h: 166 }];
    const fitted = cameraFor(slot, content, undefined, null, 44);
    expect(fitted.zoom * WORD).toBeLessThan(11);
    const readable = cameraFor(slot, content, undefined, { hits: targets, minPx: 40 }, 44, 0.43);
    expect(readable.zoom).toBeCloseTo(0.43);
    expect(readable.zoom * WORD).toBeGreaterThanOrEqual(11);
    // the top-left card is in view (clamped to the drawing's corner)
    expect(readable.cx - slot.w / 2 / readable.zoom).toBeLessThanOrEqual(30);
    // a camera that already fits readably is not changed
    const big = cameraFor({ ...slot, h: 900 }, content, undefined, null, 44, 0.43);
    expect(big.zoom).toBeCloseTo(cameraFor({ ...slot, h: 900 }, content, undefined, null, 44).zoom);
  });

  it("the test hook reports the smallest word on screen, blanks left out", () => {
    expect(
      smallestText([
        { text: "Dorado", px: 11.2, panel: "map" },
        { text: " ", px: 3, panel: "map" },
        { text: "Pass", px: 13, panel: "ui" },
      ]),
    ).toEqual({ text: "Dorado", px: 11.2, panel: "map" });
    expect(smallestText([])).toBeNull();
  });

  it("Building: the planet is tapped on the map (not picked for the player); Cancel goes back to the map", () => {
    const { view, legal, seat } = stateWhere(
      (v, l) =>
        v.phase === "build" && new Set(l.filter((m) => m.type === "build").map((m) => m.planet)).size === 1,
    );
    expect(interaction(view, legal, seat, null, false).selection?.kind).toBe("planet");
    const phone = interaction(view, legal, seat, null, true);
    expect(phone.selection).toBeNull();
    const planet = phone.targets.find((t) => t.id.startsWith("cell:"))!;
    const menu = interaction(view, legal, seat, planet.select as Selection, true);
    expect(ids(menu)).toContain("btn:cancel");
    expect(ids(menu).some((id) => id.startsWith("build:"))).toBe(true);
    expect(menu.hint.key).toMatch(/^sop\.hint\.buildMenu/);
  });

  it("the ways out wait behind More…, and surrendering asks for a confirmation (phone and desktop)", () => {
    const { view, legal, seat } = stateWhere(
      (v, l) => v.phase === "build" && l.some((m) => m.type === "surrender"),
    );
    const phone = interaction(view, legal, seat, null, true);
    expect(ids(phone)).toContain("btn:endMenu");
    expect(ids(phone)).not.toContain("btn:flow:surrender");
    const more = phone.targets.find((t) => t.id === "btn:endMenu")!;
    const menu = interaction(view, legal, seat, more.select as Selection, true);
    expect(menu.hint.key).toBe("sop.hint.endMenu");
    const desk = interaction(view, legal, seat, null, false);
    for (const i of [menu, desk]) {
      const give = i.targets.find((t) => t.id === "btn:flow:surrender")!;
      expect(give.move, "one tap does not surrender").toBeNull();
      const sure = interaction(view, legal, seat, give.select as Selection, true);
      const yes = sure.targets.find((t) => t.move?.type === "surrender")!;
      expect(yes.label.key).toBe("sop.confirm.surrender");
    }
  });

  it("cargo buttons are short on a phone, and the hint names them", () => {
    const { view, legal, seat } = stateWhere((_v, l) => l.some((m) => m.type === "load"));
    const ship = legal.find((m) => m.type === "load")!.ship;
    const sel: Selection = { kind: "ship", ship };
    const phone = interaction(view, legal, seat, sel, true);
    const load = phone.targets.find((t) => t.id.startsWith("btn:load:"))!;
    expect(load.label.key).toMatch(/^sop\.load\.short\./);
    expect(phone.hint.key).toMatch(/\.compact$/);
    expect(interaction(view, legal, seat, sel, false).hint.key).not.toMatch(/\.compact$/);
  });

  it("at an enemy planet the strikes come by kind (invade first); a missile at a docked ship then asks which", () => {
    // (the rules' own test table: Blue's planet at D3 with two ships docked, Red's ship arriving with meeples)
    const s = at(duel(), "move", 0);
    planet(s, 13, 1, { meeples: 1, energy: 4, ore: 4, windmill: 1 }, "planet-05");
    ship(s, 1, 13);
    ship(s, 1, 13);
    const x = ship(s, 0, 12, { energy: 1, meeples: 3 });
    ship(s, 0, 12);
    const r = game.apply(s, 0, { type: "step", ship: x.id, to: 13, hyper: false });
    if (!r.ok) throw new Error(r.error.message);
    const [seat, view, legal] = [0, game.publicView(r.value.state), game.legalMoves(r.value.state, 0)];
    const strikes = legal.filter((m) => m.type === "attack");
    const bar = interaction(view, legal, seat, null, true);
    const kinds = bar.targets.filter((t) => t.id.startsWith("btn:attack:"));
    expect(kinds.map((t) => t.label.key)).toEqual(
      [...new Set(strikes.map((m) => m.target))].map((k) => `sop.attack.${k}`),
    );
    expect(kinds[0]!.label.key).toBe("sop.attack.invade");
    expect(kinds[0]!.move).toEqual({ type: "attack", target: "invade", ship: null });
    const missile = kinds.find((t) => t.label.key === "sop.attack.ship")!;
    expect(missile.move, "several docked ships: the ship is asked next").toBeNull();
    const which = interaction(view, legal, seat, missile.select as Selection, true);
    const picks = which.targets.filter((t) => t.move?.type === "attack");
    expect(picks.map((t) => t.move)).toEqual(strikes.filter((m) => m.target === "ship"));
    expect(which.hint.key).toBe("sop.hint.pick.ship");
  });

  it("a reachable card with enemy ships says Combat, even when the ship would be stranded after it", () => {
    const t = (k: string) => k;
    const base = { cell: 3, path: [3], hyper: false, energy: 1, spacesLeft: 0, ends: true } as const;
    const fight = { ...base, arrival: "fight", danger: "strand" } as unknown as Reach;
    expect(reachWords(fight, t, true)).toBe("sop.reach.short.fight");
    expect(reachWords(fight, t, false), "the description still warns").toBe("sop.reach.strand");
    const empty = { ...base, arrival: "pass", danger: "strand" } as unknown as Reach;
    expect(reachWords(empty, t, true)).toBe("sop.reach.short.strand");
  });

  it("Production with nothing to use: the hint says only Done", () => {
    const { view, legal, seat } = stateWhere(
      (v, l) => v.phase === "harvest" && l.every((m) => ["done", "surrender", "proposeEnd"].includes(m.type)),
    );
    expect(interaction(view, legal, seat, null, true).hint.key).toBe("prompt.harvest.none");
  });
});
