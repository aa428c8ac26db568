/**
 * Answering a pending decision (a step of the queue waiting for one seat), and the default answer
 * when nobody needs to be asked (`autoResolve`).
 */
import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { destroyShip, flip, land, payTies } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import { kindAt, payTech, priv, pub, reveal, shipById, shipsAt } from "./helpers.ts";
import { declareStrike, queueProtects } from "./perform-combat.ts";
import { type DecisionStep, strikeOptions } from "./queries.ts";
import type { OperaMove, OperaMoveOf, OperaState, PlanetDefenseTech } from "./types.ts";

/** Performs `seat`'s answer `m` to the decision `d` (already taken off the queue). */
export function performAnswer(
  s: OperaState,
  seat: Seat,
  d: DecisionStep,
  m: OperaMove,
  ev: OperaEvent[],
): void {
  switch (m.type) {
    case "explore":
      if (m.flip && d.k === "explore") explore(s, seat, d.ship, ev);
      return;
    case "pickShip":
      s.combat!.targets = [m.ship];
      pub(ev, "fleetTarget", { seat, ship: m.ship });
      queueProtects(s);
      return;
    case "discardTech":
      discardTech(s, seat, m, ev);
      return;
    case "answerTies":
      if (d.k === "answerTies") answerTies(s, seat, d.holder, m.accept, ev);
      return;
    case "answerEnd":
      if (d.k === "answerEnd") answerEnd(s, seat, d.proposer, m.accept, ev);
      return;
    case "attack":
      declareStrike(s, m.target, m.ship, ev);
      return;
    case "react":
      if (m.tech !== null) react(s, seat, d, m.tech, ev);
      return;
    default:
      throw new Error(`unexpected decision move ${m.type}`);
  }
}

/** The explorer turns the card its ship stopped on face up and lives with what it is. */
function explore(s: OperaState, seat: Seat, shipId: number, ev: OperaEvent[]): void {
  const ship = shipById(s, shipId)!;
  flip(s, seat, ship.cell, ev);
  const kind = kindAt(s, ship.cell);
  if (kind === "planet") land(s, ship, ev);
  else if (kind === "supernova") for (const x of shipsAt(s, ship.cell)) destroyShip(s, x, "supernova", ev);
}

/** A hand above the limit returns one card of the player's choice to a random place in the deck. */
function discardTech(s: OperaState, seat: Seat, m: OperaMoveOf<"discardTech">, ev: OperaEvent[]): void {
  const hand = s.hands[seat]!;
  hand.splice(hand.indexOf(m.tech), 1);
  const rev = s.revealed[seat]!;
  if (rev.includes(m.tech)) rev.splice(rev.indexOf(m.tech), 1);
  s.deck.splice(rngFrom(s.rng).int(s.deck.length + 1), 0, m.tech);
  pub(ev, "techReturned", { seat });
  priv(ev, seat, "techReturnedCard", { seat, tech: m.tech });
}

function answerTies(s: OperaState, seat: Seat, holder: Seat, accept: boolean, ev: OperaEvent[]): void {
  if (!accept) {
    pub(ev, "tiesDeclined", { seat, holder });
    return;
  }
  s.ties.push({ holder, target: seat });
  pub(ev, "tiesAccepted", { seat, holder });
  payTies(s, holder, seat, ev);
}

function answerEnd(s: OperaState, seat: Seat, proposer: Seat, accept: boolean, ev: OperaEvent[]): void {
  pub(ev, "endAnswered", { seat, proposer, accept });
  if (accept) s.endVote?.accepted.push(seat);
  else {
    // One refusal is enough: nobody else is asked.
    s.endVote = null;
    s.queue = s.queue.filter((x) => x.k !== "answerEnd" && x.k !== "closeVote");
  }
}

/** A reaction tech played against the fight in progress: it is paid, shown, and takes effect. */
function react(
  s: OperaState,
  seat: Seat,
  d: DecisionStep,
  tech: NonNullable<OperaMoveOf<"react">["tech"]>,
  ev: OperaEvent[],
): void {
  const c = s.combat!;
  reveal(s, seat, tech, ev);
  if (d.k === "protect") {
    payTech(s, seat, tech, shipById(s, d.ship)!);
    if (tech === "shipArmor") s.queue.unshift({ k: "pierce", seat: d.hitter, ship: d.ship });
    c.saved.push(d.ship);
  } else if (d.k === "pierce") {
    payTech(s, seat, tech);
    c.saved = c.saved.filter((x) => x !== d.ship);
  } else {
    payTech(s, seat, tech, undefined, c.cell);
    c.defense = tech as PlanetDefenseTech;
  }
}

/** What happens when nobody is asked: the default answer. */
export function autoResolve(s: OperaState, st: DecisionStep, ev: OperaEvent[]): void {
  const c = s.combat;
  if (st.k === "pickShip" && c) {
    c.targets = c.nuke ? c.targets : c.targets.slice(0, 1);
    queueProtects(s);
  } else if (st.k === "attackPlanet" && c) {
    const ship = shipById(s, c.ship);
    const only = ship ? strikeOptions(s, ship, st.cell)[0] : undefined;
    if (only) declareStrike(s, only.target, only.ship, ev);
  } else if (st.k === "answerTies") {
    pub(ev, "tiesDeclined", { seat: st.seat, holder: st.holder });
  }
}
