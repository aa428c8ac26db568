/**
 * The table page's state as pure data (the table snapshot, the viewer's seat, the connection, the
 * resign confirmation, the seed check, the chat draft) and what the page shows from it: whose turn
 * in words, the connection banner, the actions offered, the waiting room, the chat counter and a
 * refusal's reason. `reduceTable` is the only way the state changes; no DOM, no timers.
 */
import type { ServerMessages } from "@starport/protocol";
import type { PlayerInfo } from "../games/contract.ts";
import type { Translate } from "../i18n/i18n.ts";
import type { ReconnectReport } from "../net/reconnect.ts";
import type { Connection } from "../net/table-session.ts";
import type { EventData } from "./log.ts";
import type { TableSnapshot } from "./snapshot.ts";

type Words = Translate & { has(key: string): boolean };

export interface TableState {
  snap: TableSnapshot | null;
  /** The viewer's seat (null: watching). */
  seat: number | null;
  connection: Connection | "joining";
  connDetail: ReconnectReport | null;
  /** "Resign" was clicked once: the confirmation is shown. */
  resignArmed: boolean;
  /** SHA-256 of the revealed seed against the published hash (ok null while computing). */
  seedCheck: { seed: string; ok: boolean | null } | null;
  /** The viewer's seat is played by a bot after a timeout. */
  timedOut: boolean;
  /** The last snapshot gave the seat back to the player after a timeout (to say so once). */
  backFromTimeout: boolean;
  chatDraft: string;
  /** A learn table's latest suggestion for the viewer's turn (ServerMessages["hint"]). */
  hint: Hint | null;
  /** The viewer hid the learn table's guide. */
  guideHidden: boolean;
}

export type Hint = ServerMessages["hint"];

export type TableEvent =
  | { type: "snapshot"; snap: TableSnapshot }
  | { type: "seat"; seat: number | null }
  | { type: "connection"; connection: Connection; detail: ReconnectReport | null }
  | { type: "armResign" }
  | { type: "disarmResign" }
  | { type: "seedChecking"; seed: string }
  | { type: "seedChecked"; seed: string; ok: boolean }
  | { type: "chatDraft"; text: string }
  | { type: "hint"; hint: Hint }
  | { type: "toggleGuide" };

export const INITIAL_TABLE: TableState = {
  snap: null,
  seat: null,
  connection: "joining",
  connDetail: null,
  resignArmed: false,
  seedCheck: null,
  timedOut: false,
  backFromTimeout: false,
  chatDraft: "",
  hint: null,
  guideHidden: false,
};

/** The viewer's own seat in `snap`, if seated. */
function mine(snap: TableSnapshot, seat: number | null): PlayerInfo | undefined {
  return seat !== null ? snap.players[seat] : undefined;
}

/** The table after `e`. */
export function reduceTable(s: TableState, e: TableEvent): TableState {
  switch (e.type) {
    case "snapshot": {
      const me = mine(e.snap, s.seat);
      const timedOut = me?.kind === "bot" && me.botReason === "timeout";
      return { ...s, snap: e.snap, timedOut, backFromTimeout: s.timedOut && me?.kind === "human" };
    }
    case "seat":
      return { ...s, seat: e.seat };
    case "connection":
      return { ...s, connection: e.connection, connDetail: e.detail };
    case "armResign":
      return { ...s, resignArmed: true };
    case "disarmResign":
      return { ...s, resignArmed: false };
    case "seedChecking":
      return { ...s, seedCheck: { seed: e.seed, ok: null } };
    case "seedChecked":
      // a check of a seed no longer shown is dropped
      return s.seedCheck?.seed === e.seed ? { ...s, seedCheck: { seed: e.seed, ok: e.ok } } : s;
    case "chatDraft":
      return { ...s, chatDraft: e.text };
    case "hint":
      return { ...s, hint: e.hint };
    case "toggleGuide":
      return { ...s, guideHidden: !s.guideHidden };
  }
}

/** What a learn table's guide shows now; null at any other table, or for a spectator. */
export type GuideView =
  | { kind: "hidden" }
  | { kind: "hint"; hint: Hint }
  /** The viewer's turn, its suggestion not here yet. */
  | { kind: "thinking" }
  /** Others play: the log says what they do. */
  | { kind: "watch" }
  | { kind: "over" };

export function guideView(s: TableState): GuideView | null {
  const snap = s.snap;
  if (snap?.mode !== "learn" || s.seat === null || snap.status === "waiting") return null;
  if (s.guideHidden) return { kind: "hidden" };
  if (snap.status === "finished") return { kind: "over" };
  if (!snap.actors.includes(s.seat)) return { kind: "watch" };
  const hint = s.hint;
  return hint && hint.version === snap.version ? { kind: "hint", hint } : { kind: "thinking" };
}

/** Whether the connection just came back after a drop (not the first join): said briefly, then hidden. */
export function cameBack(before: TableState["connection"], now: TableState["connection"]): boolean {
  return now === "online" && before !== "online" && before !== "joining";
}

/** A seat's name, or "Seat 2" while it is empty. */
export function seatName(p: PlayerInfo | undefined, seat: number, t: Translate): string {
  return p?.name ? p.name : t("seat.empty", { n: seat + 1 });
}

/** What the board last showed: its actors, how many moves the viewer had, and whether the viewer is out. */
export interface BoardNow {
  actors: readonly number[];
  legal: number;
  out: boolean;
}

/** The board as the snapshot alone tells it (before the first scene update). */
export function boardFromSnap(snap: TableSnapshot): BoardNow {
  return { actors: snap.actors, legal: 0, out: false };
}

/** The viewer's seat is played by a bot that has the move (the player has nothing to do). */
function playedByBot(snap: TableSnapshot, seat: number | null, b: BoardNow): boolean {
  return seat !== null && snap.players[seat]?.kind === "bot" && b.legal === 0;
}

/** Whose turn it is in words, as the board shows it (the last update, not a patch being assembled). */
export function turnText(snap: TableSnapshot, seat: number | null, b: BoardNow, t: Translate): string {
  if (snap.status === "waiting") {
    const seated = snap.players.filter((p) => p.kind !== "empty").length;
    return t("status.waiting", { seated, players: snap.players.length });
  }
  if (snap.status === "finished") return t("status.finished");
  if (b.out) return t("turn.out");
  const others = b.actors.filter((a) => a !== seat).map((a) => seatName(snap.players[a], a, t));
  const acting = seat !== null && b.actors.includes(seat);
  if (acting && playedByBot(snap, seat, b)) return t("turn.bot");
  if (acting && others.length === 0) return t("turn.you");
  if (acting) return t("turn.youAnd", { names: others.join(", ") });
  if (others.length > 0) return t("turn.other", { names: others.join(", ") });
  return t("turn.none");
}

/** Whether the game's prompt is shown: not in the waiting room, nor while a bot plays the viewer's seat. */
export function showsPrompt(snap: TableSnapshot, seat: number | null, b: BoardNow): boolean {
  return snap.status !== "waiting" && !playedByBot(snap, seat, b);
}

/** Whether the viewer has to act now (the status bar is marked). */
export function myTurn(snap: TableSnapshot, seat: number | null, b: BoardNow): boolean {
  return seat !== null && b.actors.includes(seat) && snap.status === "playing";
}

/** The connection banner: hidden, a line, or a line with the button to join again. */
export type BannerView =
  | { kind: "hidden" }
  | { kind: "line"; text: string }
  | { kind: "rejoin"; text: string; button: string };

/** The banner while the connection is not online; `netOnline` is the browser's own network flag. */
export function bannerView(s: TableState, netOnline: boolean, t: Words): BannerView {
  const c = s.connection;
  const restarting = s.connDetail?.restarting === true;
  if (c === "online" || c === "left") return { kind: "hidden" };
  if (c === "joining") return { kind: "line", text: t("conn.joining") };
  if (c === "reconnecting")
    return { kind: "line", text: t(restarting ? "conn.restarting" : "conn.reconnecting") };
  if (c === "rejoining") {
    const n = Math.max(1, (s.connDetail?.attempt ?? 0) + 1);
    const unreachable = s.connDetail?.failure?.code === "NETWORK";
    const text = restarting
      ? t("conn.restarting")
      : unreachable && !netOnline
        ? t("conn.offlineNet")
        : unreachable
          ? t("conn.unreachable", { n })
          : t("conn.rejoining", { n });
    return { kind: "line", text };
  }
  const failure = s.connDetail?.failure;
  const why =
    c === "offline" && failure
      ? t.has(`join.error.${failure.code}`)
        ? t(`join.error.${failure.code}`)
        : failure.message
      : "";
  const text =
    c === "elsewhere" ? t("conn.elsewhere") : why ? t("conn.offlineWhy", { why }) : t("conn.offline");
  return { kind: "rejoin", text, button: t(c === "elsewhere" ? "conn.useHere" : "conn.rejoin") };
}

/** The brief line once the connection is back: back (SDK), or rejoined/restored (as a player or a spectator). */
export function backKey(how: ReconnectReport, watching: boolean): string {
  if (how.via !== "rejoin") return "conn.back";
  if (how.restarting) return watching ? "conn.restoredWatch" : "conn.restored";
  return watching ? "conn.rejoinedWatch" : "conn.rejoined";
}

/** The actions column: the timeout notice (if any) and the resign button's step. */
export interface ActionsView {
  /** The seat went to a bot on time: "bot" offers to take it back, "lose" says the game is lost. */
  timeout: "bot" | "lose" | null;
  /** "offer": the Resign button; "confirm": the confirmation and Cancel; "none": nothing to resign. */
  resign: "none" | "offer" | "confirm";
}

export function actionsView(s: TableState, out: boolean): ActionsView {
  const snap = s.snap;
  const me = snap ? mine(snap, s.seat) : undefined;
  const timedOut = snap?.status === "playing" && me?.kind === "bot" && me.botReason === "timeout";
  const lostOnTime = timedOut && snap?.clock?.onTimeout === "lose";
  const canResign =
    snap !== null &&
    s.seat !== null &&
    snap.status === "playing" &&
    me?.botReason !== "resigned" &&
    !lostOnTime &&
    !out;
  return {
    timeout: timedOut ? (lostOnTime ? "lose" : "bot") : null,
    resign: !canResign ? "none" : s.resignArmed ? "confirm" : "offer",
  };
}

/** The waiting room: whether the viewer owns the table (may start with bots), and whether a bot fill counts down. */
export function waitingView(s: TableState): { owner: boolean; countdown: boolean } | null {
  const snap = s.snap;
  if (snap?.status !== "waiting") return null;
  return { owner: s.seat === snap.owner && s.seat !== null, countdown: snap.botFillAt > 0 };
}

/** Seconds until bots fill the empty seats (0 when due), or null without a bot fill. */
export function botFillLeft(snap: TableSnapshot | null, serverNow: number): number | null {
  if (snap?.status !== "waiting" || !snap.botFillAt) return null;
  return Math.max(0, Math.ceil((snap.botFillAt - serverNow) / 1000));
}

/** The chat's counter: characters typed, near the limit, and whether Send works (text, and online). */
export interface ChatCounter {
  n: number;
  near: boolean;
  canSend: boolean;
}

export function chatCounter(draft: string, connection: TableState["connection"], max: number): ChatCounter {
  const n = [...draft].length;
  return { n, near: n > max - 30, canSend: draft.trim() !== "" && connection === "online" };
}

/** A refused move or message in the page's words: the code's sentence with its params, else the server's. */
export function refusalText(
  e: { code: string; message: string; params?: Record<string, unknown> },
  t: Words,
): string {
  const key = `error.${e.code}`;
  const params = Object.fromEntries(
    Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === "number" ? v : String(v)]),
  ) as Record<string, string | number>;
  return t.has(key) ? t(key, params) : e.message || e.code;
}

/** A platform line of the log (a timeout), in the shell's words; null for anything else. */
export function platformLine(e: EventData, players: readonly PlayerInfo[], t: Translate): string | null {
  if (e.type !== "timeout" || typeof e.seat !== "number") return null;
  return t(e.onTimeout === "lose" ? "log.timeout.lose" : "log.timeout.bot", {
    player: seatName(players[e.seat], e.seat, t),
  });
}
