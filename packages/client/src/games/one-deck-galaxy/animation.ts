/** The steps the One Deck Galaxy scene plays for the events of an update, and their length (pure). */
import type { GalaxyEvent } from "@starport/rules/one-deck-galaxy/index.ts";
import type { Die } from "@starport/rules/one-deck-galaxy/types.ts";
import type { PanelId } from "./adapter.ts";

export type AnimStep =
  | { kind: "roll"; seat: number; dice: Die[] }
  | { kind: "place"; seat: number; die: Die; to: string }
  | { kind: "banner"; panel: PanelId; anchor: string; event: GalaxyEvent }
  | { kind: "card"; card: number; to: "zone" | "civ" | "discard" | "starbase"; seat?: number };

/**
 * Events that are told on the board (a caption at the part they change), step by step: the panel,
 * and the anchor ("card" = the event's card, "level" = the event's seat's Federation Level).
 */
const TOLD: Partial<Record<GalaxyEvent["type"], { panel: PanelId; anchor: string }>> = {
  eventRevealed: { panel: "adversary", anchor: "adv" },
  escalate: { panel: "zone", anchor: "card" },
  influence: { panel: "adversary", anchor: "adv" },
  adversarySpends: { panel: "adversary", anchor: "adv" },
  deckDiscarded: { panel: "adversary", anchor: "deck" },
  rowCompleted: { panel: "zone", anchor: "card" },
  cardResolved: { panel: "zone", anchor: "card" },
  fleetsGained: { panel: "starbase", anchor: "sb:fleets" },
  fleetsLost: { panel: "starbase", anchor: "sb:fleets" },
  scienceLost: { panel: "starbase", anchor: "sb:science" },
  studied: { panel: "starbase", anchor: "sb:science" },
  probed: { panel: "starbase", anchor: "sb:science" },
  upgraded: { panel: "starbase", anchor: "sb:fleets" },
  discClaimed: { panel: "adversary", anchor: "adv" },
  overwhelmed: { panel: "adversary", anchor: "adv" },
  discExiled: { panel: "adversary", anchor: "adv" },
  diceStored: { panel: "adversary", anchor: "adv" },
  milestone: { panel: "civ", anchor: "level" },
  won: { panel: "adversary", anchor: "adv" },
  lost: { panel: "adversary", anchor: "adv" },
};

/** The steps an update's events play (pure). */
export function animationSteps(events: readonly GalaxyEvent[]): AnimStep[] {
  const out: AnimStep[] = [];
  for (const e of events) {
    switch (e.type) {
      case "diceRolled":
        out.push({ kind: "roll", seat: e.seat, dice: [...e.dice] });
        break;
      case "diePlaced":
        out.push({ kind: "place", seat: e.seat, die: e.die, to: e.to });
        break;
      case "discovered":
        out.push({ kind: "card", card: e.card, to: "zone" });
        break;
      case "claimed":
        out.push({ kind: "card", card: e.card, to: "civ", seat: e.seat });
        break;
      default: {
        const told = TOLD[e.type];
        if (!told) break;
        const anchor =
          told.anchor === "card" && "card" in e
            ? `card:${e.card}`
            : told.anchor === "level" && "seat" in e
              ? `level:${e.seat}`
              : told.anchor;
        out.push({ kind: "banner", panel: told.panel, anchor, event: e });
      }
    }
  }
  return out;
}

/** How long a step lasts at speed 1 (ms). */
export function stepMs(s: AnimStep): number {
  switch (s.kind) {
    case "roll":
      return 650;
    case "place":
      return 320;
    case "card":
      return 450;
    case "banner":
      return s.event.type === "won" || s.event.type === "lost" ? 1400 : 900;
  }
}
