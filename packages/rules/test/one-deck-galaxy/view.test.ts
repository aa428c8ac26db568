/**
 * The public view carries what the screen shows (so the client computes no rule): zone cards with
 * their boxes, the Starbase and its Lab, the Confrontation card, the Adversary's rules evaluated,
 * each seat's yield, resources, techs and milestones, and the wide box being filled. Each test
 * checks a view field against the rule it shows (rulebook pages cited).
 */
import { describe, expect, it } from "vitest";
import { rngFromSeed } from "../../src/core/rng.ts";
import {
  act,
  actE,
  endActions,
  g,
  giveCard,
  legal,
  newGame,
  refuse,
  withInfluence,
  withPool,
  withZoneCard,
} from "./helpers.ts";

const view = (s: Parameters<typeof g.publicView>[0]) => g.publicView(s);

describe("zone cards (p.16-17, p.32)", () => {
  it("shows a Location's rows as boxes with their dice, fill and missing pips", () => {
    // Cinder Belt (card 1): [Y4 P3] -> 1, [P8w] -> 2, cost 4.
    let s = withPool(withZoneCard(newGame(), 0, 1), 0, ["y4", "p3", "p5"]);
    s = act(s, 0, { type: "place", die: "y4", to: "g1.0.0" });
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    const z = view(s).zone[0]!;
    expect(z).toMatchObject({
      id: 1,
      influence: 0,
      name: "Cinder Belt",
      kind: "location",
      cost: 4,
      res: "ore",
    });
    expect(z.threshold).toBeUndefined();
    expect(z.rows[0]).toEqual({
      boxes: [
        {
          key: "g1.0.0",
          spec: { t: "small", c: "yellow", min: 4 },
          dice: [{ die: "y4", o: 0 }],
          full: true,
          missing: 0,
        },
        { key: "g1.0.1", spec: { t: "small", c: "pink", min: 3 }, dice: [], full: false, missing: 0 },
      ],
      reward: 1,
      full: false,
    });
    expect(z.rows[1]!.boxes[0]).toMatchObject({ key: "g1.1.0", full: false, missing: 5 });
    expect(z.tech).toEqual({
      id: "c1",
      name: "Ore Skimmers",
      options: [{ steps: [{ k: "gain", c: "pink", v: 5, n: 1 }], locked: false }],
      activated: false,
    });
    s = act(s, 0, { type: "place", die: "p5", to: "g1.1.0" });
    expect(view(s).zone[0]!.rows[1]).toMatchObject({ full: true, boxes: [{ full: true, missing: 0 }] });
  });

  it("shows an Encounter's threshold and a ring's cost as conditions make it (p.33)", () => {
    // Lost Probe (card 29): threshold 3, [B4 S2]; Inspection Queues: every ring costs 1 more.
    const s = structuredClone(withZoneCard(newGame({ adversary: "authority" }), 0, 29));
    expect(view(s).zone[0]).toMatchObject({ kind: "encounter", threshold: 3 });
    expect(view(s).zone[0]!.rows[0]!.boxes[1]!.spec).toEqual({ t: "ring", pay: "science", cost: 2 });
    s.conditions.push("authority-4");
    expect(view(s).zone[0]!.rows[0]!.boxes[1]!.spec).toEqual({ t: "ring", pay: "science", cost: 3 });
    expect(view(s).adv.conditions).toEqual([{ mod: "ringMore", n: 1 }]);
    expect(view(s).conditions).toEqual(["authority-4"]);
  });

  it("shows the card being claimed once it has left the zone (p.42)", () => {
    // Solar Flare (card 35): [Y6].
    let s = withPool(withZoneCard(newGame(), 0, 35), 0, ["y6"]);
    s = act(s, 0, { type: "place", die: "y6", to: "g35.0.0" });
    expect(view(s).claimCard).toBeNull();
    s = act(s, 0, { type: "done" });
    const v = view(s);
    expect(v.decision).toEqual({ kind: "claim", card: 35 });
    expect(v.zone.some((z) => z.id === 35)).toBe(false);
    expect(v.claimCard).toMatchObject({
      id: 35,
      name: "Solar Flare",
      kind: "encounter",
      colony: { yellow: 1 },
    });
    expect(v.claimCard!.tech.name).toBe("Flare Shielding");
  });
});

describe("each seat's civilization (p.10-13, p.28, p.37-38)", () => {
  it("shows the yield that the Gather step then deals (homeworld side, colonies, society, conditions)", () => {
    const s = newGame({ adversary: "authority", homeworlds: ["felisi"], societies: ["scientists"] });
    expect(view(s).seats[0]!.yield).toEqual({ yellow: 2, pink: 2, blue: 2, black: 0, discs: 3 });
    expect(s.seats[0]!.unrolled).toHaveLength(6);
    expect(s.seats[0]!.discs).toBe(3);
    // A colony adds its icons; Protected Nebulae (a condition) takes a yellow die away.
    const s2 = structuredClone(giveCard(s, 0, 1, "colony"));
    s2.events = s2.events.filter((e) => e !== "authority-1");
    s2.conditions.push("authority-1");
    const y = view(s2).seats[0]!.yield;
    expect(y).toEqual({ yellow: 1, pink: 3, blue: 2, black: 0, discs: 3 });
    const next = endActions(s2);
    const count = (c: string) => next.seats[0]!.unrolled.filter((x) => x === c).length;
    expect([count("yellow"), count("pink"), count("blue")]).toEqual([1, 3, 2]);
  });

  it("shows names, the society rule and resources on or connected to the homeworld", () => {
    const s = giveCard(giveCard(newGame({ homeworlds: ["felisi"] }), 0, 1, "colony"), 0, 8, "tech");
    const seat = view(s).seats[0]!;
    expect(seat).toMatchObject({
      homeworldName: "Felisi Prime",
      societyName: "Explorers",
      societyRule: { rule: "labDiscount", n: 2 },
      resources: { fuel: 1, ore: 1, data: 1, flora: 1 },
    });
  });

  it("lists the techs with amounts evaluated for their owner and tiers locked by level", () => {
    // Plumplim (2 flora) with Verdant Spiral (card 8, flora) as a Tech: "roll 1 yellow die, plus
    // one for every 2 flora" = 1 + 3/2 = 2 dice. The Society Special Tech: tiers at 3 and 5.
    let s = giveCard(newGame({ homeworlds: ["plumplim"], societies: ["explorers"] }), 0, 8, "tech");
    let techs = view(s).seats[0]!.techList;
    expect(techs.map((t) => t.id)).toEqual(["hw", "soc", "c8"]);
    expect(techs[2]!.options[0]!.steps).toEqual([{ k: "roll", c: "yellow", n: 2 }]);
    expect(techs[1]!.options.map((o) => [o.minLevel, o.locked])).toEqual([
      [1, false],
      [3, true],
      [5, true],
    ]);
    s = structuredClone(s);
    s.seats[0]!.milestones = ["explorers-1", "explorers-2"];
    techs = view(s).seats[0]!.techList;
    expect(techs[1]!.options.map((o) => o.locked)).toEqual([false, false, true]);
    // Star Charts (card 15): reroll up to your Federation Level dice = 3.
    techs = view(giveCard(s, 0, 15, "tech")).seats[0]!.techList;
    expect(techs[3]!.options[0]!.steps).toEqual([{ k: "reroll", n: 3 }]);
    // Activated this turn: a Tech disc on it.
    s = act(withPool(s, 0, []), 0, { type: "tech", tech: "hw", opt: 0 });
    expect(view(s).seats[0]!.techList[0]!.activated).toBe(true);
  });

  it("lists the four milestones with the side in play and whether they are done (p.12)", () => {
    const one = view(newGame({ homeworlds: ["felisi"], societies: ["mathematicians"] })).seats[0]!;
    expect(one.milestoneList.map((m) => [m.id, m.source, m.kind])).toEqual([
      ["felisi", "homeworld", "passive"],
      ["mathematicians-1", "society", "passive"],
      ["mathematicians-2", "society", "passive"],
      ["mathematicians-3", "society", "action"],
    ]);
    expect(one.milestoneList[0]!.req).toEqual({ q: "starbase", n: 4 });
    expect(one.milestoneList[3]!.box).toMatchObject({ key: "m.mathematicians-3", missing: 66 });
    const two = newGame({
      players: 2,
      homeworlds: ["felisi", "zibzab"],
      societies: ["mathematicians", "botanists"],
    });
    expect(view(two).seats[0]!.milestoneList[0]!.req).toEqual({ q: "starbase", n: 3 });
    expect(view(two).seats[0]!.milestoneList[3]!.box).toMatchObject({ missing: 44 });
    const done = structuredClone(two);
    done.seats[1]!.milestones = ["botanists-2"];
    expect(view(done).seats[1]!.milestoneList.map((m) => m.done)).toEqual([false, false, true, false]);
  });
});

describe("the Starbase and its Research Lab (p.14, p.33, p.42-43)", () => {
  it("shows its rows, Lab pips, costs and disc spaces", () => {
    let s = withPool(newGame({ societies: ["botanists"] }), 0, ["y1", "y2", "p1", "p2", "b6", "b5"]);
    for (const [die, to] of [
      ["y1", "s.0.0"],
      ["y2", "s.0.1"],
      ["p1", "s.0.2"],
      ["p2", "s.0.3"],
      ["b6", "lab"],
      ["b5", "lab"],
    ] as const)
      s = act(s, 0, { type: "place", die, to });
    const sb = view(s).starbase;
    expect(sb.rows.map((r) => r.boxes.map((b) => b.key))).toEqual([
      ["s.0.0", "s.0.1", "s.0.2", "s.0.3"],
      ["s.1.0", "s.1.1", "s.1.2"],
    ]);
    expect(sb.rows[0]).toMatchObject({ full: true, reward: 1 });
    expect(sb.rows[1]!.boxes[0]!.spec).toEqual({ t: "small", c: "grey", min: 1, link: true });
    expect(sb).toMatchObject({
      lab: {
        dice: [
          { die: "b6", o: 0 },
          { die: "b5", o: 0 },
        ],
        pips: 11,
      },
      upgradeCost: 4,
      probeCost: 8,
      studyCost: 10,
      discSpaces: 1,
      fleetIncome: 1,
    });
    // The Explorers' rule: the Lab costs 2 fewer pips.
    expect(view(newGame({ societies: ["explorers"] })).starbase).toMatchObject({
      probeCost: 6,
      studyCost: 8,
    });
  });
});

describe("the Confrontation card (p.35, p.44)", () => {
  it("shows all four rows of the side up: attached discs, the active row, the level it needs", () => {
    // Neeble-Woober 'Send Envoy': [B5 B4 G4] L1, [B10w G5] L2, [B5 B5 S2] L2, [B12w G6 F2] L3.
    const s = structuredClone(withPool(newGame(), 0, ["b6", "b5"]));
    s.adv.removed = 1;
    s.adv.claimed = 1;
    let c = view(s).confrontation;
    expect(c).toMatchObject({ side: 0, name: "Send Envoy", canFlip: true });
    expect(c.rows.map((r) => [r.attached, r.active, r.locked, r.minLevel])).toEqual([
      [false, false, false, 1],
      [true, true, true, 2],
      [true, false, true, 2],
      [true, false, true, 3],
    ]);
    expect(c.rows[1]!.boxes.map((b) => b.key)).toEqual(["c.0", "c.1"]);
    expect(c.rows[2]!.boxes.map((b) => b.key)).toEqual(["c2.0", "c2.1", "c2.2"]);
    s.seats[0]!.milestones = ["explorers-1"];
    const s2 = act(s, 0, { type: "place", die: "b6", to: "c.0" });
    c = view(s2).confrontation;
    expect(c.rows[1]!.locked).toBe(false);
    expect(c.rows[1]!.boxes[0]).toMatchObject({ dice: [{ die: "b6", o: 0 }], missing: 4 });
    expect(c.canFlip).toBe(false);
    expect(view(s2).openBox).toEqual({ key: "c.0", missing: 4, stuck: false });
  });
});

describe("the Adversary (p.15, p.24-25, p.44)", () => {
  it("shows its rules with X and the hard side evaluated", () => {
    const easy = view(newGame({ adversary: "neeble" })).adv;
    expect(easy).toMatchObject({
      name: "Neeble-Woober Colony Fleet",
      stars: 1,
      x: 1,
      perTurn: 1,
      timePasses: 1,
      escalate: [{ k: "advGain", n: 1 }],
      overwhelm: [{ when: "influence", atLeast: 10 }],
    });
    expect(easy.spend).toBeUndefined();
    const hard = g.setup({ players: 1, seed: "h", options: { adversary: "neeble", hard: true } });
    expect(view(hard).adv).toMatchObject({
      x: 2,
      perTurn: 2,
      escalate: [{ k: "advGain", n: 2 }],
      overwhelm: [{ when: "influence", atLeast: 8, now: hard.adv.infl.n }],
    });
    const rust = view(newGame({ adversary: "rust" })).adv;
    expect(rust.spend).toEqual({ atLeast: 2, steps: [{ k: "store", n: 1 }] });
    expect(rust.overwhelm).toEqual([{ when: "stored", atLeast: 6, now: expect.any(Number) }]);
    const choir = view(withZoneCard(newGame({ adversary: "choir" }), 0, 35)).adv;
    expect(choir.encounterClaimed).toEqual([{ k: "advLose", n: 2 }]);
    expect(choir.overwhelm[0]).toMatchObject({ when: "encounters", atLeast: 3 });
    expect(choir.overwhelm[0]!.now).toBeGreaterThanOrEqual(1);
  });

  it("perTurn is what the next Adversary phase gives it (Vorrax: X, hard side +1)", () => {
    const s = withPool(
      g.setup({ players: 1, seed: "v", options: { adversary: "vorrax", hard: true } }),
      0,
      [],
    );
    const per = view(s).adv.perTurn;
    expect(per).toBe(2 + 1); // X = 1 + 1 (hard), +1 (hard)
    const { events } = actE(withInfluence(s, "adversary", 0), 0, { type: "done" });
    const turn = events.findIndex((e) => e.type === "turn");
    const gain = events.slice(turn).find((e) => e.type === "influence" && e.target === "adversary");
    expect(gain).toMatchObject({ delta: per });
  });
});

describe("a wide box being filled (p.32: its dice are placed at the same time)", () => {
  it("can always be left in one move; stuck when no acting player has a die for it", () => {
    // Cinder Belt [P8w] with a pink 3 and a yellow 4: the yellow die cannot go there.
    let s = withPool(withZoneCard(newGame(), 0, 1), 0, ["p3", "y4"]);
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(legal(s, 0)).toEqual([{ type: "cancel" }]);
    expect(view(s).openBox).toEqual({ key: "g1.1.0", missing: 5, stuck: true });
    expect(refuse(s, 0, { type: "done" })).toMatchObject({
      code: "FINISH_WIDE_BOX",
      params: { key: "g1.1.0", missing: 5 },
    });
    const back = act(s, 0, { type: "cancel" });
    expect(view(back).openBox).toBeNull();
    expect(back.seats[0]!.pool).toEqual(["y4", "p3"]);
  });

  it("is not stuck while the partner can still add a die (2P, p.21); either player may cancel", () => {
    const two = newGame({ players: 2 });
    let s = withPool(withPool(withZoneCard(two, 0, 1), 0, ["p3", "y4"]), 1, ["p5", "b2"]);
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(legal(s, 0)).toEqual([{ type: "cancel" }]);
    expect(legal(s, 1)).toEqual([{ type: "place", die: "p5", to: "g1.1.0" }, { type: "cancel" }]);
    expect(view(s).openBox).toEqual({ key: "g1.1.0", missing: 5, stuck: false });
    const back = act(s, 1, { type: "cancel" });
    expect(back.seats[0]!.pool).toEqual(["y4", "p3"]);
  });

  it("lets a player who has not rolled, or is in the middle of a Tech, cancel it too", () => {
    // Seat 1 has not rolled; then seat 1 uses Whisker Sensors and is picking dice.
    let s = act(withZoneCard(newGame({ players: 2, homeworlds: ["zibzab", "felisi"] }), 0, 1), 0, {
      type: "roll",
    });
    s = withPool(s, 0, ["p3"]);
    s = structuredClone(s);
    s.seats[1]!.rolled = false;
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(legal(s, 1)).toEqual([{ type: "roll" }, { type: "cancel" }]);
    s = act(s, 1, { type: "roll" });
    s = act(act(s, 0, { type: "cancel" }), 1, { type: "tech", tech: "hw", opt: 0 });
    s = act(s, 0, { type: "place", die: "p3", to: "g1.1.0" });
    expect(legal(s, 1)).toContainEqual({ type: "cancel" });
    expect(legal(s, 1)).toContainEqual({ type: "stop" });
  });
});

describe("hidden information in the new view fields", () => {
  it("shows face-up cards only: influence as counts, no deck or face-down card ids", () => {
    const s = withZoneCard(newGame(), 0, 1, 3);
    const v = view(s);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"cards"');
    const hidden = [...s.deck, ...s.zone.flatMap((z) => z.infl.cards), ...s.adv.infl.cards];
    const shown = new Set([
      ...v.zone.map((z) => z.id),
      ...v.discard,
      ...v.starbase.science,
      ...v.exiledCards,
      ...v.seats.flatMap((p) => [...p.colonies, ...p.techs]),
    ]);
    for (const id of hidden) expect(shown.has(id)).toBe(false);
    const s2 = g.test.perturbHidden(s, "world", rngFromSeed("v"));
    expect(g.publicView(s2)).toEqual(v);
  });
});
