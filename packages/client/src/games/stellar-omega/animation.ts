/** The tweens of stellar_omega's events (pure): which thing moves where, and for how long. */
import type { Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaEvent } from "@starport/rules/stellar-omega/types.ts";

/** One tween (or a few at once) to play for an event. */
export type AnimStep =
  | { kind: "tile"; race: Race; area: number }
  | { kind: "dice"; race: Race; dice: number[] }
  | { kind: "reroll"; race: Race; index: number; from: number; to: number; dice: number[] }
  | { kind: "crystals"; race: Race; drawn: Race[] }
  | { kind: "fall"; race: Race; area: number }
  | { kind: "gate"; to: number }
  | { kind: "level"; race: Race; area: number }
  | { kind: "card"; race: Race }
  | { kind: "sp"; race: Race; amount: number }
  | { kind: "bids"; bids: Partial<Record<Race, number>> }
  | { kind: "score"; category: string; winner: Race | null };

export const STEP_MS: Record<AnimStep["kind"], number> = {
  tile: 480,
  dice: 700,
  reroll: 500,
  crystals: 260, // per crystal, below
  fall: 420,
  gate: 620,
  level: 420,
  card: 380,
  sp: 300,
  bids: 700,
  score: 520,
};

export function stepMs(s: AnimStep): number {
  if (s.kind === "crystals") return Math.min(1400, 200 + s.drawn.length * STEP_MS.crystals);
  return STEP_MS[s.kind];
}

/** The tweens for a list of events, in order; events without motion give none. */
export function animationSteps(events: readonly OmegaEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e0 of events) {
    const e = e0 as OmegaEvent & Record<string, unknown>;
    switch (e.type) {
      case "tilePlaced":
        out.push({ kind: "tile", race: e.race as Race, area: e.area as number });
        break;
      case "diceRolled":
        out.push({ kind: "dice", race: e.race as Race, dice: [...(e.dice as number[])] });
        break;
      case "reroll": {
        const dice = [...(e.dice as number[])];
        out.push({
          kind: "reroll",
          race: e.race as Race,
          index: dice.indexOf(e.to as number),
          from: e.from as number,
          to: e.to as number,
          dice,
        });
        break;
      }
      case "crystalsDrawn":
        out.push({ kind: "crystals", race: e.race as Race, drawn: [...((e.drawn as Race[]) ?? [])] });
        break;
      case "tileRemoved":
        out.push({ kind: "fall", race: e.race as Race, area: e.area as number });
        break;
      case "gateMoved":
        if (e.moved) out.push({ kind: "gate", to: e.to as number });
        break;
      case "levelUp":
        out.push({ kind: "level", race: e.race as Race, area: e.area as number });
        break;
      case "cardDrawn":
        out.push({ kind: "card", race: e.race as Race });
        break;
      case "sp":
        if ((e.amount as number) > 0)
          out.push({ kind: "sp", race: e.race as Race, amount: e.amount as number });
        break;
      case "bidsRevealed":
        out.push({ kind: "bids", bids: { ...(e.bids as Partial<Record<Race, number>>) } });
        break;
      case "categoryScored":
        out.push({
          kind: "score",
          category: e.category as string,
          winner: (e.winner as Race | null) ?? null,
        });
        break;
      default:
        break;
    }
  }
  return out;
}
