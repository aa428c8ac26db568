/**
 * The end of the game (rulebook "Ending the Game"): surrender, the proposal to end by the
 * time-limit standings and its vote, elimination, and the end itself with its `gameOver` event.
 */
import { rngFrom } from "../core/rng.ts";
import type { Seat } from "../core/types.ts";
import { destroyShip } from "./effects.ts";
import type { OperaEvent } from "./events.ts";
import { pub, shipById } from "./helpers.ts";
import { holdings, ranksOf } from "./outcome.ts";
import type { EndReason, OperaState } from "./types.ts";

/** Rulebook "Ending the Game": "...or all them surrenders". The player is out at once. */
export function surrender(s: OperaState, seat: Seat, ev: OperaEvent[]): void {
  pub(ev, "surrendered", { seat });
  s.surrendered[seat] = true;
  if (s.active && shipById(s, s.active.ship)?.owner === seat) s.active = null;
  if (s.activePlanet !== null && s.turn === seat) s.activePlanet = null;
  eliminate(s, seat, "surrendered", ev);
  if (!checkEnd(s, ev)) s.queue.push({ k: "nextTurn" });
}

/** Asks every other player still in, in turn order, whether to end the game now. */
export function proposeEnd(s: OperaState, seat: Seat, ev: OperaEvent[]): void {
  s.once[seat]!.push("end");
  s.endVote = { proposer: seat, accepted: [] };
  pub(ev, "endProposed", { seat });
  for (let k = 1; k < s.players; k++) {
    const other = (seat + k) % s.players;
    if (!s.out[other]) s.queue.push({ k: "answerEnd", seat: other, proposer: seat });
  }
  s.queue.push({ k: "closeVote" });
}

/** The vote is over: the game ends by agreement when every other player still in accepted. */
export function closeVote(s: OperaState, ev: OperaEvent[]): void {
  const v = s.endVote;
  s.endVote = null;
  const voters = Array.from({ length: s.players }, (_, i) => i).filter((i) => !s.out[i] && i !== v?.proposer);
  if (v && voters.every((i) => v.accepted.includes(i))) endGame(s, "agreement", ev);
}

/**
 * Puts a player out of the game (rulebook "Ending the Game": no meeples left, or surrendered): his
 * ships and the meeples on his planets go, the planets keep their structures and stores without a
 * controller, his tech cards go back into the deck.
 */
export function eliminate(
  s: OperaState,
  seat: Seat,
  reason: "noMeeples" | "surrendered",
  ev: OperaEvent[],
): void {
  s.out[seat] = Math.max(0, ...s.out) + 1;
  s.passed[seat] = true;
  if (reason === "surrendered") s.respawned[seat] = true; // a player who gave up does not re-spawn
  for (const x of s.ships.filter((y) => y.owner === seat)) destroyShip(s, x, "eliminated", ev);
  for (const p of s.planets)
    if (p && p.owner === seat) {
      p.owner = null;
      p.meeples = 0;
      p.used = 0;
    }
  s.deck.push(...s.hands[seat]!);
  rngFrom(s.rng).shuffleInPlace(s.deck);
  s.hands[seat] = [];
  s.revealed[seat] = [];
  s.spyCopy[seat] = null;
  s.spied[seat] = null;
  s.ties = s.ties.filter((t) => t.holder !== seat && t.target !== seat);
  pub(ev, "eliminated", { seat, reason });
}

/** Ends the game: phase "over", its reason, and a `gameOver` event with the ranks. */
export function endGame(s: OperaState, reason: EndReason, ev: OperaEvent[]): void {
  s.phase = "over";
  s.endReason = reason;
  s.queue = [];
  s.active = null;
  s.combat = null;
  s.endVote = null;
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const h = seats.map((i) => holdings(s, i));
  pub(ev, "gameOver", {
    reason,
    ranks: ranksOf(s),
    planets: h.map((x) => x.planets),
    classTotals: h.map((x) => x.classTotal),
  });
}

/** Ends the game when one player (or none) is left and no re-spawn can come; true if it ended. */
export function checkEnd(s: OperaState, ev: OperaEvent[]): boolean {
  if (s.phase === "over") return true;
  const alive = s.out.filter((o) => o === 0).length;
  if (alive === 0 || (alive === 1 && !respawnPossible(s))) {
    endGame(s, "lastStanding", ev);
    return true;
  }
  return false;
}

function respawnPossible(s: OperaState): boolean {
  if (!s.respawn) return false;
  if (!s.out.some((o, seat) => o > 0 && !s.respawned[seat])) return false;
  return s.hiddenPlanets > 0 || s.planets.some((p) => p !== null && p.owner === null);
}
