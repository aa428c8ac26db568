/**
 * Space Gate Odyssey: `perform` runs a move that `legalMoves` listed (defineGame checks that) on a
 * copy of the state, then every automatic step until the next decision. One small function per move.
 */
import type { Seat } from "../core/types.ts";
import { WHITE_MODULE } from "./content.ts";
import { roomIndex } from "./figures.ts";
import { gainBonus, governWith, promote, recruit, swapTokens } from "./perform-figures.ts";
import { advance } from "./perform-flow.ts";
import { colonize, moveGateTo, sendModule } from "./perform-journey.ts";
import { orderFrom } from "./setup.ts";
import { capacityOf } from "./station.ts";
import { cloneState, type Pending, type SgoEvent, type SgoMove, type SgoState } from "./types.ts";

type Events = SgoEvent[];
const all = "all" as const;
type MoveOf<T extends SgoMove["type"]> = Extract<SgoMove, { type: T }>;
type Handler<T extends SgoMove["type"]> = (s: SgoState, seat: Seat, m: MoveOf<T>, ev: Events) => void;

/** Runs a move `legalMoves` listed on a copy of `s0`, then the automatic steps. */
export function perform(s0: SgoState, seat: Seat, m: SgoMove): { state: SgoState; events: SgoEvent[] } {
  const s = cloneState(s0);
  const ev: Events = [];
  (HANDLERS[m.type] as Handler<SgoMove["type"]>)(s, seat, m, ev);
  advance(s, ev);
  return { state: s, events: ev };
}

function activate(s: SgoState, seat: Seat, m: MoveOf<"activate">, ev: Events): void {
  const p = s.seats[seat]!;
  const from = p.rooms[roomIndex(m.from)]!;
  const to = p.rooms[roomIndex(m.to)]!;
  if (m.figure === "chief") {
    from.chiefs--;
    to.chiefs++;
  } else {
    from.engineers--;
    to.engineers++;
  }
  ev.push({
    type: "roomActivated",
    seat,
    figure: m.figure === "chief" ? "chief" : "engineer",
    from: m.from,
    room: m.to,
    visibleTo: all,
  });
  s.act = { room: m.to, queue: orderFrom(s.first, s.players), pointsLeft: null, usedPiles: [] };
  s.phase = "act";
}

function reorganize(s: SgoState, seat: Seat, _m: MoveOf<"reorganize">, ev: Events): void {
  const p = s.seats[seat]!;
  p.reorganization = false;
  const white = p.station.find((x) => x.tile >= WHITE_MODULE)!;
  s.reorganization = {
    seat,
    lifted: p.station.filter((x) => x !== white),
    backup: p.station.map((x) => ({ ...x })),
  };
  p.station = [white];
  s.phase = "reorganize";
  ev.push({ type: "reorganizationStarted", seat, visibleTo: all });
}

function cancelReorganize(s: SgoState, seat: Seat, _m: MoveOf<"cancelReorganize">, ev: Events): void {
  s.seats[seat]!.station = s.reorganization!.backup;
  s.reorganization = null;
  s.phase = "activate";
  ev.push({ type: "reorganizationCancelled", seat, visibleTo: all });
}

function draw(s: SgoState, seat: Seat, m: MoveOf<"draw">, ev: Events): void {
  const tile = s.piles[m.pile]!.shift()!;
  s.hand = { seat, tile, pile: m.pile };
  if (s.act) s.act.pointsLeft!--;
  ev.push({ type: "tileDrawn", seat, pile: m.pile, tile, visibleTo: all });
}

function returnTile(s: SgoState, seat: Seat, _m: MoveOf<"returnTile">, ev: Events): void {
  const h = s.hand!;
  s.piles[h.pile]!.push(h.tile);
  s.hand = null;
  ev.push({ type: "tileReturned", seat, pile: h.pile, tile: h.tile, visibleTo: all });
}

/** Places the drawn module, or during a reorganization the next lifted one. */
function place(s: SgoState, seat: Seat, m: MoveOf<"place">, ev: Events): void {
  const p = s.seats[seat]!;
  const placed = (tile: number) =>
    ev.push({ type: "tilePlaced", seat, tile, x: m.x, y: m.y, rotation: m.rotation, visibleTo: all });
  if (s.phase === "reorganize") {
    const mod = s.reorganization!.lifted.shift()!;
    p.station.push({ ...mod, x: m.x, y: m.y, rotation: m.rotation });
    placed(mod.tile);
    if (s.reorganization!.lifted.length === 0) {
      s.reorganization = null;
      s.phase = "activate";
      ev.push({ type: "reorganizationDone", seat, visibleTo: all });
    }
    return;
  }
  const h = s.hand!;
  p.station.push({ tile: h.tile, x: m.x, y: m.y, rotation: m.rotation, on: false, settlers: 0 });
  s.hand = null;
  if (s.build) {
    s.build.placed++;
    s.build.usedPiles.push(h.pile);
  } else s.act!.usedPiles.push(h.pile);
  placed(h.tile);
}

function fill(s: SgoState, seat: Seat, m: MoveOf<"fill">, ev: Events): void {
  const p = s.seats[seat]!;
  const mod = p.station.find((x) => x.tile === m.module)!;
  const added = Math.min(capacityOf(mod) - mod.settlers, p.reserve.settlers);
  mod.settlers += added;
  p.reserve.settlers -= added;
  s.act!.pointsLeft!--;
  ev.push({ type: "accessFilled", seat, module: mod.tile, added, visibleTo: all });
}

function moveSettler(s: SgoState, seat: Seat, m: MoveOf<"moveSettler">, ev: Events): void {
  const p = s.seats[seat]!;
  const from = p.station.find((x) => x.tile === m.from)!;
  const to = p.station.find((x) => x.tile === m.to)!;
  from.settlers--;
  s.act!.pointsLeft!--;
  ev.push({ type: "settlerMoved", seat, from: from.tile, to: to.tile, visibleTo: all });
  if (to.on) {
    to.settlers++;
    return;
  }
  // Rulebook p.8: the first settler to enter an Off module turns it On and goes back to the reserve.
  to.on = true;
  p.reserve.settlers++;
  ev.push({ type: "moduleSwitchedOn", seat, module: to.tile, visibleTo: all });
  gainBonus(s, seat, to.tile, ev);
}

function pass(s: SgoState, seat: Seat, _m: MoveOf<"pass">, ev: Events): void {
  const act = s.act!;
  ev.push({
    type: "actionsEnded",
    seat,
    room: act.room,
    unused: act.pointsLeft ?? 0,
    passed: true,
    visibleTo: all,
  });
  act.queue.shift();
  act.pointsLeft = null;
  act.usedPiles = [];
}

function moveGate(s: SgoState, seat: Seat, m: MoveOf<"moveGate">, ev: Events): void {
  const d = s.pending.shift() as Extract<Pending, { kind: "gate" }>;
  const to = s.planets.findIndex((x) => x.id === m.planet);
  moveGateTo(s, d.gate, d.from, to, seat, ev);
}

/** The handler of each move type; a pending decision's answer takes that decision off the queue. */
const HANDLERS: { [T in SgoMove["type"]]: Handler<T> } = {
  activate,
  reorganize,
  cancelReorganize,
  draw,
  returnTile,
  place,
  fill,
  moveSettler,
  pass,
  send: (s, seat, m, ev) => sendModule(s, seat, m.module, ev),
  colonize: (s, seat, m, ev) => colonize(s, seat, m.spot, ev),
  swap: (s, seat, m, ev) => {
    s.pending.shift();
    swapTokens(s, seat, m.a, m.b, ev);
  },
  recruit: (s, seat, m, ev) => {
    s.pending.shift();
    recruit(s, seat, m.room, ev);
  },
  promote: (s, seat, m, ev) => {
    s.pending.shift();
    promote(s, seat, m.room, ev);
  },
  govern: (s, seat, m, ev) => {
    s.pending.shift();
    governWith(s, seat, { room: m.room, figure: m.figure }, ev);
  },
  moveGate,
};
