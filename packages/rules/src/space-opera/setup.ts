/** Scenario setup (rulebook "First Game Setup"), driven by a Scenario table. */
import { type Rng, rngFrom, seedRng } from "../core/rng.ts";
import {
  PLANETS,
  planetClass,
  SCENARIOS,
  type Scenario,
  SPACE_CARDS,
  TECH_IDS,
  type TechId,
} from "./content.ts";
import { newPlanet } from "./effects.ts";
import { advanceTurn } from "./perform-round.ts";
import type { OperaOptions, OperaState, Planet } from "./types.ts";

/** The first state of a game, from the scenario named in the options. */
export function setup(p: { players: number; seed: string; options: OperaOptions }): OperaState {
  const s = startingState(p.players, p.seed, p.options);
  advanceTurn(s, [], true);
  return s;
}

/** The map and the seats' planets as the scenario deals them (the cards of `cards`, by cell). */
interface Deal {
  cards: string[];
  planets: (Planet | null)[];
}

/** Steps 1-5: the starting-class planets are shuffled (Staging-2) and each seat takes its corners. */
function dealStartPlanets(sc: Scenario, starts: number[][], rng: Rng): Deal {
  const n = sc.width * sc.height;
  const cards: string[] = Array.from({ length: n }, () => "");
  const planets: (Planet | null)[] = Array.from({ length: n }, () => null);
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
  return { cards, planets };
}

/** Steps 6-9: hidden planets, space objects and space cards shuffled face down on the empty cells. */
function dealFaceDown(sc: Scenario, hidden: number, cards: string[], rng: Rng): void {
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
}

/** The dealt map, the shuffled Technology deck and the first player: the state before any turn. */
function startingState(players: number, seed: string, options: OperaOptions): OperaState {
  const sc = SCENARIOS[options.scenario];
  if (!sc) throw new Error(`unknown scenario ${options.scenario}`);
  const starts = sc.starts[String(players)];
  const hidden = sc.hiddenPlanets[String(players)];
  if (!starts || hidden === undefined)
    throw new Error(`scenario ${sc.id} has no setup for ${players} players`);
  const rngState = seedRng(seed);
  const rng = rngFrom(rngState);
  const { cards, planets } = dealStartPlanets(sc, starts, rng);
  dealFaceDown(sc, hidden, cards, rng);
  const deck: TechId[] = rng.shuffleInPlace([...TECH_IDS]);
  const first = rng.int(players);
  return {
    ...emptyTable(players),
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
    deck,
    first,
    turn: first,
    owners: planets.map((p) => p?.owner ?? null),
    hiddenPlanets: hidden,
    rng: rngState,
  };
}

/** Everything of a state that starts empty or at zero, per seat where it is per seat. */
function emptyTable(players: number) {
  const perSeat = <T>(f: () => T): T[] => Array.from({ length: players }, f);
  return {
    ships: [],
    nextShip: 1,
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
    ownersChanged: 0,
    endReason: null,
  } satisfies Partial<OperaState>;
}
