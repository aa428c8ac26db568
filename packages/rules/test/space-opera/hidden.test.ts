/** Hidden information (rulebook: Map Cards face down, Technology Cards in hand) and the caps. */
import { describe, expect, it } from "vitest";
import { eventsFor, viewFor } from "../../src/core/engine.ts";
import { rngFromSeed } from "../../src/core/rng.ts";
import { spaceOpera } from "../../src/space-opera/index.ts";
import { at, blank, card, give, planet, play, refused, ship } from "./fixture.ts";

const setup = (players: number, seed: string) =>
  spaceOpera.setup({ players, seed, options: spaceOpera.optionsSchema.parse({}) });

describe("hidden information", () => {
  it("nobody sees face-down cards, the deck order or another player's hand", () => {
    const s = setup(3, "h");
    give(s, 1, "spy", "rogue");
    const spectator = JSON.stringify(viewFor(spaceOpera, s, "spectator"));
    const seat0 = JSON.stringify(viewFor(spaceOpera, s, 0));
    for (const [i, c] of s.cards.entries()) if (!s.faceUp[i]) expect(spectator).not.toContain(`"${c}"`);
    expect(seat0).not.toContain("rogue");
    expect(JSON.stringify(viewFor(spaceOpera, s, 1))).toContain("rogue");
    expect(spaceOpera.publicView(s).handSizes).toEqual([0, 2, 0]);
  });

  it("perturbHidden really changes what its owner alone knows (so the kit's check bites)", () => {
    const s = setup(2, "p");
    give(s, 0, "spy", "rogue", "trader");
    s.known[0] = [s.faceUp.findIndex((u) => !u)];
    const rng = rngFromSeed("perturb");
    let handChanged = false;
    let worldChanged = false;
    let knownChanged = false;
    for (let i = 0; i < 20; i++) {
      const a = spaceOpera.test.perturbHidden(s, 0, rng);
      handChanged ||= JSON.stringify(a.hands[0]) !== JSON.stringify(s.hands[0]);
      knownChanged ||= a.cards[s.known[0][0]!] !== s.cards[s.known[0][0]!];
      expect(a.hands[1]).toEqual(s.hands[1]);
      const w = spaceOpera.test.perturbHidden(s, "world", rng);
      expect(w.cards[s.known[0][0]!]).toBe(s.cards[s.known[0][0]!]); // seat 0 saw it: not the world's
      worldChanged ||= JSON.stringify(w.cards) !== JSON.stringify(s.cards) && w.rng.join() !== s.rng.join();
    }
    expect([handChanged, knownChanged, worldChanged]).toEqual([true, true, true]);
  });

  it("private events reach their owner only; the public log says that something happened", () => {
    const s = at(blank(2), "build", 0);
    planet(s, 12, 0);
    planet(s, 24, 1, {}, "planet-02");
    const { ev } = play(s, 0, { type: "research" });
    const drawn = ev.find((e) => e.type === "drewTech")!.tech as string;
    expect(JSON.stringify(eventsFor(ev, 1))).not.toContain(drawn);
    expect(JSON.stringify(eventsFor(ev, "spectator"))).not.toContain(drawn);
    expect(JSON.stringify(eventsFor(ev, 0))).toContain(drawn);
    expect(eventsFor(ev, 1).map((e) => e.type)).toContain("researched");
  });

  it("a reaction window opens for any player holding an unplayed card, whatever the card", () => {
    const raidWith = (tech: "forceField" | "engineer") => {
      const s = at(blank(2), "move", 0);
      planet(s, 12, 0);
      planet(s, 13, 1, { meeples: 3, windmill: 1 }, "planet-05");
      give(s, 1, tech);
      const x = ship(s, 0, 12, { energy: 1 });
      ship(s, 0, 12);
      let t = play(s, 0, { type: "step", ship: x.id, to: 13, hyper: false }).s;
      t = play(t, 0, { type: "attack", target: "meeple", ship: null }).s;
      return t;
    };
    const a = raidWith("forceField");
    const b = raidWith("engineer");
    expect(spaceOpera.publicView(a)).toEqual(spaceOpera.publicView(b));
    expect(spaceOpera.actors(a)).toEqual([1]);
    expect(spaceOpera.legalMoves(b, 1)).toEqual([{ type: "react", tech: null }]);
    expect(spaceOpera.legalMoves(a, 1)).toContainEqual({ type: "react", tech: "forceField" });
  });
});

describe("caps (rulebook: Resource Tokens)", () => {
  it("cargo cannot be unloaded onto a planet already holding 10 energy", () => {
    const s = at(blank(2), "move", 0);
    planet(s, 12, 0, { energy: 10 });
    planet(s, 24, 1, {}, "planet-02");
    const x = ship(s, 0, 12, { energy: 3, ore: 2 });
    expect(refused(s, 0, { type: "unload", ship: x.id, cargo: "energy" })).toBe("STORE_FULL");
    expect(play(s, 0, { type: "unload", ship: x.id, cargo: "ore" }).s.planets[12]!.ore).toBe(4);
  });

  it("a face-down card stays hidden from the public until flipped", () => {
    const s = at(blank(2), "move", 0);
    planet(s, 12, 0);
    planet(s, 24, 1, {}, "planet-02");
    card(s, 13, "planet-09", false);
    expect(spaceOpera.publicView(s).cards[13]).toBeNull();
    expect(spaceOpera.publicView(s).hiddenPlanets).toBe(1);
  });
});
