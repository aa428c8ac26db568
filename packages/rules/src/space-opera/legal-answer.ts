/**
 * Legality of the answers to a pending decision (a step of the resolution queue waiting for one
 * seat): exploring, the fleet's target, a discarded tech, ties, the end vote, a strike and the
 * reactions (Energy Shield, Ship Armor, Armor Piercer, Force Field, Missile Defense).
 */
import type { Seat } from "../core/types.ts";
import type { TechId } from "./content.ts";
import type { OperaRefusal } from "./errors.ts";
import { canPayTech, shipById, stealthOn, works } from "./helpers.ts";
import { costParams, needTech, reason } from "./legal-common.ts";
import { type DecisionStep, strikeOptions } from "./queries.ts";
import type { OperaMove, OperaState, ReactionTech } from "./types.ts";

/** Which reactions answer which decision. */
const REACTIONS_FOR: Record<"protect" | "pierce" | "defendPlanet", readonly ReactionTech[]> = {
  protect: ["energyShield", "shipArmor"],
  pierce: ["armorPiercer"],
  defendPlanet: ["forceField", "missileDefense"],
};

/** Why `seat` may not answer the decision `d` with `m`, or null if it may. */
export function whyNotAnswer(s: OperaState, seat: Seat, d: DecisionStep, m: OperaMove): OperaRefusal | null {
  const c = s.combat;
  const wrong = reason("DECISION_PENDING", { decision: d.k });
  switch (d.k) {
    case "explore":
      return m.type === "explore" ? null : wrong;
    case "pickShip":
      if (m.type !== "pickShip") return wrong;
      return c?.targets.includes(m.ship) ? null : reason("NOT_IN_FLEET");
    case "discardTech":
      if (m.type !== "discardTech") return wrong;
      return s.hands[seat]!.includes(m.tech) ? null : reason("NO_SUCH_TECH", { tech: m.tech });
    case "answerTies":
      return m.type === "answerTies" ? null : wrong;
    case "answerEnd":
      return m.type === "answerEnd" ? null : wrong;
    case "attackPlanet": {
      if (m.type !== "attack") return wrong;
      const ship = c ? shipById(s, c.ship) : undefined;
      const opts = ship ? strikeOptions(s, ship, d.cell) : [];
      return opts.some((o) => o.target === m.target && o.ship === m.ship) ? null : reason("BAD_STRIKE");
    }
    case "protect":
    case "pierce":
    case "defendPlanet": {
      if (m.type !== "react") return wrong;
      if (m.tech === null) return null;
      if (!REACTIONS_FOR[d.k].includes(m.tech)) return reason("WRONG_REACTION", { tech: m.tech });
      return whyNotReaction(s, seat, d, m.tech);
    }
  }
}

function whyNotReaction(s: OperaState, seat: Seat, d: DecisionStep, tech: TechId): OperaRefusal | null {
  if (d.k === "protect") {
    const ship = shipById(s, d.ship)!;
    const t = needTech(s, seat, tech, ship.cell);
    if (t) return t;
    if (tech === "shipArmor" && d.nuke) return reason("NUCLEAR");
    if (canPayTech(s, seat, tech, ship)) return null;
    return reason(tech === "energyShield" ? "NO_SHIP_ENERGY" : "CANNOT_AFFORD", costParams(tech));
  }
  if (d.k === "pierce") {
    const t = needTech(s, seat, tech);
    if (t) return t;
    return canPayTech(s, seat, tech) ? null : reason("CANNOT_AFFORD", costParams(tech));
  }
  return whyNotPlanetDefense(s, seat, tech);
}

/** Force Field or Missile Defense against the ship entering the seat's planet. */
function whyNotPlanetDefense(s: OperaState, seat: Seat, tech: TechId): OperaRefusal | null {
  const c = s.combat!;
  const t = needTech(s, seat, tech, c.cell);
  if (t) return t;
  if (!canPayTech(s, seat, tech, undefined, c.cell)) return reason("CANNOT_AFFORD", costParams(tech));
  if (tech === "missileDefense") {
    const ship = shipById(s, c.ship)!;
    if (c.strike === "invade" || ship.meeples > 0) return reason("PILOTED");
    if (stealthOn(s, ship) && !works(s, seat, "radioTelescope", c.cell)) return reason("STEALTHED");
  }
  return null;
}
