/** Space Gate Odyssey content: the tile counts of the rulebook (001 p.2) and sound exoplanet graphs. */
import { describe, expect, it } from "vitest";
import { DOMAINS, GATES, MODULES, ROOMS, WHITE_MODULE } from "../../src/space-gate-odyssey/content.ts";
import { PLANETS } from "../../src/space-gate-odyssey/exoplanets.ts";
import { BEGIN, contentTables, DOC_URL, END, nodeFs } from "./content-tables.ts";

describe("module tiles (001 p.2)", () => {
  const tiles = MODULES.filter((m) => m.id < WHITE_MODULE);

  it("81 tiles: 36 gate, 27 Odyssey, 18 access, by domain 12/9/6; 4 white starting modules of 5", () => {
    expect(tiles).toHaveLength(81);
    MODULES.forEach((m, i) => expect(m.id).toBe(i));
    for (const domain of DOMAINS) {
      const of = (type: string) => tiles.filter((m) => m.type === type && m.domain === domain).length;
      expect([of("gate"), of("odyssey"), of("access")]).toEqual([12, 9, 6]);
    }
    const white = MODULES.filter((m) => m.id >= WHITE_MODULE);
    expect(white).toHaveLength(4);
    expect(white.every((m) => m.type === "access" && m.domain === null && m.capacity === 5)).toBe(true);
  });

  it("capacities 2-4, 1-4 corridors; 12 gate modules per gate, 4 in each domain", () => {
    for (const m of tiles) {
      expect(m.capacity).toBeGreaterThanOrEqual(2);
      expect(m.capacity).toBeLessThanOrEqual(4);
      expect(m.corridors).toMatch(/^N?E?S?W?$/);
      expect(m.corridors.length).toBeGreaterThan(0);
      expect(m.gate !== undefined).toBe(m.type === "gate");
      expect(m.bonus !== undefined).toBe(m.type === "odyssey");
    }
    for (const g of GATES) {
      for (const d of DOMAINS) expect(tiles.filter((m) => m.gate === g && m.domain === d)).toHaveLength(4);
    }
  });

  it("Odyssey bonuses: 3 recruit, 3 promote, 3 robot per domain; each robot names its room", () => {
    for (const d of DOMAINS) {
      const od = tiles.filter((m) => m.type === "odyssey" && m.domain === d);
      for (const b of ["recruit", "promote", "robot"])
        expect(od.filter((m) => m.bonus === b)).toHaveLength(3);
      for (const m of od.filter((x) => x.bonus === "robot")) expect(ROOMS).toContain(m.robotRoom);
    }
  });
});

describe("exoplanets", () => {
  it("8 exoplanets, each with one side for every player count 2-4", () => {
    expect(PLANETS.map((p) => p.id)).toEqual([
      "bose",
      "collins",
      "dirac",
      "fermi",
      "planck",
      "russell",
      "susskind",
      "turing",
    ]);
    for (const p of PLANETS) {
      const counts = [...p.sides[0].players, ...p.sides[1].players].sort();
      expect(counts, p.id).toEqual([2, 3, 4]);
    }
  });

  it("graphs are well formed: links and prerequisites name real spots; roads connect all of Planck", () => {
    for (const p of PLANETS) {
      for (const side of p.sides) {
        const n = side.spots.length;
        for (const [a, b] of side.links) {
          expect(a).toBeLessThan(n);
          expect(b).toBeLessThan(n);
          expect(a).not.toBe(b);
        }
        side.spots.forEach((x, i) => {
          for (const r of x.requires) expect(r).toBeLessThan(i);
          expect(x.x).toBeGreaterThanOrEqual(0);
          expect(x.x).toBeLessThanOrEqual(100);
          expect(x.y).toBeGreaterThanOrEqual(0);
          expect(x.y).toBeLessThanOrEqual(100);
        });
        if (p.id === "planck") {
          const seen = new Set([0]);
          for (let changed = true; changed; ) {
            changed = false;
            for (const [a, b] of side.links) {
              if (seen.has(a) !== seen.has(b)) {
                seen.add(a);
                seen.add(b);
                changed = true;
              }
            }
          }
          expect(seen.size).toBe(n);
        }
        if (side.volcanoes) for (const v of side.volcanoes) expect(new Set(v.spots).size).toBe(6);
        if (side.islandMin !== undefined) {
          for (const g of new Set(side.spots.map((x) => x.group))) {
            expect(side.spots.filter((x) => x.group === g).length).toBeGreaterThanOrEqual(side.islandMin);
          }
        }
        if (side.closeAt !== undefined)
          expect(side.spots.filter((x) => !x.zone).length).toBeGreaterThan(side.closeAt);
      }
    }
  });

  it("the rulebook's closing numbers: Fermi 7 of 8 / 9 of 10, Russell 3 islands of 7 / 4 islands of 5", () => {
    const fermi = PLANETS.find((p) => p.id === "fermi")!;
    expect(fermi.sides.map((x) => [x.players, x.closeAt, x.spots.filter((y) => !y.zone).length])).toEqual([
      [[2, 3], 7, 8],
      [[4], 9, 10],
    ]);
    const russell = PLANETS.find((p) => p.id === "russell")!;
    expect(
      russell.sides.map((x) => [x.players, x.islandMin, new Set(x.spots.map((y) => y.group)).size]),
    ).toEqual([
      [[2], 7, 3],
      [[3, 4], 5, 4],
    ]);
    const turing = PLANETS.find((p) => p.id === "turing")!;
    // 2 players: a canal end, then 6 + 5 more settlers to the centre (scoring 2 / 1 each / 2 each).
    expect(turing.sides[0].spots.find((x) => x.kind === "centre")!.step).toBe(11);
  });
});

describe("docs/games/space-gate-odyssey.md", () => {
  it("holds the content tables generated from this data", async () => {
    const fs = await nodeFs();
    const text = fs.readFileSync(DOC_URL, "utf8");
    const a = text.indexOf(BEGIN);
    const b = text.indexOf(END);
    expect(a).toBeGreaterThan(0);
    // The document is formatted by Biome (aligned table columns): compare modulo that layout.
    const norm = (t: string): string =>
      t
        .trim()
        .split("\n")
        .map((line) =>
          line
            .replace(/\s*\|\s*/g, "|")
            .replace(/-{3,}/g, "---")
            .trimEnd(),
        )
        .join("\n");
    expect(norm(text.slice(a + BEGIN.length, b))).toBe(norm(contentTables()));
  });
});
