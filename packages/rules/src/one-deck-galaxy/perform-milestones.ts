/** Milestones (p.12-13): requirements that complete by themselves, and completing one. */
import type { Seat } from "../core/types.ts";
import { card } from "./content.ts";
import { pips } from "./dice.ts";
import { type Ctx, emit, level, milestonesOf, resources, scienceTotal } from "./state.ts";
import type { GalaxyState, MilestoneReq } from "./types.ts";

/** Whether a passive requirement holds for `seat` now. */
export function reqHolds(s: GalaxyState, seat: Seat, req: MilestoneReq): boolean {
  const p = s.seats[seat]!;
  switch (req.q) {
    case "colonies":
      return p.colonies.length >= req.n;
    case "techs":
      return p.techs.length >= req.n;
    case "encounterCards":
      return [...p.colonies, ...p.techs].filter((id) => card(id).kind === "encounter").length >= req.n;
    case "resource":
      return resources(s, seat)[req.res] >= req.n;
    case "resourceKinds":
      return Object.values(resources(s, seat)).filter((n) => n > 0).length >= req.n;
    case "resources":
      return Object.values(resources(s, seat)).reduce((a, b) => a + b, 0) >= req.n;
    case "fleets":
      return s.starbase.fleets.n >= req.n;
    case "science":
      return scienceTotal(s) >= req.n;
    case "starbase":
      return s.starbase.cls >= req.n;
    case "advDiscs":
      return s.adv.removed >= req.n;
    case "poolValues":
      return new Set(p.pool.map(pips)).size >= req.n;
    case "poolSame": {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const d of p.pool) counts[pips(d)]!++;
      return Math.max(...counts) >= req.n;
    }
    default:
      return false;
  }
}

export function completeMilestone(ctx: Ctx, seat: Seat, id: string): void {
  const p = ctx.s.seats[seat]!;
  if (p.milestones.includes(id)) return;
  p.milestones.push(id);
  emit(ctx, "milestone", { seat, id, level: level(ctx.s, seat) });
}

/** Completes every passive milestone whose requirement holds (end-of-turn ones only at the end). */
export function checkMilestones(ctx: Ctx, endOfTurn: boolean): void {
  const s = ctx.s;
  s.seats.forEach((p, seat) => {
    for (const m of milestonesOf(p)) {
      if (p.milestones.includes(m.id)) continue;
      if (m.kind === "passive" || (m.kind === "endOfTurn" && endOfTurn)) {
        if (reqHolds(s, seat, m.req[s.players - 1]!)) completeMilestone(ctx, seat, m.id);
      }
    }
  });
}
