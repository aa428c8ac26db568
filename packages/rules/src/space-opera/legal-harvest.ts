/**
 * Legality of the Production/Harvest and Maintenance phases: the techs used then (Rogue, Trader,
 * Ambassador) and `done`.
 */
import type { Seat } from "../core/types.ts";
import { RESOURCE_CAP, type Resource } from "./content.ts";
import type { OperaRefusal } from "./errors.ts";
import { canPay, ownedPlanets } from "./helpers.ts";
import { needTech, otherPlayerIn, reason, wrongPhase } from "./legal-common.ts";
import type { OperaMove, OperaMoveOf, OperaState } from "./types.ts";

/** Why `seat` may not play `m` in the Production/Harvest phase now, or null if it may. */
export function whyNotHarvesting(s: OperaState, seat: Seat, m: OperaMove): OperaRefusal | null {
  if (m.type === "done") return null;
  if (m.type === "rogue") return whyNotRogue(s, seat, m);
  if (m.type === "trade") return whyNotTrade(s, seat, m);
  return wrongPhase(s);
}

function whyNotRogue(s: OperaState, seat: Seat, m: OperaMoveOf<"rogue">): OperaRefusal | null {
  const t = needTech(s, seat, "rogue");
  if (t) return t;
  if (!otherPlayerIn(s, seat, m.victim)) return reason("BAD_TARGET");
  if (s.once[seat]!.includes(`rogue:${m.victim}`)) return reason("ONCE_PER_ROUND", { tech: "rogue" });
  if (!canPay(s, m.victim, m.resource, 1)) return reason("NOTHING_TO_STEAL", { resource: m.resource });
  if (!ownedPlanets(s, seat).some((i) => s.planets[i]![m.resource] < RESOURCE_CAP))
    return reason("STORE_FULL", { max: RESOURCE_CAP, resource: m.resource });
  return null;
}

function whyNotTrade(s: OperaState, seat: Seat, m: OperaMoveOf<"trade">): OperaRefusal | null {
  const t = needTech(s, seat, "trader");
  if (t) return t;
  if (!otherPlayerIn(s, seat, m.victim)) return reason("BAD_TARGET");
  if (s.once[seat]!.includes("trade")) return reason("ONCE_PER_ROUND", { tech: "trader" });
  if (!canPay(s, seat, m.give, 1))
    return reason("CANNOT_AFFORD", { energy: m.give === "energy" ? 1 : 0, ore: m.give === "ore" ? 1 : 0 });
  const tot = (r: Resource) => ownedPlanets(s, m.victim).reduce((a, i) => a + s.planets[i]![r], 0);
  if (tot("energy") < m.takeEnergy || tot("ore") < 2 - m.takeEnergy) return reason("NOTHING_TO_TAKE");
  return null;
}

/** Why `seat` may not play `m` in the Maintenance phase now, or null if it may. */
export function whyNotUpkeep(s: OperaState, seat: Seat, m: OperaMove): OperaRefusal | null {
  if (m.type === "done") return null;
  if (m.type !== "offerTies") return wrongPhase(s);
  const t = needTech(s, seat, "ambassador");
  if (t) return t;
  if (!otherPlayerIn(s, seat, m.target)) return reason("BAD_TARGET");
  if (s.once[seat]!.includes(`ties:${m.target}`)) return reason("ONCE_PER_ROUND", { tech: "ambassador" });
  if (s.ties.some((x) => x.holder === seat && x.target === m.target)) return reason("ALREADY_TIED");
  if (!canPay(s, seat, "energy", 1) && !canPay(s, seat, "ore", 1)) return reason("TIES_UNPAYABLE");
  return null;
}
