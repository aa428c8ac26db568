/** Space Gate Odyssey: figures and influence: Odyssey bonuses, recruits, promotions, the wheel and the government. */
import type { Seat } from "../core/types.ts";
import { ENGINEER_RANKS, GOVERNMENT_RANKS, MODULES, type Room, WHEEL_SPACES } from "./content.ts";
import { roomIndex } from "./figures.ts";
import { governOptions, promoteRooms } from "./legal.ts";
import type { GovernmentFigure, SgoEvent, SgoState } from "./types.ts";

type Events = SgoEvent[];
const all = "all" as const;

export function gainBonus(s: SgoState, seat: Seat, tile: number, ev: Events): void {
  const def = MODULES[tile]!;
  if (def.type !== "odyssey" || !def.bonus) return;
  const p = s.seats[seat]!;
  const lost = (why: string): void => {
    ev.push({ type: "bonusLost", seat, module: tile, bonus: def.bonus!, why, visibleTo: all });
  };
  switch (def.bonus) {
    case "recruit":
      if (p.reserve.engineers === 0) {
        lost("no engineer left in your reserve");
        return;
      }
      ev.push({ type: "bonusGained", seat, module: tile, bonus: "recruit", room: null, visibleTo: all });
      s.pending.push({ kind: "recruit", seat });
      return;
    case "promote":
      if (p.reserve.suits === 0) {
        lost("no chief engineer suit left in your reserve");
        return;
      }
      if (promoteRooms(p).length === 0) {
        lost("no engineer in the Odyssey to promote");
        return;
      }
      ev.push({ type: "bonusGained", seat, module: tile, bonus: "promote", room: null, visibleTo: all });
      s.pending.push({ kind: "promote", seat });
      return;
    case "robot": {
      if (p.reserve.robots === 0) {
        lost("no robot left in your reserve");
        return;
      }
      const room = def.robotRoom!;
      p.reserve.robots--;
      p.rooms[roomIndex(room)]!.robots++;
      ev.push({ type: "bonusGained", seat, module: tile, bonus: "robot", room, visibleTo: all });
      ev.push({ type: "figureAdded", seat, room, figure: "robot", visibleTo: all });
      return;
    }
  }
}

export function recruit(s: SgoState, seat: Seat, room: Room, ev: Events): void {
  const p = s.seats[seat]!;
  p.reserve.engineers--;
  p.rooms[roomIndex(room)]!.engineers++;
  ev.push({ type: "figureAdded", seat, room, figure: "engineer", visibleTo: all });
}

export function promote(s: SgoState, seat: Seat, room: Room, ev: Events): void {
  const p = s.seats[seat]!;
  const f = p.rooms[roomIndex(room)]!;
  p.reserve.suits--;
  f.engineers--;
  f.chiefs++;
  ev.push({ type: "engineerPromoted", seat, room, visibleTo: all });
}

export function swapTokens(s: SgoState, seat: Seat, a: number, b: number, ev: Events): void {
  const t = s.predominance;
  [t[a], t[b]] = [t[b]!, t[a]!];
  ev.push({ type: "predominanceSwapped", seat, a, b, order: [...t], visibleTo: all });
}

/** Moves `seat`'s settler forward on the wheel; each lap queues a government placement. */
export function gainInfluence(s: SgoState, seat: Seat, amount: number, reason: string, ev: Events): void {
  if (amount <= 0) return;
  const p = s.seats[seat]!;
  const from = p.wheel;
  const total = from + amount;
  const laps = Math.floor(total / WHEEL_SPACES);
  p.wheel = total % WHEEL_SPACES;
  p.influence += amount;
  ev.push({ type: "influenceChanged", seat, from, to: p.wheel, delta: amount, laps, reason, visibleTo: all });
  for (let i = 0; i < laps; i++) s.pending.push({ kind: "govern", seat });
}

/** Moves `seat`'s settler back; each pass from 0 to 9 removes the figure on its highest rank. */
export function loseInfluence(s: SgoState, seat: Seat, amount: number, reason: string, ev: Events): void {
  if (amount <= 0) return;
  const p = s.seats[seat]!;
  const from = p.wheel;
  const total = from - amount;
  const laps = total >= 0 ? 0 : Math.ceil(-total / WHEEL_SPACES);
  p.wheel = ((total % WHEEL_SPACES) + WHEEL_SPACES) % WHEEL_SPACES;
  p.influence -= amount;
  ev.push({
    type: "influenceChanged",
    seat,
    from,
    to: p.wheel,
    delta: -amount,
    laps: -laps,
    reason,
    visibleTo: all,
  });
  for (let i = 0; i < laps; i++) {
    const figure = p.government.pop();
    if (!figure) break;
    if (figure === "settler") p.reserve.settlers++;
    else p.reserve.engineers++;
    ev.push({ type: "governmentRemoved", seat, rank: p.government.length + 1, figure, visibleTo: all });
  }
}

/** Places a figure on the next rank without asking (settler ranks, or a single engineer choice). */
export function governAuto(s: SgoState, seat: Seat, ev: Events): void {
  const p = s.seats[seat]!;
  const rank = p.government.length + 1;
  if (rank > GOVERNMENT_RANKS) {
    ev.push({ type: "governmentMissed", seat, rank, why: "every government rank is taken", visibleTo: all });
    return;
  }
  if (ENGINEER_RANKS.includes(rank)) {
    const options = governOptions(p);
    if (options[0]) {
      governWith(s, seat, options[0], ev);
      return;
    }
    if (p.reserve.engineers > 0) {
      governFromReserve(s, seat, "engineer", ev);
      return;
    }
    ev.push({ type: "governmentMissed", seat, rank, why: "no engineer available", visibleTo: all });
    return;
  }
  if (p.reserve.settlers === 0) {
    ev.push({ type: "governmentMissed", seat, rank, why: "no settler left in the reserve", visibleTo: all });
    return;
  }
  governFromReserve(s, seat, "settler", ev);
}

/** A figure of the reserve (there is one) takes the next government rank. */
function governFromReserve(s: SgoState, seat: Seat, figure: GovernmentFigure, ev: Events): void {
  const p = s.seats[seat]!;
  const rank = p.government.length + 1;
  if (figure === "engineer") p.reserve.engineers--;
  else p.reserve.settlers--;
  p.government.push(figure);
  ev.push({ type: "governmentAdded", seat, rank, figure, room: null, wasChief: false, visibleTo: all });
}

/** An engineer (or chief, whose suit returns to the reserve) leaves its room for the next rank. */
export function governWith(
  s: SgoState,
  seat: Seat,
  o: { room: Room; figure: "engineer" | "chief" },
  ev: Events,
): void {
  const p = s.seats[seat]!;
  const f = p.rooms[roomIndex(o.room)]!;
  if (o.figure === "chief") {
    f.chiefs--;
    p.reserve.suits++;
  } else f.engineers--;
  p.government.push("engineer");
  ev.push({
    type: "governmentAdded",
    seat,
    rank: p.government.length,
    figure: "engineer",
    room: o.room,
    wasChief: o.figure === "chief",
    visibleTo: all,
  });
}
