/** Space Opera events: what happened, for the log and the animations (plain JSON data). */
import type { ListsAll, Seat } from "../core/types.ts";
import type { BeamStructure, BuildItem, Resource, TechId } from "./content.ts";
import type { BeamResource, Cargo, ConverterTech, EndReason, Phase, StrikeTarget } from "./types.ts";

type Public = { visibleTo: "all" };
type Secret = { visibleTo: readonly Seat[] };

/** Why a ship was destroyed. */
export type ShipLoss =
  | "combat"
  | "nuclear"
  | "supernova"
  | "outOfEnergy"
  | "forceField"
  | "missileDefense"
  | "transport"
  | "missile"
  | "waveMotionGun"
  | "eliminated";

/** `seat`'s ship `ship` strikes `defender`'s planet at `cell`: the fields every strike event starts with. */
export interface StrikeBy {
  seat: Seat;
  defender: Seat;
  cell: number;
  ship: number;
}

/** A nuclear or biological warhead's strike and what it killed. */
type WarheadStrike = StrikeBy & { meeplesLost: number; farmsLost: number };

/**
 * Every event of Space Opera, for the log and the animations (JSON data only). Fields holding a
 * seat are `seat` (who acted, or whom it happened to), `owner`, `defender`, `attacker`, `target`,
 * `victim`, `holder`, `by` and `proposer`; fields holding a cell are `cell`, `from` and `to`;
 * `ship` and `targetShip` are ship ids.
 */
export type OperaEvent =
  // ---- round flow
  /** A new phase starts (`first`: the First-Player token's holder for this round). */
  | (Public & { type: "phase"; phase: Phase; round: number; first: Seat })
  /** The seat passed: no more turns for it in this phase. */
  | (Public & { type: "passed"; seat: Seat; phase: Phase })
  // ---- building and research
  /** `energy` and `ore`: what the planet's store paid. */
  | (Public & { type: "built"; seat: Seat; cell: number; item: BuildItem; energy: number; ore: number })
  | (Public & { type: "researched"; seat: Seat })
  | (Secret & { type: "drewTech"; seat: Seat; tech: TechId })
  | (Public & { type: "techReturned"; seat: Seat })
  | (Secret & { type: "techReturnedCard"; seat: Seat; tech: TechId })
  /** A tech was used or its effect showed; `card` is the card played face up (Spy for a copy). */
  | (Public & { type: "techUsed"; seat: Seat; tech: TechId; card: TechId })
  /** `amount` of `spent` became as much `gained` on the planet, for a `fee` of `spent`. */
  | (Public & {
      type: "converted";
      seat: Seat;
      tech: ConverterTech;
      cell: number;
      spent: Resource;
      gained: Resource;
      amount: number;
      fee: number;
    })
  /** Space Bridge or Transport Beam: `amount` of `what` from planet `from` to planet `to`; `fee` energy paid by `from`. */
  | (Public & {
      type: "transferred";
      seat: Seat;
      tech: "spaceBridge" | "transportBeam";
      from: number;
      to: number;
      what: BeamResource | BeamStructure;
      amount: number;
      fee: number;
    })
  | (Public & { type: "spied"; seat: Seat; target: Seat })
  | (Secret & { type: "spyReport"; seat: Seat; target: Seat; techs: TechId[] })
  | (Secret & { type: "spyCopied"; seat: Seat; tech: TechId })
  | (Public & { type: "hacked"; seat: Seat; target: Seat; tech: TechId })
  // ---- movement and exploration
  | (Public & { type: "loaded"; seat: Seat; ship: number; cell: number; cargo: Cargo })
  | (Public & { type: "unloaded"; seat: Seat; ship: number; cell: number; cargo: Cargo })
  /** One space of a movement; `spacesLeft` in this movement, `energy` the ship energy left. */
  | (Public & {
      type: "shipMoved";
      seat: Seat;
      ship: number;
      from: number;
      to: number;
      hyper: boolean;
      spacesLeft: number;
      energy: number;
    })
  | (Public & { type: "stealthOn"; seat: Seat; ship: number; cell: number })
  | (Public & { type: "empFired"; seat: Seat; ship: number; cell: number })
  | (Public & { type: "telescope"; seat: Seat; cell: number })
  | (Secret & { type: "telescopeView"; seat: Seat; cell: number; card: string })
  /** Everything on `cell` destroyed, the map card `card` included. */
  | (Public & { type: "waveMotionGun"; seat: Seat; ship: number; cell: number; card: string })
  /** A face-down card turned face up; `seat`: the explorer (or the re-spawned player). */
  | (Public & { type: "flipped"; seat: Seat; cell: number; card: string })
  /** A drone with energy landed on an uncontrolled planet and stays under control. */
  | (Public & { type: "landed"; seat: Seat; ship: number; cell: number })
  /** A drone without energy landed: it has no controller any more. */
  | (Public & { type: "shipStuck"; seat: Seat; ship: number; cell: number })
  /** Pilots took an uncontrolled planet; `meeples` now on it. */
  | (Public & { type: "colonized"; seat: Seat; ship: number; cell: number; meeples: number })
  /** `meeples`: the crew lost with it. */
  | (Public & {
      type: "shipDestroyed";
      ship: number;
      owner: Seat | null;
      cell: number;
      reason: ShipLoss;
      meeples: number;
    })
  // ---- fights
  /** Ship to ship: `seat`'s ship `ship` entered `cell` where `defender`'s ships `targets` are. */
  | (Public & {
      type: "shipCombat";
      seat: Seat;
      defender: Seat;
      ship: number;
      cell: number;
      nuke: boolean;
      targets: number[];
    })
  /** The defender chose which ship of its fleet is hit. */
  | (Public & { type: "fleetTarget"; seat: Seat; ship: number })
  | (Public & { type: "shipSurvived"; ship: number; owner: Seat | null })
  /** Both sides held: the attacker fell back from `from` to `to` and stopped there. */
  | (Public & { type: "shipRepelled"; seat: Seat; ship: number; from: number; to: number })
  /**
   * A ship-to-ship fight's result: ships lost by each side (ids) and the outcome (`attackerWon`:
   * the attacker's ship survived and the defender's are gone; `repelled`: both sides held).
   */
  | (Public & {
      type: "shipCombatResult";
      seat: Seat;
      defender: Seat;
      ship: number;
      cell: number;
      attackerLost: number[];
      defenderLost: number[];
      outcome: "attackerWon" | "defenderWon" | "bothDestroyed" | "repelled";
    })
  /** What `seat`'s ship `ship` does to `defender`'s planet at `cell` (`targetShip`: a docked ship aimed at). */
  | (Public &
      StrikeBy & {
        type: "strikeDeclared";
        strike: StrikeTarget;
        targetShip: number | null;
      })
  /** The defender's Missile Defense fired but the attacker's Kamikaze Pilot cancelled it. */
  | (Public & { type: "missileDefenseFailed"; seat: Seat; attacker: Seat; cell: number })
  /**
   * Rulebook "Invasion": strengths `attack` (meeples aboard + Super Soldier) and `defense` (meeples +
   * occupied bunkers + Super Soldier); `left` meeples on the planet after it (the winner's);
   * `attackerLost`/`defenderLost` meeples lost; `conquered`, `repelled` or `bothWipedOut` (a tie).
   */
  | (Public &
      StrikeBy & {
        type: "invasion";
        attack: number;
        defense: number;
        won: boolean;
        left: number;
        attackerLost: number;
        defenderLost: number;
        outcome: "conquered" | "repelled" | "bothWipedOut";
      })
  | (Public & WarheadStrike & { type: "nuclearStrike" })
  | (Public & WarheadStrike & { type: "biologicalStrike" })
  /** A missile: `hit` false when its target protected itself (or there was none). */
  | (Public &
      StrikeBy & {
        type: "missileStrike";
        strike: StrikeTarget;
        targetShip: number | null;
        hit: boolean;
      })
  /**
   * `seat` lost control of the planet at `cell` by `by`'s attack: taken by `by` (an invasion won), or
   * left with no meeples and no controller (`taken` false: a strike, or an invasion that tied).
   */
  | (Public & { type: "planetLost"; seat: Seat; cell: number; by: Seat; taken: boolean })
  // ---- production and maintenance
  /** What the planet kept (anything above 10 is discarded). */
  | (Public & { type: "produced"; seat: Seat; cell: number; energy: number; ore: number })
  | (Public & { type: "stole"; seat: Seat; victim: Seat; resource: Resource })
  | (Public & { type: "traded"; seat: Seat; victim: Seat; give: Resource; takeEnergy: number })
  | (Public & { type: "overpopulation"; seat: Seat; cell: number; removed: number })
  | (Public & { type: "markerRemoved"; cell: number; marker: "contamination" | "fallout" })
  | (Public & { type: "tiesOffered"; seat: Seat; target: Seat })
  | (Public & { type: "tiesAccepted"; seat: Seat; holder: Seat })
  | (Public & { type: "tiesDeclined"; seat: Seat; holder: Seat })
  | (Public & { type: "tiesPaid"; holder: Seat; target: Seat; resource: Resource })
  | (Public & { type: "tiesBroken"; holder: Seat; target: Seat; reason: "unpaid" | "attacked" })
  // ---- the end
  | (Public & { type: "surrendered"; seat: Seat })
  | (Public & { type: "endProposed"; seat: Seat })
  | (Public & { type: "endAnswered"; seat: Seat; proposer: Seat; accept: boolean })
  | (Public & { type: "eliminated"; seat: Seat; reason: "noMeeples" | "surrendered" })
  | (Public & { type: "respawned"; seat: Seat; cell: number })
  /** `ranks` (1 = winner) and the standings they come from, by seat. */
  | (Public & {
      type: "gameOver";
      reason: EndReason;
      ranks: number[];
      planets: number[];
      classTotals: number[];
    });

/** Every event type. */
export type OperaEventType = OperaEvent["type"];
/** The event of one type. */
export type OperaEventOf<T extends OperaEventType> = Extract<OperaEvent, { type: T }>;

/** Every event type, as a list (checked against the union at compile time). */
export const OPERA_EVENT_TYPES = [
  "phase",
  "passed",
  "built",
  "researched",
  "drewTech",
  "techReturned",
  "techReturnedCard",
  "techUsed",
  "converted",
  "transferred",
  "spied",
  "spyReport",
  "spyCopied",
  "hacked",
  "loaded",
  "unloaded",
  "shipMoved",
  "stealthOn",
  "empFired",
  "telescope",
  "telescopeView",
  "waveMotionGun",
  "flipped",
  "landed",
  "shipStuck",
  "colonized",
  "shipDestroyed",
  "shipCombat",
  "fleetTarget",
  "shipSurvived",
  "shipRepelled",
  "shipCombatResult",
  "strikeDeclared",
  "missileDefenseFailed",
  "invasion",
  "nuclearStrike",
  "biologicalStrike",
  "missileStrike",
  "planetLost",
  "produced",
  "stole",
  "traded",
  "overpopulation",
  "markerRemoved",
  "tiesOffered",
  "tiesAccepted",
  "tiesDeclined",
  "tiesPaid",
  "tiesBroken",
  "surrendered",
  "endProposed",
  "endAnswered",
  "eliminated",
  "respawned",
  "gameOver",
] as const satisfies readonly OperaEventType[];
/** Compile-time check: the list above names every member of OperaEvent. */
export const OPERA_EVENT_TYPES_COMPLETE: ListsAll<OperaEventType, (typeof OPERA_EVENT_TYPES)[number]> = true;

/**
 * Fields that hold a seat, in events and views (`seat`, `owner`... ; `turn` and `first` in the
 * public view). No other field holds a seat: a screen may show these as player names.
 */
export const SEAT_FIELDS = [
  "seat",
  "owner",
  "defender",
  "attacker",
  "target",
  "victim",
  "holder",
  "by",
  "proposer",
  "turn",
  "first",
] as const;
/** Fields of events that hold a cell (`ship`/`targetShip` hold ship ids). */
export const CELL_FIELDS = ["cell", "from", "to"] as const;
