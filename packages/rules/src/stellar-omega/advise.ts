/**
 * Why a stellar_omega move is worth playing, for a learn table's guide: a `why.*` key of the
 * game's client dictionary and the numbers of the seat's own view (never the state). Every kind of
 * move has a reason; the default bot's choice is what it explains.
 */
import type { Advice, Seat, SeatView } from "../core/types.ts";
import {
  CATEGORIES,
  cosmicSp,
  DEFAULT_ORDER,
  GATE_DICE,
  HAND_LIMIT,
  MACHINES_PLAYER_PERMANENT,
  RACES,
  type Race,
} from "./content.ts";
import type { OmegaMove } from "./types.ts";
import type { OmegaPrivate, OmegaPublic } from "./view.ts";

type View = SeatView<OmegaPublic, OmegaPrivate>;
type Move<T extends OmegaMove["type"]> = Extract<OmegaMove, { type: T }>;

/** What the reasons read: the public view, the seat's race and hand. */
interface Seen {
  v: OmegaPublic;
  me: Race;
  hand: readonly Race[];
}

const why = (key: string, params?: Advice["params"]): Advice => (params ? { key, params } : { key });
/** Level of `r`'s unit in an area (0: none). */
const lvl = (v: OmegaPublic, area: number, r: Race): number => v.ship[area]?.[r] ?? 0;
/** Areas shown to players are numbered from 1. */
const shown = (area: number): number => area + 1;
/** Races played by a player, other than `me`. */
const rivals = (v: OmegaPublic, me: Race): Race[] =>
  v.seatRace.filter((r): r is Race => r !== null && r !== me);

/** Why `move` is good for `seat`, from the seat's own view; null only for a move it cannot read. */
export function advise(view: View, _seat: Seat, move: OmegaMove): Advice | null {
  if (move.type === "race") return adviseRace(move.race);
  const me = view.private?.race ?? null;
  if (me === null) return null;
  const seen: Seen = { v: view.public, me, hand: view.private?.hand ?? [] };
  return adviseTurnMove(seen, move) ?? adviseDecision(seen, move);
}

/** The draft: the Machines' extra permanent crystal, else the rank in the default cosmic order. */
function adviseRace(r: Race): Advice {
  if (r === "machines") return why("why.race.machines", { n: MACHINES_PLAYER_PERMANENT });
  return why(`why.race.${r}`, { rank: DEFAULT_ORDER.indexOf(r) + 1, of: RACES.length });
}

/** Phase A bids and the moves of a phase B turn; null for the answer to a pending decision. */
function adviseTurnMove(seen: Seen, m: OmegaMove): Advice | null {
  const { v, me } = seen;
  const rs = v.races[me];
  switch (m.type) {
    case "bid":
      return adviseBid(v, me, m.tiles);
    case "card":
      if (seen.hand.length >= HAND_LIMIT)
        return why("why.card.full", { cost: rs.costs.card, max: HAND_LIMIT });
      return why("why.card", { cost: rs.costs.card });
    case "crystal":
      if (rs.padCrystals === 0) return why("why.crystal.sp", { cost: rs.costs.crystal });
      return why("why.crystal", { cost: rs.costs.crystal, max: rs.maxActions + 1, mine: v.pouch[me] + 1 });
    case "tile":
      if (m.area === null) return why("why.tile.sp", { cost: rs.costs.tile });
      return why("why.tile", { cost: rs.costs.tile, area: shown(m.area), units: v.standings.crew[me] + 1 });
    case "decode":
      return adviseDecode(v, me);
    case "attack":
      return adviseAttack(v, me, m.target);
    case "gate":
      return adviseGate(seen);
    case "change":
      return why("why.change", { tiles: rs.tilesAvail - 1 });
    case "npr":
      return adviseNpr(v, m);
    case "end":
      return why("why.end", { at: rs.at });
    default:
      return null;
  }
}

/** A bid: the first place's SP and ties this round; the tiles not bid stay for flips. */
function adviseBid(v: OmegaPublic, me: Race, tiles: number): Advice {
  if (tiles === 0) return why("why.bid.none");
  const sp = cosmicSp(v.players, 0);
  const left = v.races[me].tilesAvail - tiles;
  return left > 0 ? why("why.bid", { n: tiles, sp, left }) : why("why.bid.all", { n: tiles, sp });
}

/** Other races (non-player ones too) with a unit in `area`: there they may draw against a decoding. */
function othersIn(v: OmegaPublic, me: Race, area: number): Race[] {
  return RACES.filter((r) => r !== me && lvl(v, area, r) > 0);
}

/** DECODE: SP by the unit's level, and the level up unless someone inside draws their crystal. */
function adviseDecode(v: OmegaPublic, me: Race): Advice {
  const level = lvl(v, v.closedArea, me);
  const n = othersIn(v, me, v.closedArea).length;
  return n === 0 ? why("why.decode.alone", { level }) : why("why.decode.contested", { level, n });
}

/** ATTACK: dice by the best open unit's level; only the target's crystals in the pouch stop it. */
function adviseAttack(v: OmegaPublic, me: Race, target: Race): Advice {
  const level = Math.max(...v.races[me].openUnitAreas.map((a) => lvl(v, a, me)));
  const params = { level, theirs: v.pouch[target], pouch: v.pouchSize };
  return why(v.races[target].npr ? "why.attack.npr" : "why.attack", params);
}

/** Chance in % that GATE_DICE dice total more than `need`. */
export function gateChance(need: number): number {
  let hits = 0;
  let all = 0;
  const roll = (left: number, total: number): void => {
    if (left === 0) {
      all++;
      if (total > need) hits++;
      return;
    }
    for (let d = 1; d <= 6; d++) roll(left - 1, total + d);
  };
  roll(GATE_DICE, 0);
  return Math.round((100 * hits) / all);
}

/** What closing an area does for the seat, and how much it is worth to it (higher is better). */
interface Closing {
  /**
   * "decode": its unit inside and its card in hand; "shelter": its unit inside; "empty": no rival
   * player's unit inside; "fewest": `n` of them inside.
   */
  kind: "decode" | "shelter" | "empty" | "fewest";
  level: number;
  n: number;
  worth: number;
}

/**
 * What closing `area` does for `me`: a unit of its own inside can decode (with its card) and is
 * safe from attacks, the stronger and the fewer races beside it the better; rival players' units
 * inside could decode and earn the closed sector's VP token.
 */
function closing(seen: Seen, area: number): Closing {
  const { v, me } = seen;
  const level = lvl(v, area, me);
  const n = rivals(v, me).filter((r) => lvl(v, area, r) > 0).length;
  if (level > 0) {
    const decode = seen.hand.includes(me);
    const worth = (decode ? 30 : 20) + 2 * level - othersIn(v, me, area).length;
    return { kind: decode ? "decode" : "shelter", level, n, worth };
  }
  return { kind: n === 0 ? "empty" : "fewest", level, n, worth: 10 - n };
}

/** GATE: the chance to move it, and what closing another area would do for the seat, if any beats now. */
function adviseGate(seen: Seen): Advice {
  const { v } = seen;
  const need = v.gateValue;
  const chance = gateChance(need);
  const now = closing(seen, v.closedArea);
  let best: Closing | null = null;
  for (const area of v.openAreas) {
    const c = closing(seen, area);
    if (c.worth > (best?.worth ?? now.worth)) best = c;
  }
  if (!best) return why("why.gate.try", { need, chance });
  // the area itself is the next decision's (moveGate): its reason names it
  return why(`why.gate.${best.kind === "decode" || best.kind === "shelter" ? best.kind : "open"}`, {
    need,
    chance,
  });
}

/** A non-player race's card, played for free: its tile (or crystal) and a new card. */
function adviseNpr(v: OmegaPublic, m: Move<"npr">): Advice {
  if (m.area === null) return why("why.npr.crystal");
  const level = lvl(v, m.area, m.card) + 1;
  if (level === 1) return why("why.npr.tile", { area: shown(m.area) });
  return why("why.npr.levelUp", { area: shown(m.area), level });
}

/** The answer to a pending decision: dice, target, draws, gate, level up, ship damage. */
function adviseDecision(seen: Seen, m: OmegaMove): Advice | null {
  const { v, me } = seen;
  const p = v.pending;
  switch (m.type) {
    case "reroll":
      if (p?.kind === "gate")
        return why("why.reroll.gate", { die: m.die, total: v.gateTotal ?? 0, need: v.gateValue });
      return why("why.reroll", { die: m.die });
    case "use":
      return adviseUse(v, m.die);
    case "stop":
      return adviseStop(v, me);
    case "target":
      return why("why.target", {
        area: shown(m.area),
        level: p?.kind === "attack" ? lvl(v, m.area, p.target) : 0,
      });
    case "draw":
      return adviseDraw(v, me);
    case "decline":
      return why("why.decline");
    case "moveGate":
      return adviseMoveGate(seen, m.to);
    case "levelUp":
      return adviseLevelUp(v, me, m.area);
    case "damage":
      return adviseDamage(v, me, m.area);
    default:
      return null;
  }
}

/** Using a die (the lowest, or the only one): as many crystals may be drawn against the seat. */
function adviseUse(v: OmegaPublic, die: number): Advice {
  const p = v.pending;
  const only = p?.kind === "attack" || p?.kind === "decode" ? p.dice.length === 1 : false;
  const key = only ? "only" : "lowest";
  if (p?.kind === "attack")
    return why(`why.use.attack.${key}`, { die, theirs: v.pouch[p.target], pouch: v.pouchSize });
  return why(`why.use.decode.${key}`, { die });
}

/** Stopping a failed gate roll: no tile to flip, or even a 6 could not make it. */
function adviseStop(v: OmegaPublic, me: Race): Advice {
  const p = v.pending;
  const total = v.gateTotal ?? 0;
  const need = v.gateValue;
  if (v.races[me].tilesAvail === 0) return why("why.stop.noTile", { total, need });
  const low = p?.kind === "gate" ? Math.min(...p.dice) : 0;
  return why("why.stop.hopeless", { total, need, best: total - low + 6 });
}

/** Drawing crystals: against an attack, a decoding or the ship, with the odds in the pouch. */
function adviseDraw(v: OmegaPublic, me: Race): Advice {
  const p = v.pending;
  const pouch = v.pouchSize;
  if (p?.kind === "attack") return why("why.draw.defence", { n: p.n, mine: v.pouch[me], pouch });
  if (p?.kind === "decode") return why("why.draw.decode", { n: p.n, mine: v.pouch[me], pouch, sp: p.level });
  // against the ship (an NPR draws by itself: the seat draws only for its own race)
  return why("why.draw.ship", { n: p?.kind === "damage" ? p.remaining : 0, mine: v.pouch[me], pouch });
}

/** Where the gate goes after a successful roll (null: it stays). */
function adviseMoveGate(seen: Seen, to: number | null): Advice {
  const area = to ?? seen.v.closedArea;
  const c = closing(seen, area);
  const params = { area: shown(area), level: c.level, n: c.n };
  return why(to === null ? `why.moveGate.keep.${c.kind}` : `why.moveGate.${c.kind}`, params);
}

/** A level up: a stronger unit (Captain, attack dice), or more SP for a decoding in the closed sector. */
function adviseLevelUp(v: OmegaPublic, me: Race, area: number): Advice {
  const level = lvl(v, area, me) + 1;
  const closed = area === v.closedArea;
  return why(closed ? "why.levelUp.decode" : "why.levelUp", { area: shown(area), level });
}

/** Ship damage: a tile of a strong unit, or a placed card; an NPR's as the first player. */
function adviseDamage(v: OmegaPublic, me: Race, area: number | null): Advice {
  const p = v.pending;
  const victim = p?.kind === "damage" ? p.race : me;
  const left = p?.kind === "damage" ? p.remaining : 0;
  // the scoring has stepped past Exploration (the last category) when its ship attack comes
  const explorationDone = v.scoreStep > CATEGORIES.length;
  if (victim !== me) {
    if (area === null) return why("why.damage.nprCard", { left });
    return why("why.damage.nprTile", { area: shown(area), level: lvl(v, area, victim), left });
  }
  if (area === null) return why(explorationDone ? "why.damage.cardDone" : "why.damage.card", { left });
  const level = lvl(v, area, me);
  return why(level > 1 ? "why.damage.tile" : "why.damage.lastTile", { area: shown(area), level, left });
}
