/**
 * Space Gate Odyssey planner bot (`bots.default`). It sees only its seat's view: a plausible state is
 * rebuilt from the public view (each pile's hidden order sampled, never read) and the engine runs on it.
 * A room activation is chosen by playing out the whole activation for each candidate: the bot's own
 * actions planned as a sequence (a beam search over its settler moves, module by module draws), the
 * other players' actions in the same room, then the journeys; the end position is judged by
 * `evaluate` (bot-eval.ts), so what the others gain in the room counts against the choice.
 */
import type { Bot, BotContext } from "../core/types.ts";
import {
  bonusWorth,
  evaluate,
  type Outlook,
  outlookOf,
  type Stock,
  stationValue,
  stockOf,
  W,
} from "./bot-eval.ts";
import { stateAfter } from "./bot-lookahead.ts";
import { stateFromView } from "./bot-view.ts";
import { MODULES } from "./content.ts";
import { currentActor, legalMoves } from "./legal.ts";
import { scorePlanet } from "./planets.ts";
import {
  capacityOf,
  matchesRoom,
  neighbours,
  placements,
  rotatedMask,
  type StationModule,
} from "./station.ts";
import type { SgoMove, SgoPrivateView, SgoPublicView, SgoState } from "./types.ts";
import { cloneModule, cloneState } from "./types.ts";

export { stateFromView } from "./bot-view.ts";

type Ctx = BotContext<SgoPublicView, SgoPrivateView, SgoMove>;

const after = stateAfter;

/** Least gain for adding a module (below it, the tile goes back or the pile is left alone). */
const PLACE_MIN = 0.3;
/** Least average gain (beyond PLACE_MIN) of a pile's unseen tiles to spend a point turning its top over. */
const DIG_MIN = 0.7;

// ---------------------------------------------------------------- planning one seat's room actions

interface Node {
  st: StationModule[];
  reserve: number;
  stock: Stock;
  bonus: number;
  moves: SgoMove[];
  v: number;
}

/** Settler moves of `seat` for the rest of its points in a Water/Wildlife/Energy room (beam search). */
function planSettlers(s: SgoState, seat: number, o: Outlook, width: number): SgoMove[] {
  const act = s.act!;
  const room = act.room;
  const p = s.seats[seat]!;
  const value = (n: Omit<Node, "v" | "moves">): number =>
    stationValue(n.st, seat, o, n.stock) + W.reserve * Math.min(n.reserve, 12) + n.bonus;
  const rootBase = {
    st: p.station.map(cloneModule),
    reserve: p.reserve.settlers,
    stock: stockOf(p),
    bonus: 0,
  };
  const root: Node = { ...rootBase, moves: [], v: value(rootBase) };
  let beam = [root];
  let best = root;
  for (let k = 0; k < (act.pointsLeft ?? 0); k++) {
    const children: Node[] = [];
    const seen = new Set<string>();
    for (const node of beam) {
      node.st.forEach((from, i) => {
        if (from.settlers === 0) return;
        for (const to of neighbours(node.st, from)) {
          if (!matchesRoom(to, room) || (to.on && to.settlers >= capacityOf(to))) continue;
          const st = node.st.map(cloneModule);
          const j = node.st.indexOf(to);
          st[i]!.settlers--;
          let { reserve, bonus } = node;
          const stock = { ...node.stock };
          if (st[j]!.on) st[j]!.settlers++;
          else {
            st[j]!.on = true;
            reserve++;
            bonus += bonusWorth(to.tile, stock, o.late);
            const b = MODULES[to.tile]!.bonus;
            if (b === "recruit" && stock.engineers > 0) {
              stock.engineers--;
              stock.roomEngineers++;
            } else if (b === "promote" && stock.suits > 0 && stock.roomEngineers > 0) {
              stock.suits--;
              stock.roomEngineers--;
            } else if (b === "robot" && stock.robots > 0) stock.robots--;
          }
          const key = st.map((m) => (m.on ? m.settlers : -1)).join(",");
          if (seen.has(key)) continue;
          seen.add(key);
          const base = { st, reserve, stock, bonus };
          children.push({
            ...base,
            moves: [...node.moves, { type: "moveSettler", from: from.tile, to: to.tile }],
            v: value(base),
          });
        }
      });
    }
    if (children.length === 0) break;
    children.sort((a, b) => b.v - a.v);
    beam = children.slice(0, width);
    if (beam[0]!.v > best.v + 1e-9) best = beam[0]!;
  }
  return best.moves;
}

/** Best place for `tile` in `seat`'s station and its gain in station value (null move: nowhere). */
function bestPlacement(
  s: SgoState,
  seat: number,
  tile: number,
  o: Outlook,
): { move: SgoMove | null; gain: number } {
  const p = s.seats[seat]!;
  const stock = stockOf(p);
  const base = stationValue(p.station, seat, o, stock);
  let best: SgoMove | null = null;
  let gain = Number.NEGATIVE_INFINITY;
  const tried = new Set<string>();
  for (const c of placements(p.station, tile)) {
    const key = `${c.x},${c.y},${rotatedMask(tile, c.rotation)}`;
    if (tried.has(key)) continue;
    tried.add(key);
    const next = [...p.station, { tile, x: c.x, y: c.y, rotation: c.rotation, on: false, settlers: 0 }];
    const g = stationValue(next, seat, o, stock) - base;
    if (g > gain) {
      gain = g;
      best = { type: "place", ...c };
    }
  }
  return { move: best, gain };
}

/** The pile to draw from (its top tile is public), or null when no top is worth a place. */
function bestDraw(
  s: SgoState,
  seat: number,
  legal: readonly SgoMove[],
  o: Outlook,
  min: number,
): SgoMove | null {
  let best: SgoMove | null = null;
  let bestGain = min;
  const done = new Map<number, number>();
  for (const m of legal) {
    if (m.type !== "draw") continue;
    const tile = s.piles[m.pile]![0]!;
    const g = done.get(tile) ?? bestPlacement(s, seat, tile, o).gain;
    done.set(tile, g);
    if (g > bestGain) {
      bestGain = g;
      best = m;
    }
  }
  return best;
}

/**
 * A gate pile worth digging into when no top is worth a place: its top goes back under the pile and the
 * next tile, one of the tiles nobody has seen, is on average worth a place (`exact`: all of them are
 * tried, else a few of the sampled order).
 */
function bestDig(
  s: SgoState,
  seat: number,
  legal: readonly SgoMove[],
  o: Outlook,
  exact: boolean,
): SgoMove | null {
  if ((s.act?.pointsLeft ?? 0) < 2) return null;
  let best: SgoMove | null = null;
  let bestValue = DIG_MIN;
  for (const m of legal) {
    if (m.type !== "draw" || m.pile > 2) continue;
    const hidden = s.piles[m.pile]!.slice(1);
    if (hidden.length === 0) continue;
    const tiles = exact ? hidden : hidden.slice(0, 3);
    let sum = 0;
    for (const t of tiles) sum += Math.max(0, bestPlacement(s, seat, t, o).gain - PLACE_MIN);
    const v = sum / tiles.length;
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** The access module to fill, or null when filling gains nothing. */
function bestFill(s: SgoState, seat: number, legal: readonly SgoMove[], o: Outlook): SgoMove | null {
  const p = s.seats[seat]!;
  const stock = stockOf(p);
  const value = (st: StationModule[], reserve: number): number =>
    stationValue(st, seat, o, stock) + W.reserve * Math.min(reserve, 12);
  const base = value(p.station, p.reserve.settlers);
  let best: SgoMove | null = null;
  let bestGain = 0.05;
  for (const m of legal) {
    if (m.type !== "fill") continue;
    const st = p.station.map(cloneModule);
    const mod = st.find((x) => x.tile === m.module)!;
    const added = Math.min(capacityOf(mod) - mod.settlers, p.reserve.settlers);
    mod.settlers += added;
    const g = value(st, p.reserve.settlers - added) - base;
    if (g > bestGain) {
      bestGain = g;
      best = m;
    }
  }
  return best;
}

/** The next room action of `seat` (the acting seat), planned over its remaining points. */
function actMove(s: SgoState, seat: number, legal: readonly SgoMove[], o: Outlook, width: number): SgoMove {
  const pass: SgoMove = { type: "pass" };
  const room = s.act!.room;
  if (s.hand) {
    const { move, gain } = bestPlacement(s, seat, s.hand.tile, o);
    if (move && (gain >= PLACE_MIN || !legal.some((m) => m.type === "returnTile"))) return move;
    return { type: "returnTile" };
  }
  if (room === "modules")
    return bestDraw(s, seat, legal, o, PLACE_MIN) ?? bestDig(s, seat, legal, o, width > 1) ?? pass;
  if (room === "airlock") return bestFill(s, seat, legal, o) ?? pass;
  return planSettlers(s, seat, o, width)[0] ?? pass;
}

// ---------------------------------------------------------------- other decisions

/** The move of `legal` whose resulting position `evaluate` likes best for `seat`. */
function bestByEvaluation(
  s: SgoState,
  seat: number,
  legal: readonly SgoMove[],
  stance: readonly number[],
): SgoMove {
  let best = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    let next = after(s, seat, m);
    if (!next) continue;
    // A predominance swap of this seat's own comes at once: judge the move with its best swap.
    next = resolveOwnSwaps(next, seat, stance);
    const v = evaluate(next, seat, stance);
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

function resolveOwnSwaps(s0: SgoState, seat: number, stance: readonly number[]): SgoState {
  let s = s0;
  while (s.pending[0]?.kind === "swap" && s.pending[0].seat === seat) {
    const m = bestByEvaluation(s, seat, legalMoves(s, seat), stance);
    const next = after(s, seat, m);
    if (!next) break;
    s = next;
  }
  return s;
}

/** Colonization spot for a quick play-out: the best own score on that exoplanet against the others. */
function quickSpot(s: SgoState, seat: number, legal: readonly SgoMove[]): SgoMove {
  const flight = s.journey!.flight!;
  const pl = s.planets[flight.planet]!;
  let best = legal[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    if (m.type !== "colonize") continue;
    const occupants = [...pl.occupants];
    const zone = [...pl.zone];
    if (occupants[m.spot] === -1) occupants[m.spot] = seat;
    else zone[seat]!++;
    const pts = scorePlanet({ ...pl, occupants, zone }, s.players).points;
    const others = Math.max(...pts.filter((_, i) => i !== seat));
    const v = pts[seat]! - 0.5 * others;
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

/** A cheap decision for play-outs (journeys and pending choices). */
function quickMove(s: SgoState, seat: number, legal: readonly SgoMove[], stance: readonly number[]): SgoMove {
  const first = legal[0]!;
  if (legal.length === 1) return first;
  if (first.type === "colonize") return quickSpot(s, seat, legal);
  if (first.type === "send") return first;
  return bestByEvaluation(s, seat, legal, stance);
}

// ---------------------------------------------------------------- activations

/** Plays the current activation to its end (the next player's activation, or the end of the game). */
function playOutTurn(s0: SgoState, me: number, o: Outlook): SgoState {
  let s = s0;
  for (let guard = 0; guard < 400; guard++) {
    if (s.phase === "over" || s.phase === "activate") return s;
    const seat = currentActor(s);
    if (seat === null) return s;
    const legal = legalMoves(s, seat);
    if (legal.length === 0) return s;
    if (s.phase === "act" && s.pending.length === 0 && !s.hand) {
      const room = s.act!.room;
      if (room !== "modules" && room !== "airlock") {
        // Settler moves: plan once, play the whole plan, then stop.
        const plan = planSettlers(s, seat, o, seat === me ? 3 : 1);
        for (const m of plan) {
          const next = after(s, seat, m);
          if (!next) break;
          s = next;
          while (s.pending.length > 0 && s.pending[0]!.seat === seat) {
            const d = legalMoves(s, seat);
            const n2 = d.length > 0 ? after(s, seat, quickMove(s, seat, d, o.drive)) : null;
            if (!n2) break;
            s = n2;
          }
          if (currentActor(s) !== seat || s.phase !== "act") break;
        }
        if (s.phase === "act" && currentActor(s) === seat && s.pending.length === 0 && !s.hand) {
          const next = after(s, seat, { type: "pass" });
          if (next) s = next;
        }
        continue;
      }
    }
    const m =
      s.phase === "act" && s.pending.length === 0
        ? actMove(s, seat, legal, o, 1)
        : quickMove(s, seat, legal, o.drive);
    const next = after(s, seat, m);
    if (!next) return s;
    s = next;
  }
  return s;
}

/** Each activation of `legal` with the position it leads to and that position's value (for `me`). */
export function activationOutlooks(
  s: SgoState,
  me: number,
  legal: readonly SgoMove[],
  o: Outlook = outlookOf(s),
): { move: SgoMove; end: SgoState; value: number }[] {
  const out: { move: SgoMove; end: SgoState; value: number }[] = [];
  for (const m of legal) {
    if (m.type !== "activate") continue;
    const next = after(s, me, m);
    if (!next) continue;
    const end = playOutTurn(next, me, o);
    out.push({ move: m, end, value: evaluate(end, me, o.drive) });
  }
  return out;
}

/** Search settings: how many of the best activations are judged again with the bot's next one. */
export const PLAN = { lookAgain: 4 };

/**
 * Chooses the room to activate (and the figure that moves) by playing out each activation; the best few
 * are judged again by the best activation the bot could play next from there (the others' turns in
 * between are not played), so that a turn preparing the next one (an Airlock fill, a figure moved, a
 * module built) is seen for what it brings.
 */
function chooseActivation(s: SgoState, me: number, legal: readonly SgoMove[], o: Outlook): SgoMove {
  const first = activationOutlooks(s, me, legal, o).sort((a, b) => b.value - a.value);
  if (first.length === 0) return legal[0]!;
  let best = first[0]!.move;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of first.slice(0, PLAN.lookAgain)) {
    let follow = c.value;
    if (c.end.phase === "activate") {
      const again = cloneState(c.end);
      again.active = me;
      for (const n of activationOutlooks(again, me, legalMoves(again, me), outlookOf(again, o.drive))) {
        follow = Math.max(follow, n.value);
      }
    }
    const score = 0.5 * c.value + 0.5 * follow;
    if (score > bestScore) {
      bestScore = score;
      best = c.move;
    }
  }
  return best;
}

// ---------------------------------------------------------------- the decision

/** The default bot's decision, from its own view only. */
export function chooseMove(ctx: Ctx): SgoMove {
  const legal = ctx.legal;
  if (legal.length === 1) return legal[0]!;
  const s = stateFromView(ctx.view.public, ctx.rng);
  const me = ctx.seat;
  const o = outlookOf(s);
  let choice: SgoMove;
  if (s.pending.length > 0) choice = bestByEvaluation(s, me, legal, o.drive);
  else if (s.phase === "activate") {
    const activations = legal.filter((m) => m.type === "activate");
    choice = chooseActivation(s, me, activations.length > 0 ? activations : legal, o);
  } else if (s.phase === "reorganize") {
    choice = legal.find((m) => m.type === "cancelReorganize") ?? legal[0]!;
  } else if (s.phase === "build") {
    choice = s.hand
      ? (bestPlacement(s, me, s.hand.tile, o).move ?? legal[0]!)
      : (bestDraw(s, me, legal, o, Number.NEGATIVE_INFINITY) ?? legal[0]!);
  } else if (s.phase === "act") choice = actMove(s, me, legal, o, 4);
  else choice = bestByEvaluation(s, me, legal, o.drive);
  const key = JSON.stringify(choice);
  return legal.find((m) => JSON.stringify(m) === key) ?? legal[0]!;
}

export const defaultBot: Bot<SgoPublicView, SgoPrivateView, SgoMove> = {
  describe: "planner: plays out each room activation (own action sequence, the others' actions, journeys)",
  choose: chooseMove,
};
