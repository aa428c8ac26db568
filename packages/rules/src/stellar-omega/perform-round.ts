/**
 * The steps of a round around the turns: the race draft, phase A (bids and cosmic order), phase C
 * (closed-sector bonus, categories, ship attacks), phase D (reset) and phase omega (the end).
 */
import type { Seat } from "../core/types.ts";
import { drawToken, gainSp } from "./changes.ts";
import {
  AT_PER_ROUND,
  type ByRace,
  CATEGORIES,
  CATEGORY_CAP,
  type Category,
  cosmicSp,
  DEFAULT_ORDER,
  GATE_START_SLOT,
  PAD_SLOTS,
  RACES,
  type Race,
  raceIndex,
} from "./content.ts";
import { type Events, priv, pub } from "./events.ts";
import { finalRanks } from "./outcome.ts";
import {
  byRace,
  categoryValues,
  categoryWinner,
  level,
  nprRaces,
  playerRaces,
  unitAreas,
} from "./queries.ts";
import type { FinalResult, OmegaState } from "./types.ts";

/** A race chosen in the draft (the last one is given to the last seat); the draft goes clockwise. */
export function runRaceChoice(s: OmegaState, seat: Seat, race: Race, ev: Events): void {
  // no setup events in the platform: the draw of the first player is told with the first choice
  if (s.seatRace.every((x) => x === null)) ev.push(pub("firstPlayerDrawn", { seat: s.firstPlayer }));
  s.races[race].seat = seat;
  s.seatRace[seat] = race;
  ev.push(pub("raceChosen", { seat, race, assigned: false }));
  // the draft goes clockwise from the first player
  s.nextSeat = (seat + 1) % s.players;
  const free = RACES.filter((r) => s.races[r].seat === null);
  const waiting = s.seatRace.filter((x) => x === null).length;
  if (waiting === 1 && free.length === 1) {
    const last = free[0]!;
    s.races[last].seat = s.nextSeat;
    s.seatRace[s.nextSeat] = last;
    ev.push(pub("raceChosen", { seat: s.nextSeat, race: last, assigned: true }));
  }
  if (s.seatRace.every((x) => x !== null)) finishDraft(s, ev);
}

/** After the race choice: NPRs, crystals and the first round (rulebook setup and NPR mode). */
function finishDraft(s: OmegaState, ev: Events): void {
  ev.push(
    pub("racesSet", {
      seatRace: s.seatRace.filter((r): r is Race => r !== null),
      npr: nprRaces(s),
      firstPlayer: s.firstPlayer,
    }),
  );
  startRound(s, ev);
}

/** A new round: every player gets its action tokens back and bids (phase A). */
function startRound(s: OmegaState, ev: Events): void {
  s.phase = "bid";
  for (const r of playerRaces(s)) {
    const rs = s.races[r];
    rs.at = AT_PER_ROUND;
    rs.used = { card: 0, crystal: 0, tile: 0 };
    rs.bid = null;
  }
  ev.push(pub("roundStarted", { round: s.round, rounds: s.rounds, firstPlayer: s.firstPlayer }));
}

/** Phase A: a secret bid of unit tiles; the bids are revealed once every player has bid. */
export function runBid(s: OmegaState, seat: Seat, tiles: number, ev: Events): void {
  const r = s.seatRace[seat]!;
  s.races[r].bid = tiles;
  ev.push(pub("bidPlaced", { race: r, seat }));
  ev.push(priv(seat, "bidDetail", { race: r, tiles }));
  if (playerRaces(s).every((x) => s.races[x].bid !== null)) revealBids(s, ev);
}

/** Phase A reveal: flip the bid tiles, order by bid (default order breaks ties), SP by rank. */
function revealBids(s: OmegaState, ev: Events): void {
  const players = playerRaces(s);
  const bids: Partial<ByRace<number>> = {};
  for (const r of players) {
    const rs = s.races[r];
    const b = rs.bid ?? 0;
    bids[r] = b;
    rs.tilesAvail -= b;
    rs.tilesFlipped += b;
  }
  const order = [...players].sort(
    (a, b) => (bids[b] ?? 0) - (bids[a] ?? 0) || DEFAULT_ORDER.indexOf(a) - DEFAULT_ORDER.indexOf(b),
  );
  // rulebook NPR: NPRs always win any cosmic order tie
  s.cosmic = [...nprRaces(s), ...order];
  ev.push(pub("bidsRevealed", { bids, order, cosmic: [...s.cosmic] }));
  order.forEach((r, rank) => {
    gainSp(s, r, cosmicSp(s.players, rank), "cosmic order", ev);
  });
  s.phase = "actions";
  s.nextSeat = s.firstPlayer;
  s.turn = null;
}

/** One step of phase C: the closed-sector bonus, then each category and its ship attack, then D or omega. */
export function scoreNext(s: OmegaState, ev: Events): void {
  const players = playerRaces(s);
  if (s.scoreStep === 0) {
    // closed-sector bonus: 1 VP token each, none if every player is inside
    const inside = players.filter((r) => level(s, s.gate, r) > 0);
    if (inside.length > 0 && inside.length < players.length)
      for (const r of inside) drawToken(s, r, "closed sector", ev);
    else ev.push(pub("noClosedBonus", { inside }));
    s.scoreStep = 1;
    return;
  }
  if (s.scoreStep <= CATEGORIES.length) {
    const c = CATEGORIES[s.scoreStep - 1]!;
    s.scoreStep++;
    const values = categoryValues(s, c);
    const winner = categoryWinner(values, s.cosmic);
    if (winner === null) {
      ev.push(pub("categoryScored", { category: c, winner: null, winnerSeat: null, vp: 0, values }));
      return;
    }
    const vp = Math.min(values[winner], CATEGORY_CAP[c]);
    const winnerSeat = s.races[winner].seat;
    ev.push(pub("categoryScored", { category: c, winner, winnerSeat, vp, values }));
    if (winnerSeat !== null) s.races[winner].vp[c] += vp;
    for (const r of s.cosmic) if (r !== winner) gainSp(s, r, values[r], c, ev);
    // rulebook NPR: the first player draws and allocates for an attacked NPR
    const decider = winnerSeat ?? s.firstPlayer;
    ev.push(pub("shipAttack", { race: winner, seat: winnerSeat, damage: vp + 1, decider }));
    s.pending = { kind: "damage", race: winner, decider, remaining: vp + 1, step: "draw" };
    return;
  }
  if (s.round >= s.rounds) endGame(s, ev);
  else resetRound(s, ev);
}

/** Phase D. */
function resetRound(s: OmegaState, ev: Events): void {
  for (const c of s.deck.bottom) s.deck.pile[raceIndex(c)]!++;
  s.deck.bottom = [];
  for (const r of RACES) {
    const rs = s.races[r];
    for (const c of [...rs.placedUp, ...rs.placedDown]) s.deck.pile[raceIndex(c)]!++;
    rs.placedUp = [];
    rs.placedDown = [];
    rs.tilesAvail += rs.tilesFlipped;
    rs.tilesFlipped = 0;
  }
  s.gateSlot = GATE_START_SLOT[s.players] ?? 0;
  s.round++;
  s.firstPlayer = (s.firstPlayer + 1) % s.players;
  s.turn = null;
  ev.push(pub("phaseD", { round: s.round }));
  startRound(s, ev);
}

/** Phase omega: conversions, tokens revealed, category first/last cubes, winner. */
function endGame(s: OmegaState, ev: Events): void {
  const conversion = convertToSp(s, ev);
  const omega = moveOmegaCubes(s);
  const seatRace = s.seatRace.map((r) => r!);
  const seats = seatRace.map((r) => s.races[r]);
  const tokenVp = seats.map((rs) => rs.tokens.reduce((a, b) => a + b, 0));
  const final: FinalResult = {
    vp: seats.map((rs, i) => CATEGORIES.reduce((t, c) => t + rs.vp[c], 0) + tokenVp[i]!),
    sp: seats.map((rs) => rs.sp),
    tokens: seats.map((rs) => [...rs.tokens]),
    tokenVp,
    categories: seats.map((rs) => ({ ...rs.vp })),
    omega: seatRace.map((r) => ({ ...omega[r] })),
    conversion: seatRace.map((r) => conversion[r]),
  };
  s.final = final;
  s.phase = "over";
  s.turn = null;
  ev.push(
    pub("gameOver", {
      seatRace,
      vp: [...final.vp],
      sp: [...final.sp],
      tokens: final.tokens.map((t) => [...t]),
      tokenVp: [...final.tokenVp],
      categories: final.categories.map((c) => ({ ...c })),
      omega: final.omega.map((c) => ({ ...c })),
      conversion: [...final.conversion],
      ranks: finalRanks(final),
    }),
  );
}

/** Phase omega's conversion: 2 SP per tile in the ship, 1 per card in hand, 1 per missing crystal. */
function convertToSp(s: OmegaState, ev: Events): ByRace<number> {
  const conversion = byRace(() => 0);
  for (const r of playerRaces(s)) {
    const rs = s.races[r];
    const tiles = unitAreas(s, r).reduce((t, a) => t + level(s, a, r), 0);
    conversion[r] = 2 * tiles + rs.hand.length + (PAD_SLOTS - rs.padCrystals);
    gainSp(s, r, conversion[r], "final conversion", ev);
  }
  return conversion;
}

/** Phase omega's category cubes: +1 to the first, -1 to the last (not below 0); the moves by race. */
function moveOmegaCubes(s: OmegaState): ByRace<Record<Category, number>> {
  const players = playerRaces(s);
  const omega = byRace<Record<Category, number>>(() => ({ captain: 0, crew: 0, exploration: 0 }));
  for (const c of CATEGORIES) {
    const vals = players.map((r) => s.races[r].vp[c]);
    const hi = Math.max(...vals);
    const lo = Math.min(...vals);
    if (hi === lo) continue;
    for (const r of players) {
      const rs = s.races[r];
      const before = rs.vp[c];
      if (rs.vp[c] === hi) rs.vp[c]++;
      else if (rs.vp[c] === lo) rs.vp[c] = Math.max(0, rs.vp[c] - 1);
      omega[r][c] = rs.vp[c] - before;
    }
  }
  return omega;
}
