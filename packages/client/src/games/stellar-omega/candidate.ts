/**
 * The move a click on something not lit stands for (pure), so that the server's `explain` can say
 * which rule refuses it: the board never decides a refusal itself.
 */
import { type Action, AREAS, RACES, type Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import { pendingDice, raceOf, type Selection } from "./adapter.ts";

/**
 * The move a click on `id` would stand for when it is not a target, so the server can say which
 * rule refuses it; null when it stands for no move.
 */
export function candidateMove(
  view: OmegaPublic,
  seat: number | null,
  hand: readonly Race[],
  selection: Selection | null,
  id: string,
): OmegaMove | null {
  if (seat === null) return null;
  const [kind, a = "", b = ""] = id.split(":");
  const me = raceOf(view, seat);
  const p = view.pending;
  switch (kind) {
    case "race":
      return { type: "race", race: a as Race };
    case "bid":
      return { type: "bid", tiles: Number(a) };
    case "act": {
      const act = a as Action;
      if (act === "tile") return { type: "tile", area: (view.gate + 1) % AREAS };
      if (act === "attack") {
        const target =
          RACES.find((r) => r !== me && view.races[r].openUnitAreas.length > 0) ??
          RACES.find((r) => r !== me)!;
        return { type: "attack", target };
      }
      return { type: act } as OmegaMove;
    }
    case "hand": {
      const card = hand[Number(a)];
      return card ? { type: "change", card } : null;
    }
    case "area":
      if (p?.kind === "gate" && p.step === "move") return { type: "moveGate", to: Number(a) };
      return { type: "tile", area: Number(a) };
    case "gate":
      return { type: "moveGate", to: Number(a) };
    case "unit": {
      const area = Number(b);
      if (p?.kind === "levelUp") return { type: "levelUp", area };
      if (p?.kind === "attack" && p.step === "area") return { type: "target", area };
      if (p?.kind === "damage") return { type: "damage", area };
      if (selection?.kind === "attack" || (!p && a !== me)) return { type: "attack", target: a as Race };
      return null;
    }
    case "die": {
      const v = pendingDice(view)[Number(a)];
      if (v === undefined) return null;
      return p?.kind === "gate" ? { type: "reroll", die: v } : { type: "use", die: v };
    }
    default:
      return null;
  }
}
