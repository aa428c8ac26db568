/**
 * Performing the techs of the Production/Harvest and Maintenance phases (Rogue, Trader, Ambassador).
 * Each move was listed by legalMoves.
 */
import type { Seat } from "../core/types.ts";
import type { Resource } from "./content.ts";
import { placeGain } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import { pay, pub, reveal } from "./helpers.ts";
import type { OperaMoveOf, OperaState } from "./types.ts";

export function performHarvest(
  s: OperaState,
  seat: Seat,
  m: OperaMoveOf<"rogue" | "trade" | "offerTies">,
  ev: OperaEvent[],
): void {
  switch (m.type) {
    case "rogue":
      s.once[seat]!.push(`rogue:${m.victim}`);
      pay(s, m.victim, m.resource, 1);
      placeGain(s, seat, m.resource, 1);
      reveal(s, seat, "rogue", ev);
      pub(ev, "stole", { seat, victim: m.victim, resource: m.resource });
      return;
    case "trade":
      s.once[seat]!.push("trade");
      pay(s, seat, m.give, 1);
      placeGain(s, m.victim, m.give, 1);
      for (let i = 0; i < 2; i++) {
        const r: Resource = i < m.takeEnergy ? "energy" : "ore";
        pay(s, m.victim, r, 1);
        placeGain(s, seat, r, 1);
      }
      reveal(s, seat, "trader", ev);
      pub(ev, "traded", { seat, victim: m.victim, give: m.give, takeEnergy: m.takeEnergy });
      return;
    case "offerTies":
      s.once[seat]!.push(`ties:${m.target}`);
      reveal(s, seat, "ambassador", ev);
      pub(ev, "tiesOffered", { seat, target: m.target });
      s.queue.push({ k: "answerTies", seat: m.target, holder: seat });
      return;
  }
}
