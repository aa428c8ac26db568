/** Scenario setup (rulebook "First Game Setup"), driven by a Scenario table. */
import { rngFrom, seedRng } from "../core/rng.ts";
import {
  PLANETS,
  planetCard,
  planetClass,
  SCENARIOS,
  SPACE_CARDS,
  TECH_IDS,
  type TechId,
} from "./content.ts";
import type { Options, Planet, State } from "./types.ts";

/** A controlled planet's starting tokens: meeples, energy and ore equal to its pips. */
export function newPlanet(card: string, owner: number | null): Planet {
  const c = planetCard(card);
  const start = owner !== null;
  return {
    card,
    owner,
    meeples: start ? c.capacity : 0,
    used: 0,
    energy: start ? c.energy : 0,
    ore: start ? c.ore : 0,
    windmill: 0,
    refinery: 0,
    farm: 0,
    bunker: 0,
    nukes: 0,
    bios: 0,
    contaminated: 0,
    fallout: 0,
  };
}

/** Builds the first state of a game from the scenario named in the options. */
export function setupState(players: number, seed: string, options: Options): State {
  const sc = SCENARIOS[options.scenario];
  if (!sc) throw new Error(`unknown scenario ${options.scenario}`);
  const starts = sc.starts[String(players)];
  const hidden = sc.hiddenPlanets[String(players)];
  if (!starts || hidden === undefined)
    throw new Error(`scenario ${sc.id} has no setup for ${players} players`);
  const rngState = seedRng(seed);
  const rng = rngFrom(rngState);
  const n = sc.width * sc.height;
  const cards: string[] = Array.from({ length: n }, () => "");
  const planets: (Planet | null)[] = Array.from({ length: n }, () => null);

  // Steps 1-5: the starting-class planets are shuffled (Staging-2) and each seat takes its corners.
  const staging2 = rng.shuffleInPlace(
    PLANETS.filter((p) => planetClass(p) === sc.startClass).map((p) => p.id),
  );
  const order: [number, number][] = [];
  const rounds = Math.max(...starts.map((c) => c.length));
  for (let k = 0; k < rounds; k++)
    starts.forEach((cells, seat) => cells[k] !== undefined && order.push([seat, cells[k]!]));
  for (const [seat, cell] of order) {
    const card = staging2.shift();
    if (!card) throw new Error(`scenario ${sc.id}: not enough class-${sc.startClass} planets`);
    cards[cell] = card;
    planets[cell] = newPlanet(card, seat);
  }
  // Steps 6-9: hidden planets, space objects and space cards shuffled face down on the empty cells.
  const staging1 = rng.shuffleInPlace(
    PLANETS.filter((p) => planetClass(p) !== sc.startClass).map((p) => p.id),
  );
  const staging3: string[] = staging1.slice(0, hidden);
  for (const kind of ["supernova", "asteroid", "wormhole"] as const) {
    staging3.push(
      ...SPACE_CARDS.filter((c) => c.kind === kind)
        .slice(0, sc.objects[kind])
        .map((c) => c.id),
    );
  }
  const spaces = SPACE_CARDS.filter((c) => c.kind === "space").map((c) => c.id);
  staging3.push(...rng.shuffleInPlace(spaces).slice(0, sc.spaceCards));
  rng.shuffleInPlace(staging3);
  const empty = cards.flatMap((c, i) => (c === "" ? [i] : []));
  if (empty.length !== staging3.length) {
    throw new Error(`scenario ${sc.id}: ${staging3.length} face-down cards for ${empty.length} empty cells`);
  }
  empty.forEach((cell, i) => {
    cards[cell] = staging3[i]!;
  });

  const deck: TechId[] = rng.shuffleInPlace([...TECH_IDS]);
  const perSeat = <T>(f: () => T): T[] => Array.from({ length: players }, f);
  const first = rng.int(players);
  return {
    scenario: sc.id,
    players,
    roundLimit: options.roundLimit,
    respawn: options.respawn,
    width: sc.width,
    height: sc.height,
    movePerEnergy: sc.movePerEnergy,
    cards,
    faceUp: cards.map((_, i) => planets[i] !== null),
    planets,
    ships: [],
    nextShip: 1,
    deck,
    hands: perSeat(() => []),
    revealed: perSeat(() => []),
    known: perSeat(() => []),
    spied: perSeat(() => null),
    spyCopy: perSeat(() => null),
    once: perSeat(() => []),
    hacked: [],
    emp: [],
    ties: [],
    round: 1,
    phase: "build",
    first,
    turn: first,
    passed: perSeat(() => false),
    acted: perSeat(() => false),
    done: [],
    activePlanet: null,
    active: null,
    queue: [],
    combat: null,
    out: perSeat(() => 0),
    respawned: perSeat(() => false),
    surrendered: perSeat(() => false),
    endVote: null,
    owners: planets.map((p) => p?.owner ?? null),
    ownersChanged: 0,
    endReason: null,
    hiddenPlanets: hidden,
    rng: rngState,
  };
}
