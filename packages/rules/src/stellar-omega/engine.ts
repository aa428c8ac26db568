/**
 * stellar_omega rules: setup, legal moves, apply and the automatic progress between decisions.
 * Rulebook sections are cited as "A" (cosmic order), "B" (actions), "C" (VP & ship attack),
 * "D" (reset), "omega" (the end) and "NPR" (2 or 3 players mode).
 */
import { type Rng, rngFrom, seedRng } from "../core/rng.ts";
import type { ErrorParams, Seat } from "../core/types.ts";
import {
  type Action,
  AREAS,
  AT_PER_ROUND,
  type ByRace,
  CARDS_PER_COLOUR,
  CATEGORIES,
  CATEGORY_CAP,
  type Category,
  cosmicSp,
  DEFAULT_ORDER,
  type EscalatingAction,
  GATE_DICE,
  GATE_START_SLOT,
  GATE_TRACK,
  HAND_LIMIT,
  MACHINES_PLAYER_PERMANENT,
  MAX_LEVEL,
  PAD_SLOTS,
  PERMANENT_CRYSTALS,
  RACES,
  type Race,
  ROUNDS,
  raceIndex,
  SP_ORBIT,
  START_GATE,
  TILES_PER_RACE,
  VP_TOKENS,
} from "./content.ts";
import { refusal, type SOErrorCode, type SORuleError } from "./errors.ts";
import {
  type AttackCtx,
  cloneState,
  type DamageCtx,
  type DecodeCtx,
  type DiceFor,
  type FinalResult,
  type GateCtx,
  type RaceState,
  type SOEvent,
  type SOMove,
  type SOState,
  type SpReason,
  type TokenReason,
} from "./types.ts";

type Events = SOEvent[];

// ---------------------------------------------------------------- small helpers

const byRace = <T>(f: (r: Race) => T): ByRace<T> =>
  Object.fromEntries(RACES.map((r) => [r, f(r)])) as ByRace<T>;

/** An event's own fields (everything but `type` and `visibleTo`), member by member. */
type Fields<E> = E extends unknown ? Omit<E, "type" | "visibleTo"> : never;
type PublicEvent = Extract<SOEvent, { visibleTo: "all" }>;
type SecretEvent = Exclude<SOEvent, { visibleTo: "all" }>;

/** A public event: its fields are checked against the SOEvent member of that type. */
function pub<T extends PublicEvent["type"]>(
  type: T,
  data: Fields<Extract<PublicEvent, { type: T }>>,
): SOEvent {
  return { type, visibleTo: "all", ...data } as SOEvent;
}

/** An event only `seat` sees. */
function priv<T extends SecretEvent["type"]>(
  seat: Seat,
  type: T,
  data: Fields<Extract<SecretEvent, { type: T }>>,
): SOEvent {
  return { type, visibleTo: [seat], ...data } as SOEvent;
}

/** Crystals counted by colour. */
function countByColour(drawn: readonly Race[]): ByRace<number> {
  return byRace((r) => drawn.filter((c) => c === r).length);
}

/** Races played by a player, in seat order. */
export function playerRaces(s: SOState): Race[] {
  return s.seatRace.filter((r): r is Race => r !== null);
}

/** Non-player races in the game, in default cosmic order. */
export function nprRaces(s: SOState): Race[] {
  if (s.phase === "draft") return [];
  return DEFAULT_ORDER.filter((r) => s.races[r].seat === null);
}

/** Every race is in the game once the races are chosen (players and NPRs). */
export function inGameRaces(s: SOState): readonly Race[] {
  return s.phase === "draft" ? [] : RACES;
}

/** Permanent crystals of a race in the pouch: 1, or 2 for the Machines played by a player. */
export function permanentOf(s: SOState, r: Race): number {
  if (s.phase === "draft") return 0;
  return r === "machines" && s.races[r].seat !== null ? MACHINES_PLAYER_PERMANENT : PERMANENT_CRYSTALS;
}

/** Crystals of a race in the pouch: its permanent ones plus those missing from its pad. */
export function pouchCount(s: SOState, r: Race): number {
  return s.phase === "draft" ? 0 : permanentOf(s, r) + PAD_SLOTS - s.races[r].padCrystals;
}

export function openAreas(s: SOState): number[] {
  return Array.from({ length: AREAS }, (_, a) => a).filter((a) => a !== s.gate);
}

/** Areas where `r` has a unit. */
export function unitAreas(s: SOState, r: Race): number[] {
  const u = s.races[r].units;
  const out: number[] = [];
  for (let a = 0; a < AREAS; a++) if ((u[a] ?? 0) > 0) out.push(a);
  return out;
}

export function openUnitAreas(s: SOState, r: Race): number[] {
  return unitAreas(s, r).filter((a) => a !== s.gate);
}

export function level(s: SOState, area: number, r: Race): number {
  return s.races[r].units[area] ?? 0;
}

/** 1 + crystals missing from the pad (rulebook B: the slot labels "2A", "3A", "4A"). */
export function maxActions(rs: RaceState): number {
  return 1 + (PAD_SLOTS - rs.padCrystals);
}

/** AT cost of an action now: +1 per earlier play this round for CARD/CRYSTAL/TILE, else 1. */
export function actionCost(rs: RaceState, a: Action): number {
  if (a === "card" || a === "crystal" || a === "tile") return 1 + rs.used[a as EscalatingAction];
  return 1;
}

export function gateValue(s: SOState): number {
  return GATE_TRACK[s.gateSlot] ?? GATE_TRACK[GATE_TRACK.length - 1]!;
}

export function tilesOnPad(rs: RaceState): number {
  return rs.tilesAvail + rs.tilesFlipped;
}

function raceOfSeat(s: SOState, seat: Seat): Race | null {
  return s.seatRace[seat] ?? null;
}

function sortHand(hand: Race[]): Race[] {
  return hand.sort((a, b) => raceIndex(a) - raceIndex(b));
}

function rollDice(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => 1 + rng.int(6));
}

const distinct = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

/** Gains SP on the orbit; each lap (passing spot 0) draws a secret VP token (rulebook C). */
export function gainSp(s: SOState, r: Race, amount: number, why: SpReason, ev: Events): void {
  const rs = s.races[r];
  if (amount <= 0 || rs.seat === null) return;
  const before = rs.sp;
  rs.sp += amount;
  ev.push(pub("sp", { race: r, seat: rs.seat, amount, why, total: rs.sp, spot: rs.sp % SP_ORBIT }));
  const laps = Math.floor(rs.sp / SP_ORBIT) - Math.floor(before / SP_ORBIT);
  for (let i = 0; i < laps; i++) drawToken(s, r, "orbit", ev);
}

/** Draws a VP token from the pile (value 1 if the pile is empty); only the owner sees the value. */
export function drawToken(s: SOState, r: Race, why: TokenReason, ev: Events): void {
  const rs = s.races[r];
  if (rs.seat === null) return;
  const value = drawTokenValue(s, rngFrom(s.rng));
  rs.tokens.push(value);
  ev.push(pub("vpToken", { race: r, seat: rs.seat, why, count: rs.tokens.length }));
  ev.push(priv(rs.seat, "vpTokenValue", { race: r, value }));
}

/** Token values are drawn from the pile's counts by the seeded rng (that is its shuffle). */
function drawTokenValue(s: SOState, rng: Rng): number {
  const total = s.tokenPile.reduce((a, b) => a + b, 0);
  if (total === 0) return 1;
  let k = rng.int(total);
  for (let i = 0; i < s.tokenPile.length; i++) {
    const n = s.tokenPile[i]!;
    if (k < n) {
      s.tokenPile[i] = n - 1;
      return VP_TOKENS[i]![0];
    }
    k -= n;
  }
  throw new Error("token pile count mismatch");
}

/** Cards left to draw. */
export function deckSize(s: SOState): number {
  return s.deck.pile.reduce((t, n) => t + n, 0) + s.deck.bottom.length;
}

/**
 * Takes the top card: the shuffled part of the deck is kept as counts and drawn at random by the
 * seeded rng; cards put under the deck come only after it, in order.
 */
export function drawTop(s: SOState, rng: Rng): Race | undefined {
  const total = s.deck.pile.reduce((t, n) => t + n, 0);
  if (total === 0) return s.deck.bottom.shift();
  let k = rng.int(total);
  for (let i = 0; i < RACES.length; i++) {
    const n = s.deck.pile[i]!;
    if (k < n) {
      s.deck.pile[i] = n - 1;
      return RACES[i]!;
    }
    k -= n;
  }
  throw new Error("deck count mismatch");
}

/** Draws a card to hand: hand limit 3, an extra card gives 1 SP instead (rulebook B1). */
function drawCard(s: SOState, r: Race, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  const seat = rs.seat!; // only players draw cards
  if (rs.hand.length >= HAND_LIMIT) {
    ev.push(pub("handFull", { race: r, seat }));
    gainSp(s, r, 1, "hand full", ev);
    return;
  }
  const card = drawTop(s, rng);
  if (card === undefined) {
    ev.push(pub("deckEmpty", { race: r, seat }));
    return;
  }
  rs.hand.push(card);
  sortHand(rs.hand);
  ev.push(pub("cardDrawn", { race: r, seat, handSize: rs.hand.length }));
  ev.push(priv(seat, "cardDrawnDetail", { race: r, card }));
}

/** Draws up to n crystals at random from the pouch, without putting any back yet. */
function drawCrystals(s: SOState, n: number, rng: Rng): Race[] {
  const left = RACES.map((r) => pouchCount(s, r));
  const out: Race[] = [];
  for (let i = 0; i < n; i++) {
    const total = left.reduce((t, c) => t + c, 0);
    if (total === 0) break;
    let k = rng.int(total);
    for (let j = 0; j < RACES.length; j++) {
      const c = left[j]!;
      if (k < c) {
        left[j] = c - 1;
        out.push(RACES[j]!);
        break;
      }
      k -= c;
    }
  }
  return out;
}

/**
 * Puts drawn crystals back; `used` crystals of `owner` withdraw to its pad while it has a free
 * slot (a permanent crystal, with the pad full, stays in the pouch).
 */
function settleCrystals(s: SOState, owner: Race, used: number): void {
  const rs = s.races[owner];
  rs.padCrystals = Math.min(PAD_SLOTS, rs.padCrystals + used);
}

/** Takes a tile from the pad for the ship: a flipped one first, keeping available tiles for flips. */
function takeTile(rs: RaceState): boolean {
  if (rs.tilesFlipped > 0) rs.tilesFlipped--;
  else if (rs.tilesAvail > 0) rs.tilesAvail--;
  else return false;
  return true;
}

function removeTile(s: SOState, r: Race, area: number): void {
  s.races[r].units[area]!--;
  s.races[r].tilesAvail++; // an eliminated tile returns colourful side up (rulebook B3)
}

// ---------------------------------------------------------------- setup

export function setup(players: number, seed: string): SOState {
  const rngState = seedRng(seed);
  // The rulebook names no first player ("the player who chooses first their race will also take
  // the 1st player marker"): drawn at random by the game's own rng, so replays stay deterministic.
  const first = rngFrom(rngState).int(players);
  const deck = { pile: RACES.map(() => CARDS_PER_COLOUR), bottom: [] as Race[] };
  const tokenPile = VP_TOKENS.map(([, count]) => count);
  const races = byRace<RaceState>(() => ({
    seat: null,
    tilesAvail: TILES_PER_RACE,
    tilesFlipped: 0,
    padCrystals: PAD_SLOTS,
    at: 0,
    used: { card: 0, crystal: 0, tile: 0 },
    hand: [],
    placedUp: [],
    placedDown: [],
    sp: 0,
    tokens: [],
    units: Array.from({ length: AREAS }, () => 0),
    vp: { captain: 0, crew: 0, exploration: 0 },
    bid: null,
  }));
  return {
    players,
    rounds: ROUNDS[players] ?? 4,
    round: 1,
    phase: "draft",
    firstPlayer: first,
    nextSeat: first,
    seatRace: Array.from({ length: players }, () => null),
    races,
    gate: START_GATE,
    gateSlot: GATE_START_SLOT[players] ?? 0,
    deck,
    tokenPile,
    cosmic: [],
    turn: null,
    pending: null,
    scoreStep: 0,
    final: null,
    rng: rngState,
  };
}

/** After the race choice: NPRs, crystals and the first round (rulebook setup and NPR mode). */
function finishDraft(s: SOState, ev: Events): void {
  ev.push(
    pub("racesSet", {
      seatRace: s.seatRace.filter((r): r is Race => r !== null),
      npr: nprRaces(s),
      firstPlayer: s.firstPlayer,
    }),
  );
  startRound(s, ev);
}

function startRound(s: SOState, ev: Events): void {
  s.phase = "bid";
  for (const r of playerRaces(s)) {
    const rs = s.races[r];
    rs.at = AT_PER_ROUND;
    rs.used = { card: 0, crystal: 0, tile: 0 };
    rs.bid = null;
  }
  ev.push(pub("roundStarted", { round: s.round, rounds: s.rounds, firstPlayer: s.firstPlayer }));
}

/** Phase A reveal: flip the bid tiles, order by bid (default order breaks ties), SP by rank. */
function revealBids(s: SOState, ev: Events): void {
  const players = playerRaces(s);
  const bids: Partial<ByRace<number>> = {};
  for (const r of players) {
    const rs = s.races[r];
    const b = rs.bid ?? 0;
    bids[r] = b;
    rs.tilesAvail -= b;
    rs.tilesFlipped += b;
  }
  const order = [...players].sort(
    (a, b) => (bids[b] ?? 0) - (bids[a] ?? 0) || DEFAULT_ORDER.indexOf(a) - DEFAULT_ORDER.indexOf(b),
  );
  // rulebook NPR: NPRs always win any cosmic order tie
  s.cosmic = [...nprRaces(s), ...order];
  ev.push(pub("bidsRevealed", { bids, order, cosmic: [...s.cosmic] }));
  order.forEach((r, rank) => {
    gainSp(s, r, cosmicSp(s.players, rank), "cosmic order", ev);
  });
  s.phase = "actions";
  s.nextSeat = s.firstPlayer;
  s.turn = null;
}

// ---------------------------------------------------------------- legal moves

/** Seats that may act now. */
export function actors(s: SOState): Seat[] {
  switch (s.phase) {
    case "draft":
      return [s.nextSeat];
    case "bid":
      return playerRaces(s)
        .filter((r) => s.races[r].bid === null)
        .map((r) => s.races[r].seat!)
        .sort((a, b) => a - b);
    case "actions":
    case "scoring": {
      const d = decider(s);
      return d === null ? [] : [d];
    }
    case "over":
      return [];
  }
}

/** The seat that must decide now in phases B and C. */
function decider(s: SOState): Seat | null {
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case "gate":
      case "levelUp":
        return s.races[p.race].seat;
      case "attack":
        return p.step === "defend" ? s.races[p.target].seat : s.races[p.race].seat;
      case "decode": {
        if (p.step === "roll") return s.races[p.race].seat;
        const q = p.queue[0];
        return q ? s.races[q].seat : null;
      }
      case "damage":
        return p.decider;
    }
  }
  return s.turn ? s.turn.seat : null;
}

/** Areas where a TILE action may place a unit for `r` (open, none of its own, a tile on the pad). */
export function tileAreas(s: SOState, r: Race): number[] {
  if (tilesOnPad(s.races[r]) === 0) return [];
  return openAreas(s).filter((a) => level(s, a, r) === 0);
}

/** Where an NPR card puts its tile: a new unit, else a level up, else [null] = a crystal. */
export function nprAreas(s: SOState, q: Race): (number | null)[] {
  const rs = s.races[q];
  if (tilesOnPad(rs) > 0) {
    const fresh = openAreas(s).filter((a) => level(s, a, q) === 0);
    if (fresh.length > 0) return fresh;
    const up = openAreas(s).filter((a) => level(s, a, q) < MAX_LEVEL);
    if (up.length > 0) return up;
  }
  return [null];
}

/** Targets a race may attack now, ignoring its hand. */
export function attackTargets(s: SOState, r: Race): Race[] {
  if (openUnitAreas(s, r).length === 0) return [];
  return inGameRaces(s).filter((t) => t !== r && openUnitAreas(s, t).length > 0);
}

export function levelUpAreas(s: SOState, r: Race): number[] {
  if (tilesOnPad(s.races[r]) === 0) return [];
  return unitAreas(s, r).filter((a) => level(s, a, r) < MAX_LEVEL);
}

/** Rulebook B4/B5: no reroll against a player who has no AT left (NPRs never have AT). */
export function canReroll(s: SOState): boolean {
  const p = s.pending;
  if (!p || (p.kind !== "gate" && p.kind !== "attack" && p.kind !== "decode")) return false;
  if (p.step !== "roll") return false;
  if (s.races[p.race].tilesAvail === 0) return false;
  if (p.kind === "attack") return s.races[p.target].seat !== null && s.races[p.target].at > 0;
  if (p.kind === "decode")
    return opposers(s, p.race).every((o) => s.races[o].seat !== null && s.races[o].at > 0);
  return true;
}

/** Other races with a unit in the closed sector. */
export function opposers(s: SOState, r: Race): Race[] {
  return inGameRaces(s).filter((o) => o !== r && level(s, s.gate, o) > 0);
}

function damageOptions(s: SOState, p: DamageCtx): (number | null)[] {
  const rs = s.races[p.race];
  const out: (number | null)[] = unitAreas(s, p.race);
  if (rs.placedUp.length + rs.placedDown.length > 0) out.push(null);
  return out;
}

/** Moves of the pending decision (all public information). */
function pendingMoves(s: SOState): SOMove[] {
  const p = s.pending!;
  const out: SOMove[] = [];
  switch (p.kind) {
    case "gate":
      if (p.step === "move") {
        for (let a = 0; a < AREAS; a++) if (a !== s.gate) out.push({ type: "moveGate", to: a });
        out.push({ type: "moveGate", to: null });
        return out;
      }
      if (canReroll(s)) for (const d of distinct(p.dice)) out.push({ type: "reroll", die: d });
      out.push({ type: "stop" });
      return out;
    case "attack":
    case "decode":
      if (p.step === "roll") {
        if (canReroll(s)) for (const d of distinct(p.dice)) out.push({ type: "reroll", die: d });
        for (const d of distinct(p.dice)) out.push({ type: "use", die: d });
        return out;
      }
      if (p.kind === "attack" && p.step === "area") {
        for (const a of openUnitAreas(s, p.target)) out.push({ type: "target", area: a });
        return out;
      }
      return [{ type: "draw" }, { type: "decline" }];
    case "levelUp":
      return levelUpAreas(s, p.race).map((a) => ({ type: "levelUp", area: a }));
    case "damage":
      if (p.step === "draw") return [{ type: "draw" }, { type: "decline" }];
      return damageOptions(s, p).map((a) => ({ type: "damage", area: a }));
  }
}

/** Every legal move of `seat` now. */
export function legalMoves(s: SOState, seat: Seat): SOMove[] {
  if (!actors(s).includes(seat)) return [];
  if (s.phase === "draft") {
    return RACES.filter((r) => s.races[r].seat === null).map((r) => ({ type: "race", race: r }));
  }
  const r = raceOfSeat(s, seat);
  if (r === null) return [];
  const rs = s.races[r];
  if (s.phase === "bid") {
    return Array.from({ length: rs.tilesAvail + 1 }, (_, i) => ({ type: "bid", tiles: i }));
  }
  if (s.pending) return pendingMoves(s);
  if (s.phase !== "actions" || !s.turn) return [];
  const out: SOMove[] = [];
  const t = s.turn;
  if (t.actions < maxActions(rs) && rs.at > 0) {
    if (actionCost(rs, "card") <= rs.at) out.push({ type: "card" });
    if (actionCost(rs, "crystal") <= rs.at) out.push({ type: "crystal" });
    if (actionCost(rs, "tile") <= rs.at) {
      const areas = tileAreas(s, r);
      if (areas.length === 0) out.push({ type: "tile", area: null });
      for (const a of areas) out.push({ type: "tile", area: a });
    }
    if (rs.hand.includes(r) && level(s, s.gate, r) > 0) out.push({ type: "decode" });
    for (const target of attackTargets(s, r))
      if (rs.hand.includes(target)) out.push({ type: "attack", target });
    out.push({ type: "gate" });
  }
  const colours = [...new Set(rs.hand)];
  // rulebook B1: you may change one card during your turn, by flipping an available tile
  if (rs.tilesAvail > 0 && !t.changed) for (const c of colours) out.push({ type: "change", card: c });
  const nprs = nprRaces(s);
  for (const c of colours) {
    if (!nprs.includes(c)) continue;
    for (const a of nprAreas(s, c)) out.push({ type: "npr", card: c, area: a });
  }
  if (t.actions >= 1) out.push({ type: "end" });
  return out;
}

// ---------------------------------------------------------------- refusals

/** Why a seat that is not an actor waits: in the bid, it has bid already. */
export function whyWaiting(s: SOState, _seat: Seat): SORuleError | null {
  return s.phase === "bid" ? refusal("BID_ALREADY_PLACED") : null;
}

/**
 * Why `m` is not legal for `seat` now, in the rulebook's terms (a code of SO_ERROR_CODES). Only
 * called for an actor of an unfinished game (defineGame refuses the others).
 */
export function explain(s: SOState, seat: Seat, m: SOMove): SORuleError {
  const e = (code: SOErrorCode, params?: ErrorParams): SORuleError => refusal(code, params);
  if (s.phase === "draft") {
    if (m.type !== "race") return e("CHOOSE_RACE");
    return e("RACE_TAKEN", { race: m.race });
  }
  const r = raceOfSeat(s, seat)!;
  const rs = s.races[r];
  if (s.phase === "bid") {
    if (m.type !== "bid") return e("BID_FIRST");
    return e("BID_OUT_OF_RANGE", { max: rs.tilesAvail });
  }
  const p = s.pending;
  if (p) {
    if (m.type === "reroll") {
      if (p.kind !== "levelUp" && p.kind !== "damage" && p.step === "roll") {
        if (rs.tilesAvail === 0) return e("NO_AVAILABLE_TILE");
        if (!canReroll(s)) return e("NO_REROLL_AGAINST_OUT_OF_AT");
        return e("NO_SUCH_DIE", { die: m.die });
      }
    }
    if (m.type === "use" && (p.kind === "attack" || p.kind === "decode") && p.step === "roll")
      return e("NO_SUCH_DIE", { die: m.die });
    if (m.type === "target" && p.kind === "attack" && p.step === "area")
      return e("NOT_A_TARGET_UNIT", { area: m.area });
    if (m.type === "levelUp" && p.kind === "levelUp") return e("CANNOT_LEVEL_UP_THERE", { area: m.area });
    if (m.type === "damage" && p.kind === "damage" && p.step === "alloc")
      return e("NOTHING_TO_REMOVE_THERE", { area: m.area });
    if (m.type === "moveGate" && p.kind === "gate" && p.step === "move")
      return e("BAD_GATE_POSITION", { to: m.to });
    return e("DECISION_PENDING", { pending: p.kind, step: "step" in p ? p.step : null });
  }
  const t = s.turn!;
  const isAction =
    m.type === "card" ||
    m.type === "crystal" ||
    m.type === "tile" ||
    m.type === "decode" ||
    m.type === "attack" ||
    m.type === "gate";
  if (isAction) {
    if (t.actions >= maxActions(rs)) return e("NO_ACTIONS_LEFT", { max: maxActions(rs) });
    const cost = actionCost(rs, m.type);
    if (cost > rs.at) return e("NOT_ENOUGH_AT", { cost, at: rs.at });
    if (m.type === "tile") {
      if (m.area === null) return e("TILE_PLACEABLE");
      if (m.area < 0 || m.area >= AREAS) return e("NO_SUCH_AREA", { area: m.area });
      if (m.area === s.gate) return e("AREA_CLOSED", { area: m.area });
      if (level(s, m.area, r) > 0) return e("AREA_OCCUPIED", { area: m.area });
      return e("NO_TILES");
    }
    if (m.type === "decode") {
      if (!rs.hand.includes(r)) return e("NEED_CARD_OF_COLOUR", { action: "decode", colour: r });
      return e("NO_UNIT_IN_CLOSED_SECTOR");
    }
    if (m.type === "attack") {
      if (m.target === r) return e("CANNOT_ATTACK_SELF");
      if (!rs.hand.includes(m.target))
        return e("NEED_CARD_OF_COLOUR", { action: "attack", colour: m.target, target: m.target });
      if (openUnitAreas(s, r).length === 0) return e("NO_UNIT_IN_OPEN_SECTOR");
      return e("TARGET_NOT_IN_OPEN_SECTOR", { target: m.target });
    }
  }
  if (m.type === "change") {
    if (t.changed) return e("CARD_ALREADY_CHANGED");
    if (rs.tilesAvail === 0) return e("NO_AVAILABLE_TILE");
    return e("NOT_IN_HAND", { card: m.card });
  }
  if (m.type === "npr") {
    if (!nprRaces(s).includes(m.card)) return e("NOT_AN_NPR", { card: m.card });
    if (!rs.hand.includes(m.card)) return e("NOT_IN_HAND", { card: m.card });
    return e("BAD_NPR_AREA", { area: m.area });
  }
  if (m.type === "end") return e("MUST_PLAY_ONE_ACTION");
  return e("NOT_NOW");
}

// ---------------------------------------------------------------- apply

/** Runs a move legalMoves listed (defineGame checks that), on a copy, then the automatic progress. */
export function perform(s0: SOState, seat: Seat, m: SOMove): { state: SOState; events: SOEvent[] } {
  const s = cloneState(s0);
  const ev: Events = [];
  const rng = rngFrom(s.rng);
  run(s, seat, m, rng, ev);
  advance(s, rng, ev);
  return { state: s, events: ev };
}

function run(s: SOState, seat: Seat, m: SOMove, rng: Rng, ev: Events): void {
  if (s.phase === "draft" && m.type === "race") {
    // no setup events in the platform: the draw of the first player is told with the first choice
    if (s.seatRace.every((x) => x === null)) ev.push(pub("firstPlayerDrawn", { seat: s.firstPlayer }));
    s.races[m.race].seat = seat;
    s.seatRace[seat] = m.race;
    ev.push(pub("raceChosen", { seat, race: m.race, assigned: false }));
    // the draft goes clockwise from the first player
    s.nextSeat = (seat + 1) % s.players;
    const free = RACES.filter((r) => s.races[r].seat === null);
    const waiting = s.seatRace.filter((x) => x === null).length;
    if (waiting === 1 && free.length === 1) {
      const last = free[0]!;
      s.races[last].seat = s.nextSeat;
      s.seatRace[s.nextSeat] = last;
      ev.push(pub("raceChosen", { seat: s.nextSeat, race: last, assigned: true }));
    }
    if (s.seatRace.every((x) => x !== null)) finishDraft(s, ev);
    return;
  }
  const r = raceOfSeat(s, seat)!;
  const rs = s.races[r];
  if (s.phase === "bid" && m.type === "bid") {
    rs.bid = m.tiles;
    ev.push(pub("bidPlaced", { race: r, seat }));
    ev.push(priv(seat, "bidDetail", { race: r, tiles: m.tiles }));
    if (playerRaces(s).every((x) => s.races[x].bid !== null)) revealBids(s, ev);
    return;
  }
  if (s.pending) {
    runPending(s, m, rng, ev);
    return;
  }
  runTurnMove(s, r, m, rng, ev);
}

function pay(s: SOState, r: Race, a: Action, ev: Events): void {
  const rs = s.races[r];
  const cost = actionCost(rs, a);
  rs.at -= cost;
  if (a === "card" || a === "crystal" || a === "tile") rs.used[a]++;
  s.turn!.actions++;
  ev.push(
    pub("action", { race: r, seat: rs.seat!, action: a, cost, atLeft: rs.at, played: s.turn!.actions }),
  );
}

function runTurnMove(s: SOState, r: Race, m: SOMove, rng: Rng, ev: Events): void {
  const rs = s.races[r];
  const seat = rs.seat!;
  switch (m.type) {
    case "card":
      pay(s, r, "card", ev);
      drawCard(s, r, rng, ev);
      return;
    case "crystal":
      pay(s, r, "crystal", ev);
      if (rs.padCrystals > 0) {
        rs.padCrystals--;
        ev.push(pub("crystalToPouch", { race: r, seat, pad: rs.padCrystals }));
      } else gainSp(s, r, 1, "no crystal left on the pad", ev);
      return;
    case "tile":
      pay(s, r, "tile", ev);
      if (m.area === null) gainSp(s, r, 1, "no tile can be placed", ev);
      else {
        takeTile(rs);
        rs.units[m.area] = 1;
        ev.push(pub("tilePlaced", { race: r, seat, area: m.area, level: 1 }));
      }
      return;
    case "decode": {
      pay(s, r, "decode", ev);
      rs.hand.splice(rs.hand.indexOf(r), 1);
      rs.placedUp.push(r);
      const lvl = level(s, s.gate, r);
      ev.push(pub("decode", { race: r, seat, card: r, level: lvl }));
      gainSp(s, r, lvl, "decode", ev);
      const opp = opposers(s, r);
      if (opp.length === 0) {
        s.pending = { kind: "levelUp", race: r };
        return;
      }
      const dice = rollDice(rng, lvl);
      ev.push(pub("diceRolled", { race: r, seat, dice: [...dice], for: "decode", needAbove: null }));
      s.pending = {
        kind: "decode",
        race: r,
        level: lvl,
        dice,
        n: 0,
        queue: decodeQueue(s, r, opp),
        blocked: false,
        step: "roll",
      };
      return;
    }
    case "attack": {
      pay(s, r, "attack", ev);
      rs.hand.splice(rs.hand.indexOf(m.target), 1);
      rs.placedUp.push(m.target);
      const lvl = Math.max(...openUnitAreas(s, r).map((a) => level(s, a, r)));
      const dice = rollDice(rng, lvl);
      const targetSeat = s.races[m.target].seat;
      ev.push(
        pub("attackDeclared", { race: r, seat, target: m.target, targetSeat, card: m.target, level: lvl }),
      );
      ev.push(pub("diceRolled", { race: r, seat, dice: [...dice], for: "attack", needAbove: null }));
      const areas = openUnitAreas(s, m.target);
      s.pending = {
        kind: "attack",
        race: r,
        target: m.target,
        level: lvl,
        area: areas.length === 1 ? areas[0]! : null,
        removed: 0,
        dice,
        n: 0,
        step: "roll",
      };
      return;
    }
    case "gate": {
      pay(s, r, "gate", ev);
      const dice = rollDice(rng, GATE_DICE);
      ev.push(pub("diceRolled", { race: r, seat, dice: [...dice], for: "gate", needAbove: gateValue(s) }));
      s.pending = { kind: "gate", race: r, dice, rerolled: false, step: "roll" };
      checkGate(s, rng, ev);
      return;
    }
    case "change": {
      s.turn!.changed = true;
      rs.tilesAvail--;
      rs.tilesFlipped++;
      rs.hand.splice(rs.hand.indexOf(m.card), 1);
      s.deck.bottom.push(m.card); // the old card goes to the bottom of the deck (rulebook B1)
      const card = drawTop(s, rng)!;
      rs.hand.push(card);
      sortHand(rs.hand);
      ev.push(pub("cardChanged", { race: r, seat }));
      ev.push(priv(rs.seat!, "cardChangedDetail", { race: r, old: m.card, card }));
      return;
    }
    case "npr": {
      const q = m.card;
      const qs = s.races[q];
      rs.hand.splice(rs.hand.indexOf(q), 1);
      qs.placedUp.push(q);
      ev.push(pub("nprCardPlayed", { race: r, seat, npr: q, area: m.area }));
      if (m.area === null) {
        if (qs.padCrystals > 0) {
          qs.padCrystals--;
          ev.push(pub("crystalToPouch", { race: q, seat: null, pad: qs.padCrystals }));
        }
      } else {
        takeTile(qs);
        qs.units[m.area]!++;
        const placed = { race: q, seat: null, area: m.area, level: level(s, m.area, q) };
        ev.push(placed.level === 1 ? pub("tilePlaced", placed) : pub("levelUp", placed));
      }
      drawCard(s, r, rng, ev); // replaced with a new card from the top of the deck, no flip cost
      return;
    }
    case "end":
      endTurn(s, ev);
      return;
    default:
      throw new Error(`unexpected turn move ${m.type}`);
  }
}

/** Opposers draw in turn order after the decoder; NPRs after the players. */
function decodeQueue(s: SOState, r: Race, opp: Race[]): Race[] {
  const seat = s.races[r].seat!;
  const key = (o: Race): number => {
    const os = s.races[o].seat;
    return os === null ? 100 + DEFAULT_ORDER.indexOf(o) : (os - seat + s.players) % s.players;
  };
  return [...opp].sort((a, b) => key(a) - key(b));
}

/** A gate roll whose total is higher than the cube's value succeeds at once. */
function checkGate(s: SOState, rng: Rng, ev: Events): void {
  const p = s.pending as GateCtx;
  const total = p.dice.reduce((a, b) => a + b, 0);
  if (total <= gateValue(s)) return;
  const needed = gateValue(s);
  s.gateSlot = Math.min(s.gateSlot + 1, GATE_TRACK.length - 1);
  const seat = s.races[p.race].seat!;
  ev.push(
    pub("gateControl", {
      race: p.race,
      seat,
      dice: [...p.dice],
      total,
      needed,
      firstRoll: !p.rerolled,
      slot: s.gateSlot,
    }),
  );
  if (!p.rerolled) {
    // FIRST DICE ROLL bonus: the top card, face down in front of the pad (nobody looks at it)
    const card = drawTop(s, rng);
    if (card !== undefined) {
      s.races[p.race].placedDown.push(card);
      ev.push(pub("bonusCard", { race: p.race, seat }));
    }
  }
  p.step = "move";
}

function runPending(s: SOState, m: SOMove, rng: Rng, ev: Events): void {
  const p = s.pending!;
  const seat = s.races[p.race].seat; // null only for a ship attack on an NPR
  switch (p.kind) {
    case "gate":
      if (m.type === "reroll") {
        reroll(s, p, "gate", m.die, rng, ev);
        p.rerolled = true;
        checkGate(s, rng, ev);
      } else if (m.type === "stop") {
        ev.push(
          pub("gateFailed", {
            race: p.race,
            seat: seat!,
            dice: [...p.dice],
            total: p.dice.reduce((a, b) => a + b, 0),
            needed: gateValue(s),
          }),
        );
        s.pending = null;
      } else if (m.type === "moveGate") {
        const from = s.gate;
        if (m.to !== null) s.gate = m.to;
        ev.push(pub("gateMoved", { race: p.race, seat: seat!, from, to: s.gate, moved: m.to !== null }));
        s.pending = null;
      }
      return;
    case "attack":
      runAttack(s, p, m, rng, ev);
      return;
    case "decode":
      runDecode(s, p, m, rng, ev);
      return;
    case "levelUp":
      if (m.type === "levelUp") {
        takeTile(s.races[p.race]);
        s.races[p.race].units[m.area]!++;
        ev.push(pub("levelUp", { race: p.race, seat, area: m.area, level: level(s, m.area, p.race) }));
        s.pending = null;
      }
      return;
    case "damage":
      runDamage(s, p, m, rng, ev);
      return;
  }
}

function reroll(
  s: SOState,
  p: { race: Race; dice: number[] },
  why: DiceFor,
  die: number,
  rng: Rng,
  ev: Events,
): void {
  const rs = s.races[p.race];
  rs.tilesAvail--;
  rs.tilesFlipped++;
  const i = p.dice.indexOf(die);
  const value = 1 + rng.int(6);
  p.dice[i] = value;
  ev.push(pub("reroll", { race: p.race, seat: rs.seat!, for: why, from: die, to: value, dice: [...p.dice] }));
}

function runAttack(s: SOState, p: AttackCtx, m: SOMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat!;
  if (m.type === "reroll") {
    reroll(s, p, "attack", m.die, rng, ev);
    return;
  }
  if (m.type === "use") {
    p.n = m.die;
    ev.push(pub("dieChosen", { race: p.race, seat, for: "attack", die: m.die }));
    p.step = p.area === null ? "area" : "defend";
    return;
  }
  if (m.type === "target") {
    p.area = m.area;
    ev.push(pub("attackTarget", { race: p.race, seat, target: p.target, area: m.area }));
    p.step = "defend";
    return;
  }
  const t = p.target;
  const tSeat = s.races[t].seat;
  let blocked = false;
  if (m.type === "draw") {
    const drawn = drawCrystals(s, p.n, rng);
    blocked = drawn.includes(t);
    settleCrystals(s, t, blocked ? 1 : 0);
    const byColour = countByColour(drawn);
    ev.push(pub("crystalsDrawn", { race: t, seat: tSeat, for: "defence", n: p.n, drawn, byColour, blocked }));
  } else ev.push(pub("noDefence", { race: t, seat: tSeat!, for: "defence" }));
  if (blocked) {
    ev.push(pub("attackBlocked", { race: p.race, seat, target: t, removed: p.removed }));
    gainSp(s, p.race, p.removed, "tiles removed", ev);
    s.pending = null;
    return;
  }
  const area = p.area!;
  removeTile(s, t, area);
  p.removed++;
  ev.push(pub("tileRemoved", { race: t, seat: tSeat, area, level: level(s, area, t), by: p.race }));
  if (level(s, area, t) === 0) {
    ev.push(pub("unitEliminated", { race: t, seat: tSeat, area, by: p.race, removed: p.removed }));
    gainSp(s, p.race, p.removed, "tiles removed", ev);
    s.pending = { kind: "levelUp", race: p.race };
    return;
  }
  // the attack goes on with a new roll
  p.dice = rollDice(rng, p.level);
  p.step = "roll";
  ev.push(pub("diceRolled", { race: p.race, seat, dice: [...p.dice], for: "attack", needAbove: null }));
}

function runDecode(s: SOState, p: DecodeCtx, m: SOMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat!;
  if (m.type === "reroll") {
    reroll(s, p, "decode", m.die, rng, ev);
    return;
  }
  if (m.type === "use") {
    p.n = m.die;
    p.step = "defend";
    ev.push(pub("dieChosen", { race: p.race, seat, for: "decode", die: m.die }));
    return;
  }
  const o = p.queue.shift()!;
  const oSeat = s.races[o].seat;
  if (m.type === "draw") {
    const drawn = drawCrystals(s, p.n, rng);
    const hit = drawn.includes(o);
    settleCrystals(s, o, hit ? 1 : 0);
    const byColour = countByColour(drawn);
    ev.push(
      pub("crystalsDrawn", { race: o, seat: oSeat, for: "decode", n: p.n, drawn, byColour, blocked: hit }),
    );
    if (hit) {
      p.blocked = true;
      gainSp(s, o, p.level, "broke the decoding", ev);
    }
  } else ev.push(pub("noDefence", { race: o, seat: oSeat!, for: "decode" }));
  if (p.queue.length > 0) return;
  s.pending = p.blocked ? null : { kind: "levelUp", race: p.race };
  if (p.blocked) ev.push(pub("decodeBlocked", { race: p.race, seat }));
}

function runDamage(s: SOState, p: DamageCtx, m: SOMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat;
  if (m.type === "draw" || m.type === "decline") {
    if (m.type === "draw") {
      const n = p.remaining;
      const drawn = drawCrystals(s, n, rng);
      const own = drawn.filter((c) => c === p.race).length;
      settleCrystals(s, p.race, own);
      p.remaining -= own;
      const byColour = countByColour(drawn);
      ev.push(pub("crystalsDrawn", { race: p.race, seat, for: "ship", n, drawn, byColour, saved: own }));
    } else ev.push(pub("noDefence", { race: p.race, seat: seat!, for: "ship" }));
    p.step = "alloc";
    return;
  }
  if (m.type === "damage") {
    const rs = s.races[p.race];
    if (m.area === null) {
      const card = rs.placedUp.length > 0 ? rs.placedUp.pop()! : rs.placedDown.pop()!;
      s.deck.bottom.push(card);
      ev.push(pub("cardLost", { race: p.race, seat, left: rs.placedUp.length + rs.placedDown.length }));
    } else {
      removeTile(s, p.race, m.area);
      const lvl = level(s, m.area, p.race);
      ev.push(pub("tileRemoved", { race: p.race, seat, area: m.area, level: lvl, by: "ship" }));
    }
    p.remaining--;
  }
}

function endTurn(s: SOState, ev: Events): void {
  const t = s.turn!;
  ev.push(pub("turnEnded", { seat: t.seat, race: s.seatRace[t.seat]!, actions: t.actions }));
  s.turn = null;
  s.nextSeat = (t.seat + 1) % s.players;
}

/**
 * The current turn goes on while another action may be played; it ends by itself once the
 * maximum is reached or the AT are spent (rulebook examples: "their turn ends here"), so free
 * actions (card change, NPR card) come before the last action.
 */
function turnGoesOn(s: SOState): boolean {
  const t = s.turn!;
  const rs = s.races[s.seatRace[t.seat]!];
  return t.actions === 0 || (rs.at > 0 && t.actions < maxActions(rs));
}

/** Runs everything automatic until a decision is needed (forced single choices are taken). */
export function advance(s: SOState, rng: Rng, ev: Events): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.pending) {
      if (s.pending.kind === "damage" && !prepareDamage(s, s.pending, rng, ev)) {
        s.pending = null;
        continue;
      }
      if (s.pending.kind === "levelUp" && levelUpAreas(s, s.pending.race).length === 0) {
        gainSp(s, s.pending.race, 1, "level up beyond 3", ev);
        s.pending = null;
        continue;
      }
      if (s.pending.kind === "decode" && s.pending.step === "defend") {
        const o = s.pending.queue[0];
        if (o !== undefined && s.races[o].seat === null) {
          runDecode(s, s.pending, { type: "draw" }, rng, ev); // NPRs always draw
          continue;
        }
      }
      if (
        s.pending.kind === "attack" &&
        s.pending.step === "defend" &&
        s.races[s.pending.target].seat === null
      ) {
        runAttack(s, s.pending, { type: "draw" }, rng, ev); // NPRs always draw
        continue;
      }
      const moves = pendingMoves(s);
      if (moves.length === 1) {
        runPending(s, moves[0]!, rng, ev);
        continue;
      }
      return;
    }
    if (s.phase === "actions") {
      if (s.turn) {
        if (turnGoesOn(s)) return;
        endTurn(s, ev);
        continue;
      }
      const players = playerRaces(s);
      if (players.every((r) => s.races[r].at === 0)) {
        ev.push(pub("phaseC", { round: s.round }));
        s.phase = "scoring";
        s.scoreStep = 0;
        continue;
      }
      const seat = s.nextSeat;
      const r = s.seatRace[seat]!;
      if (s.races[r].at === 0) {
        // rulebook B: out of AT, gain SP equal to the highest unused AT of an opposer
        const most = Math.max(...players.filter((x) => x !== r).map((x) => s.races[x].at));
        gainSp(s, r, most, "out of action tokens", ev);
        s.nextSeat = (seat + 1) % s.players;
        continue;
      }
      s.turn = { seat, actions: 0, changed: false };
      const rs = s.races[r];
      ev.push(pub("turnStarted", { seat, race: r, round: s.round, at: rs.at, maxActions: maxActions(rs) }));
      return;
    }
    if (s.phase === "scoring") {
      scoreNext(s, ev);
      continue;
    }
    return;
  }
  throw new Error("stellar-omega: advance did not settle");
}

/**
 * Readies a ship attack: false when the race has nothing to lose. An NPR draws at once (recap:
 * the NPR always draws crystals); with one way left to take damage, it is taken automatically.
 */
function prepareDamage(s: SOState, p: DamageCtx, rng: Rng, ev: Events): boolean {
  if (damageOptions(s, p).length === 0 || p.remaining <= 0) {
    if (p.remaining > 0)
      ev.push(pub("nothingToDamage", { race: p.race, seat: s.races[p.race].seat, damage: p.remaining }));
    return false;
  }
  if (p.step === "draw" && s.races[p.race].seat === null) runDamage(s, p, { type: "draw" }, rng, ev);
  if (p.step === "alloc") {
    // damage that takes everything leaves no choice: remove it all
    const rs = s.races[p.race];
    const all = rs.units.reduce((t, l) => t + l, 0) + rs.placedUp.length + rs.placedDown.length;
    if (p.remaining >= all)
      while (damageOptions(s, p).length > 0)
        runDamage(s, p, { type: "damage", area: damageOptions(s, p)[0]! }, rng, ev);
  }
  return p.remaining > 0 && damageOptions(s, p).length > 0;
}

/** Category value of a race: highest unit level, number of units, placed cards. */
export function categoryValue(s: SOState, r: Race, c: Category): number {
  const areas = unitAreas(s, r);
  if (c === "captain") return Math.max(0, ...areas.map((a) => level(s, a, r)));
  if (c === "crew") return areas.length;
  return s.races[r].placedUp.length + s.races[r].placedDown.length;
}

/** Every race's value in a category now (0 for all before the races are chosen). */
export function categoryValues(s: SOState, c: Category): ByRace<number> {
  return byRace((r) => categoryValue(s, r, c));
}

/**
 * The tie-break order of the round: the cosmic order once the bids are revealed (NPRs first);
 * before that (draft, phase A), NPRs first and then the players in the default cosmic order.
 */
export function tieBreakOrder(s: SOState): Race[] {
  if (s.phase === "draft") return [...DEFAULT_ORDER];
  if (s.phase === "bid" || s.cosmic.length === 0)
    return [...nprRaces(s), ...DEFAULT_ORDER.filter((r) => s.races[r].seat !== null)];
  return [...s.cosmic];
}

/** Who wins a category with these values: the highest, ties by `order`; null when all are 0. */
export function categoryWinner(values: ByRace<number>, order: readonly Race[]): Race | null {
  const best = Math.max(...order.map((r) => values[r]));
  if (best <= 0) return null;
  return order.find((r) => values[r] === best) ?? null;
}

function scoreNext(s: SOState, ev: Events): void {
  const players = playerRaces(s);
  if (s.scoreStep === 0) {
    // closed-sector bonus: 1 VP token each, none if every player is inside
    const inside = players.filter((r) => level(s, s.gate, r) > 0);
    if (inside.length > 0 && inside.length < players.length)
      for (const r of inside) drawToken(s, r, "closed sector", ev);
    else ev.push(pub("noClosedBonus", { inside }));
    s.scoreStep = 1;
    return;
  }
  if (s.scoreStep <= CATEGORIES.length) {
    const c = CATEGORIES[s.scoreStep - 1]!;
    s.scoreStep++;
    const values = categoryValues(s, c);
    const winner = categoryWinner(values, s.cosmic);
    if (winner === null) {
      ev.push(pub("categoryScored", { category: c, winner: null, winnerSeat: null, vp: 0, values }));
      return;
    }
    const vp = Math.min(values[winner], CATEGORY_CAP[c]);
    const winnerSeat = s.races[winner].seat;
    ev.push(pub("categoryScored", { category: c, winner, winnerSeat, vp, values }));
    if (winnerSeat !== null) s.races[winner].vp[c] += vp;
    for (const r of s.cosmic) if (r !== winner) gainSp(s, r, values[r], c, ev);
    // rulebook NPR: the first player draws and allocates for an attacked NPR
    const decider = winnerSeat ?? s.firstPlayer;
    ev.push(pub("shipAttack", { race: winner, seat: winnerSeat, damage: vp + 1, decider }));
    s.pending = { kind: "damage", race: winner, decider, remaining: vp + 1, step: "draw" };
    return;
  }
  if (s.round >= s.rounds) endGame(s, ev);
  else resetRound(s, ev);
}

/** Phase D. */
function resetRound(s: SOState, ev: Events): void {
  for (const c of s.deck.bottom) s.deck.pile[raceIndex(c)]!++;
  s.deck.bottom = [];
  for (const r of RACES) {
    const rs = s.races[r];
    for (const c of [...rs.placedUp, ...rs.placedDown]) s.deck.pile[raceIndex(c)]!++;
    rs.placedUp = [];
    rs.placedDown = [];
    rs.tilesAvail += rs.tilesFlipped;
    rs.tilesFlipped = 0;
  }
  s.gateSlot = GATE_START_SLOT[s.players] ?? 0;
  s.round++;
  s.firstPlayer = (s.firstPlayer + 1) % s.players;
  s.turn = null;
  ev.push(pub("phaseD", { round: s.round }));
  startRound(s, ev);
}

/** Ranks by VP, then SP (1 = best; equal VP and SP share a rank). */
export function finalRanks(f: Pick<FinalResult, "vp" | "sp">): number[] {
  return f.vp.map(
    (vp, i) => 1 + f.vp.filter((v, j) => v > vp || (v === vp && (f.sp[j] ?? 0) > (f.sp[i] ?? 0))).length,
  );
}

/** Phase omega: conversions, tokens revealed, category first/last cubes, winner. */
function endGame(s: SOState, ev: Events): void {
  const players = playerRaces(s);
  const conversion = byRace(() => 0);
  for (const r of players) {
    const rs = s.races[r];
    const tiles = unitAreas(s, r).reduce((t, a) => t + level(s, a, r), 0);
    conversion[r] = 2 * tiles + rs.hand.length + (PAD_SLOTS - rs.padCrystals);
    gainSp(s, r, conversion[r], "final conversion", ev);
  }
  const omega = byRace<Record<Category, number>>(() => ({ captain: 0, crew: 0, exploration: 0 }));
  for (const c of CATEGORIES) {
    const vals = players.map((r) => s.races[r].vp[c]);
    const hi = Math.max(...vals);
    const lo = Math.min(...vals);
    if (hi === lo) continue;
    for (const r of players) {
      const rs = s.races[r];
      const before = rs.vp[c];
      if (rs.vp[c] === hi) rs.vp[c]++;
      else if (rs.vp[c] === lo) rs.vp[c] = Math.max(0, rs.vp[c] - 1);
      omega[r][c] = rs.vp[c] - before;
    }
  }
  const seatRace = s.seatRace.map((r) => r!);
  const seats = seatRace.map((r) => s.races[r]);
  const tokenVp = seats.map((rs) => rs.tokens.reduce((a, b) => a + b, 0));
  const final: FinalResult = {
    vp: seats.map((rs, i) => CATEGORIES.reduce((t, c) => t + rs.vp[c], 0) + tokenVp[i]!),
    sp: seats.map((rs) => rs.sp),
    tokens: seats.map((rs) => [...rs.tokens]),
    tokenVp,
    categories: seats.map((rs) => ({ ...rs.vp })),
    omega: seatRace.map((r) => ({ ...omega[r] })),
    conversion: seatRace.map((r) => conversion[r]),
  };
  s.final = final;
  s.phase = "over";
  s.turn = null;
  ev.push(
    pub("gameOver", {
      seatRace,
      vp: [...final.vp],
      sp: [...final.sp],
      tokens: final.tokens.map((t) => [...t]),
      tokenVp: [...final.tokenVp],
      categories: final.categories.map((c) => ({ ...c })),
      omega: final.omega.map((c) => ({ ...c })),
      conversion: [...final.conversion],
      ranks: finalRanks(final),
    }),
  );
}
