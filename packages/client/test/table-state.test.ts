/**
 * The table page's state (state/table.ts) without a browser: what a player notices after each
 * event of the session (turn line, banner, actions, waiting room, chat counter, refusals).
 */
import { describe, expect, it } from "vitest";
import type { PlayerInfo } from "../src/games/contract.ts";
import { makeTranslator, SHELL_MESSAGES } from "../src/i18n/i18n.ts";
import type { ReconnectReport } from "../src/net/reconnect.ts";
import type { ClockView } from "../src/state/clock.ts";
import type { TableSnapshot } from "../src/state/snapshot.ts";
import {
  actionsView,
  backKey,
  bannerView,
  boardFromSnap,
  botFillLeft,
  cameBack,
  chatCounter,
  guideView,
  INITIAL_TABLE,
  myTurn,
  platformLine,
  reduceTable,
  refusalText,
  showsPrompt,
  type TableEvent,
  type TableState,
  turnText,
  waitingView,
} from "../src/state/table.ts";

const en = makeTranslator("en", [SHELL_MESSAGES]);

const player = (
  seat: number,
  name: string,
  kind: PlayerInfo["kind"] = "human",
  botReason = "",
): PlayerInfo => ({
  seat,
  name,
  kind,
  connected: kind === "human",
  botReason,
});

const snapshot = (over: Partial<TableSnapshot> = {}): TableSnapshot => ({
  game: "stones",
  code: "ABC234",
  mode: "private",
  status: "playing",
  version: 3,
  owner: 0,
  actors: [0],
  players: [player(0, "Ana"), player(1, "Ben")],
  spectators: 0,
  view: { public: {}, private: null },
  outcome: null,
  log: [],
  chat: [],
  matchId: "m1",
  seedHash: "ab",
  seed: "",
  clock: null,
  botFillAt: 0,
  ...over,
});

const clock = (onTimeout: "bot" | "lose"): ClockView => ({
  kind: "fischer",
  baseMs: 60_000,
  incrementMs: 0,
  turnMs: 0,
  onTimeout,
  remainingMs: [0, 60_000],
  running: [1],
  since: 1,
});

const run = (events: TableEvent[], from: TableState = INITIAL_TABLE): TableState =>
  events.reduce(reduceTable, from);
const seated = (seat: number | null, snap: TableSnapshot): TableState =>
  run([
    { type: "seat", seat },
    { type: "snapshot", snap },
  ]);

describe("table state: whose turn", () => {
  it("says 'your turn' to the actor and names the actor to the others", () => {
    const snap = snapshot();
    expect(turnText(snap, 0, boardFromSnap(snap), en)).toBe("Your turn");
    expect(myTurn(snap, 0, boardFromSnap(snap))).toBe(true);
    expect(turnText(snap, 1, boardFromSnap(snap), en)).toBe("Ana to play");
    expect(turnText(snap, null, boardFromSnap(snap), en)).toBe("Ana to play");
    const both = snapshot({ actors: [0, 1] });
    expect(turnText(both, 0, boardFromSnap(both), en)).toBe("Your turn (also Ben)");
  });

  it("counts the seats taken while waiting, and says when the viewer is out", () => {
    const waiting = snapshot({ status: "waiting", players: [player(0, "Ana"), player(1, "", "empty")] });
    expect(turnText(waiting, 0, boardFromSnap(waiting), en)).toBe("Waiting for players: 1 of 2 seats taken");
    expect(showsPrompt(waiting, 0, boardFromSnap(waiting))).toBe(false);
    const snap = snapshot({ actors: [1] });
    expect(turnText(snap, 0, { actors: [1], legal: 0, out: true }, en)).toBe(
      "You are out of the game: you watch it to the end",
    );
  });

  it("a bot playing the viewer's seat: no prompt, and the status says so", () => {
    const snap = snapshot({ players: [player(0, "Ana", "bot", "away"), player(1, "Ben")] });
    expect(turnText(snap, 0, boardFromSnap(snap), en)).toBe("A bot is playing your seat");
    expect(showsPrompt(snap, 0, boardFromSnap(snap))).toBe(false);
    // once the player has moves again (taken back), it is their turn
    expect(turnText(snap, 0, { actors: [0], legal: 2, out: false }, en)).toBe("Your turn");
  });

  it("follows the board's last update, not a patch being assembled", () => {
    const snap = snapshot({ actors: [1] });
    expect(turnText(snap, 0, { actors: [0], legal: 1, out: false }, en)).toBe("Your turn");
  });
});

describe("table state: actions", () => {
  it("after Resign is clicked the confirmation shows, Cancel hides it again", () => {
    let s = seated(0, snapshot());
    expect(actionsView(s, false)).toEqual({ timeout: null, resign: "offer" });
    s = reduceTable(s, { type: "armResign" });
    expect(actionsView(s, false).resign).toBe("confirm");
    s = reduceTable(s, { type: "disarmResign" });
    expect(actionsView(s, false).resign).toBe("offer");
  });

  it("a spectator, a player who is out, or a finished game has nothing to resign", () => {
    expect(actionsView(seated(null, snapshot()), false).resign).toBe("none");
    expect(actionsView(seated(0, snapshot()), true).resign).toBe("none");
    expect(actionsView(seated(0, snapshot({ status: "finished" })), false).resign).toBe("none");
  });

  it("a seat lost to the clock: 'take it back' with a bot policy, the loss with a lose policy", () => {
    const players = [player(0, "Ana", "bot", "timeout"), player(1, "Ben")];
    const bot = seated(0, snapshot({ players, clock: clock("bot") }));
    expect(actionsView(bot, false)).toEqual({ timeout: "bot", resign: "offer" });
    const lose = seated(0, snapshot({ players, clock: clock("lose") }));
    expect(actionsView(lose, false)).toEqual({ timeout: "lose", resign: "none" });
  });

  it("says once that the seat is the player's again after a timeout", () => {
    const away = snapshot({ players: [player(0, "Ana", "bot", "timeout"), player(1, "Ben")] });
    let s = seated(0, away);
    expect(s.backFromTimeout).toBe(false);
    s = reduceTable(s, { type: "snapshot", snap: snapshot() });
    expect(s.backFromTimeout).toBe(true);
    s = reduceTable(s, { type: "snapshot", snap: snapshot() });
    expect(s.backFromTimeout).toBe(false);
  });
});

describe("table state: waiting room", () => {
  const waiting = snapshot({ status: "waiting", botFillAt: 10_000 });
  it("the owner may start with bots, a guest waits; after the start the room is gone", () => {
    expect(waitingView(seated(0, waiting))).toEqual({ owner: true, countdown: true });
    expect(waitingView(seated(1, waiting))).toEqual({ owner: false, countdown: true });
    expect(waitingView(seated(null, { ...waiting, owner: -1 }))?.owner).toBe(false);
    expect(waitingView(seated(0, { ...waiting, status: "playing" }))).toBe(null);
  });

  it("counts down to the bot fill in whole seconds, 0 when due", () => {
    expect(botFillLeft(waiting, 2_500)).toBe(8);
    expect(botFillLeft(waiting, 12_000)).toBe(0);
    expect(botFillLeft({ ...waiting, botFillAt: 0 }, 0)).toBe(null);
    expect(botFillLeft({ ...waiting, status: "playing" }, 0)).toBe(null);
  });
});

describe("table state: connection", () => {
  const report = (over: Partial<ReconnectReport>): ReconnectReport => ({
    phase: "offline",
    restarting: false,
    attempt: 0,
    ...over,
  });
  const at = (c: TableState["connection"], detail: ReconnectReport | null) =>
    run([{ type: "connection", connection: c as never, detail }]);

  it("hides the banner online, says why it is offline and offers Rejoin", () => {
    expect(bannerView(at("online", null), true, en)).toEqual({ kind: "hidden" });
    const offline = bannerView(
      at("offline", report({ failure: { code: "ROOM_NOT_FOUND", message: "" } })),
      true,
      en,
    );
    expect(offline).toEqual({
      kind: "rejoin",
      text: "You are disconnected from the table: There is no table with that code (it may have ended).",
      button: "Rejoin",
    });
    const elsewhere = bannerView(at("elsewhere", report({})), true, en);
    expect(elsewhere.kind === "rejoin" && elsewhere.button).toBe("Play here instead");
  });

  it("counts the attempts while the server does not answer", () => {
    const s = at(
      "rejoining",
      report({ phase: "rejoining", attempt: 2, failure: { code: "NETWORK", message: "" } }),
    );
    expect(bannerView(s, true, en)).toEqual({ kind: "line", text: en("conn.unreachable", { n: 3 }) });
    expect(bannerView(s, false, en)).toEqual({ kind: "line", text: en("conn.offlineNet") });
  });

  it("says it is back after a drop, not after the first join", () => {
    expect(cameBack("joining", "online")).toBe(false);
    expect(cameBack("reconnecting", "online")).toBe(true);
    expect(cameBack("online", "online")).toBe(false);
    expect(backKey(report({ via: "sdk" }), false)).toBe("conn.back");
    expect(backKey(report({ via: "rejoin", restarting: true }), true)).toBe("conn.restoredWatch");
    expect(backKey(report({ via: "rejoin" }), false)).toBe("conn.rejoined");
  });
});

describe("table state: chat, refusals, seed", () => {
  it("Send works with text while online; the counter warns near the limit", () => {
    expect(chatCounter("", "online", 200).canSend).toBe(false);
    expect(chatCounter("  ", "online", 200).canSend).toBe(false);
    expect(chatCounter("hi", "reconnecting", 200).canSend).toBe(false);
    expect(chatCounter("hi", "online", 200)).toEqual({ n: 2, near: false, canSend: true });
    expect(chatCounter("x".repeat(171), "online", 200).near).toBe(true);
  });

  it("a refused move shows its reason in the page's words, else the server's", () => {
    expect(refusalText({ code: "NOT_YOUR_TURN", message: "nope" }, en)).toBe("It is not your turn.");
    expect(refusalText({ code: "SOMETHING_ELSE", message: "The server's sentence." }, en)).toBe(
      "The server's sentence.",
    );
  });

  it("words a timeout line of the log with the player's name", () => {
    const players = [player(0, "Ana"), player(1, "Ben")];
    expect(platformLine({ type: "timeout", seat: 1, onTimeout: "lose" }, players, en)).toBe(
      "Ben ran out of time and loses on time; a bot finishes the seat.",
    );
    expect(platformLine({ type: "move", seat: 1 }, players, en)).toBe(null);
  });

  it("keeps the seed check of the seed shown only", () => {
    let s = run([{ type: "seedChecking", seed: "s1" }]);
    expect(s.seedCheck).toEqual({ seed: "s1", ok: null });
    s = reduceTable(s, { type: "seedChecked", seed: "old", ok: false });
    expect(s.seedCheck).toEqual({ seed: "s1", ok: null });
    s = reduceTable(s, { type: "seedChecked", seed: "s1", ok: true });
    expect(s.seedCheck).toEqual({ seed: "s1", ok: true });
  });
});

describe("table state: a learn table's guide", () => {
  const learn = (over: Partial<TableSnapshot> = {}) => snapshot({ mode: "learn", ...over });
  const hint = (version: number) => ({
    version,
    move: { type: "take1" },
    why: { key: "why.most", params: { n: 1 } },
  });

  it("is shown only to the player of a learn table", () => {
    expect(guideView(seated(0, snapshot()))).toBeNull();
    expect(guideView(seated(null, learn()))).toBeNull();
    expect(guideView(seated(0, learn({ status: "waiting" })))).toBeNull();
  });

  it("suggests the move of the current turn only; an older one means it is still thinking", () => {
    const s = seated(0, learn({ version: 3 }));
    expect(guideView(s)).toEqual({ kind: "thinking" });
    expect(guideView(reduceTable(s, { type: "hint", hint: hint(3) }))).toEqual({
      kind: "hint",
      hint: hint(3),
    });
    expect(guideView(reduceTable(s, { type: "hint", hint: hint(2) }))).toEqual({ kind: "thinking" });
  });

  it("says to watch while the bots play, that the game is over at the end, and can be hidden", () => {
    expect(guideView(seated(0, learn({ actors: [1] })))).toEqual({ kind: "watch" });
    expect(guideView(seated(0, learn({ status: "finished", actors: [] })))).toEqual({ kind: "over" });
    const hidden = reduceTable(seated(0, learn()), { type: "toggleGuide" });
    expect(guideView(hidden)).toEqual({ kind: "hidden" });
    expect(guideView(reduceTable(hidden, { type: "toggleGuide" }))).toEqual({ kind: "thinking" });
  });
});
