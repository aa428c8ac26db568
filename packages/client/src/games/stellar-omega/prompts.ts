/**
 * stellar_omega's prompt: the decision in front of the table, what the viewer may do now and the
 * rule behind it, or what the acting seat is doing. Every number comes from the view or the legal
 * moves: nothing here computes a rule. Pure, unit-tested.
 */
import { ESCALATING, type Race } from "@starport/rules/stellar-omega/content.ts";
import type { OmegaEvent, OmegaMove } from "@starport/rules/stellar-omega/types.ts";
import type { OmegaPrivate, OmegaPublic } from "@starport/rules/stellar-omega/view.ts";
import type { SceneUpdate } from "../contract.ts";
import { diceText, listOf, playerName, raceRef } from "./words.ts";

type T = (key: string, params?: Record<string, string | number>) => string;
type Update = SceneUpdate<OmegaPublic, OmegaPrivate, OmegaMove, OmegaEvent>;

/** The decision in front of the table now, and who takes it. */
export type Decision =
  | "over"
  | "draft"
  | "bid"
  | "bidWait"
  | "turn"
  | "gateRoll"
  | "gateMove"
  | "attackRoll"
  | "attackArea"
  | "defend"
  | "decodeRoll"
  | "decodeDefend"
  | "levelUp"
  | "damageDraw"
  | "damageAlloc"
  | "wait";

export function decisionOf(u: Update): Decision {
  const v = u.view.public;
  if (u.status === "finished" || v.phase === "over") return "over";
  if (v.phase === "draft") return "draft";
  if (v.phase === "bid") return u.seat !== null && u.actors.includes(u.seat) ? "bid" : "bidWait";
  const p = v.pending;
  if (!p) return v.turn ? "turn" : "wait";
  switch (p.kind) {
    case "gate":
      return p.step === "move" ? "gateMove" : "gateRoll";
    case "attack":
      return p.step === "roll" ? "attackRoll" : p.step === "area" ? "attackArea" : "defend";
    case "decode":
      return p.step === "roll" ? "decodeRoll" : "decodeDefend";
    case "levelUp":
      return "levelUp";
    case "damage":
      return p.step === "draw" ? "damageDraw" : "damageAlloc";
  }
}

/** The rule behind the decision now, in one sentence (for a hint line under the prompt). */
export function hint(u: Update, t: T): string {
  const d = decisionOf(u);
  if (d === "over") return t("hint.over");
  const mine = u.seat !== null && u.legal.length > 0;
  if (d === "bidWait") return u.seat !== null ? t("hint.bidWait") : t("hint.watching");
  if (!mine) return u.seat === null ? t("hint.watching") : t("prompt.wait");
  return d === "wait" ? t("prompt.wait") : t(`hint.${d}`);
}

/** What the viewer may do now, in words, from the view and the legal moves. */
export function prompt(u: Update, t: T): string {
  const v = u.view.public;
  // The first update of a table can come before its state has synced (an empty view).
  if (!v?.seatRace) return "";
  const d = decisionOf(u);
  const seatRef = (seat: number): string => {
    const r = v.seatRace[seat];
    return r ? raceRef(u.players, seat, r, t) : playerName(u.players, seat, t);
  };
  if (d === "over") {
    const winners = (u.outcome?.ranks ?? []).flatMap((rank, seat) => (rank === 1 ? [seatRef(seat)] : []));
    return winners.length > 0 ? t("prompt.over", { players: listOf(winners, t) }) : t("prompt.overNoResult");
  }
  const mine = u.seat !== null && u.legal.length > 0;
  if (d === "bidWait" || (d === "bid" && !mine)) return bidStatus(u, t);
  const own = mine ? myPrompt(u, d, t) : null;
  if (own !== null) return own;
  const actor = u.actors[0];
  if (actor === undefined) return t("prompt.wait");
  const doing = doingText(u, d, t);
  if (doing === null) return t("prompt.wait");
  return t(u.seat === null ? "prompt.watching" : "prompt.waiting", { player: seatRef(actor), doing });
}

/** Phase A seen from outside the bid: who has bid (not what), and the viewer's own bid. */
function bidStatus(u: Update, t: T): string {
  const v = u.view.public;
  const status = v.seatRace
    .map((r, seat) =>
      r
        ? t(v.races[r].hasBid ? "prompt.hasBid" : "prompt.notBid", {
            player: playerName(u.players, seat, t),
          })
        : "",
    )
    .filter((x) => x !== "")
    .join(", ");
  const myBid = u.view.private?.bid ?? null;
  return u.seat !== null && myBid !== null
    ? t("prompt.bidDone", { n: myBid, status })
    : t("prompt.bidStatus", { status });
}

/** What the viewer, who has legal moves, is asked; null when the decision has no words of its own. */
function myPrompt(u: Update, d: Decision, t: T): string | null {
  const v = u.view.public;
  const me = u.seat !== null ? (v.seatRace[u.seat] ?? null) : null;
  const p = v.pending;
  const refOf = (r: Race): string => raceRef(u.players, v.races[r].seat, r, t);
  const canReroll = u.legal.some((m) => m.type === "reroll");
  switch (d) {
    case "draft":
      return t(
        u.seat === v.firstPlayer && v.seatRace.every((r) => r === null)
          ? "prompt.draftFirst"
          : "prompt.draft",
      );
    case "bid":
      return t("prompt.bid", { max: me ? v.races[me].tilesAvail : 0 });
    case "turn":
      return turnPrompt(v, me, t);
    case "gateRoll":
      if (p?.kind !== "gate") return null;
      return t(canReroll ? "prompt.gateRoll" : "prompt.gateRollStop", {
        dice: diceText(p.dice, t),
        total: v.gateTotal ?? 0,
        need: v.gateValue,
      });
    case "gateMove":
      return t("prompt.gateMove");
    case "attackRoll":
      if (p?.kind !== "attack") return null;
      return t(canReroll ? "prompt.attackRoll" : "prompt.attackRollNoReroll", {
        target: refOf(p.target),
        dice: diceText(p.dice, t),
        n: p.dice.length,
      });
    case "attackArea":
      return p?.kind === "attack" ? t("prompt.attackArea", { target: refOf(p.target) }) : null;
    case "defend":
      return p?.kind === "attack" ? t("prompt.defend", { player: refOf(p.race), n: p.n }) : null;
    case "decodeRoll":
      if (p?.kind !== "decode") return null;
      return t(canReroll ? "prompt.decodeRoll" : "prompt.decodeRollNoReroll", {
        dice: diceText(p.dice, t),
        n: p.dice.length,
      });
    case "decodeDefend":
      if (p?.kind !== "decode") return null;
      return t("prompt.decodeDefend", { player: refOf(p.race), n: p.n, sp: p.level });
    case "levelUp":
      return t("prompt.levelUp");
    case "damageDraw":
    case "damageAlloc":
      if (p?.kind !== "damage") return null;
      return t(d === "damageDraw" ? "prompt.damageDraw" : "prompt.damageAlloc", {
        who: refOf(p.race),
        n: p.remaining,
      });
    default:
      return null;
  }
}

/** The viewer's turn: actions left, AT, and the escalating actions already played this round. */
function turnPrompt(v: OmegaPublic, me: Race | null, t: T): string {
  const rs = me ? v.races[me] : null;
  const turn = v.turn;
  if (!rs || !turn) return t("prompt.wait");
  const costs = ESCALATING.filter((a) => rs.used[a] > 0).map((a) =>
    t("prompt.cost", { action: t(`action.${a}`), cost: rs.costs[a], used: rs.used[a] }),
  );
  const params = {
    n: turn.actionsLeft,
    at: rs.at,
    costs: costs.length > 0 ? `${costs.join("; ")}.` : t("prompt.costsBase"),
  };
  return t(turn.actions > 0 ? "prompt.turnMore" : "prompt.turn", params);
}

/** What the acting seat is doing, for a waiting player or a spectator. */
function doingText(u: Update, d: Decision, t: T): string | null {
  const v = u.view.public;
  const p = v.pending;
  const refOf = (r: Race): string => raceRef(u.players, v.races[r].seat, r, t);
  switch (d) {
    case "draft":
      return t("doing.draft");
    case "turn":
      return t("doing.turn", { n: v.turn?.actionsLeft ?? 0 });
    case "gateRoll":
    case "gateMove":
    case "levelUp":
    case "decodeRoll":
      return t(`doing.${d}`);
    case "attackRoll":
    case "attackArea":
      return p?.kind === "attack" ? t(`doing.${d}`, { target: refOf(p.target) }) : null;
    case "defend":
    case "decodeDefend":
      return p?.kind === "attack" || p?.kind === "decode" ? t(`doing.${d}`, { n: p.n }) : null;
    case "damageDraw":
    case "damageAlloc":
      return p?.kind === "damage" ? t(`doing.${d}`, { who: refOf(p.race), n: p.remaining }) : null;
    default:
      return null;
  }
}
