/**
 * Compares what one client received (`wire-record.ts`) with what the rules say that viewer may see.
 * The truth is the match replayed from its stored seed and moves (`replayMoves`, the server's own
 * way to restore a table), so every version a client saw has its exact state.
 *
 * For every decoded state: the public `view` map equals `flatten(publicView)` at that version; the
 * viewer's own seat's `private` map equals `flatten(privateView(seat))`; every other seat's
 * `private` map is absent or empty (all of them for a spectator); `actors`, `log` (public events)
 * and `seed` (empty until the end) are what the rules and docs/protocol.md give. For every message:
 * its type is one of the protocol's `SERVER_MESSAGES` and it fits that schema; `hello` names the
 * viewer's seat; `legal` goes to seats only and holds that seat's legal moves (or none, and none
 * once it resigned); `events` equal `eventsFor(events, viewer)`, come only when the viewer sees more
 * of the move than the log's public lines (or the move has more of them than the log keeps), and
 * before the patch of their version; and the events a client makes of each move it saw patched in
 * (the message, else the log's lines: docs/protocol.md "After an accepted move") are the viewer's
 * (`MoveEvents`). Everything received (states, every
 * message, room errors; decoded recursively, JSON texts opened) is scanned for hidden strings: a
 * string of another seat's private view that the game's `test.perturbHidden` changes (the rules'
 * own notion of what only that seat knows) and that the viewer has never been shown (public view,
 * own private view, own events, own legal moves). Nothing may arrive on a room after its close.
 * Numbers are compared exactly in views, events and legal moves, but not searched for elsewhere.
 */
import {
  LOG_KEEP,
  logEventsOf,
  logLineText,
  readLogLine,
  readServerMessage,
  SERVER_MESSAGES,
  type ServerMessages,
} from "@starport/protocol";
import {
  type AnyGameDef,
  canonicalJson,
  eventsFor,
  type FlatView,
  flatten,
  type GameEvent,
  replayFailureText,
  replayMoves,
  rngFromSeed,
  type Seat,
  SPECTATOR,
  type Viewer,
} from "@starport/rules";
import type { Entries, WireLog, WireSnapshot } from "./wire-record.ts";

/** What a replay needs of a stored match (the store's `StoredMatch` has it). */
export interface MatchTruth {
  players: number;
  seed: string;
  options: unknown;
  moves: readonly { seat: Seat; move: unknown }[];
}

/** Free-text strings are searched for hidden strings at least this long (shorter ones: exact match). */
const SUBSTRING_MIN = 6;

/** Every string in `value`, JSON texts opened (view values, log lines, the outcome). */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 40) return out;
  if (typeof value === "string") {
    out.push(value);
    const c = value[0];
    if (c === "{" || c === "[" || c === '"') {
      try {
        strings(JSON.parse(value), out, depth + 1);
      } catch {
        // not JSON: a plain text
      }
    }
  } else if (Array.isArray(value)) {
    for (const v of value) strings(v, out, depth + 1);
  } else if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) strings(v, out, depth + 1);
  }
  return out;
}

/**
 * The strings of a flattened view's values (JSON texts): a string leaf, or the strings inside a
 * short container written as one leaf (docs/protocol.md "Flattened views").
 */
const flatStrings = (flat: Iterable<string>): string[] => {
  const out: string[] = [];
  for (const text of flat) strings(JSON.parse(text) as unknown, out);
  return out;
};

const sameEntries = (got: Entries | null, want: FlatView): boolean => {
  const g = got ?? [];
  if (g.length !== want.size) return false;
  return g.every(([k, v]) => want.get(k) === v);
};

function entriesDiff(got: Entries | null, want: FlatView): string {
  const g = new Map(got ?? []);
  const extra = [...g.keys()].filter((k) => !want.has(k));
  const missing = [...want.keys()].filter((k) => !g.has(k));
  const differ = [...want.keys()].filter((k) => g.has(k) && g.get(k) !== want.get(k));
  const show = (ks: string[]) => ks.slice(0, 5).join(", ") + (ks.length > 5 ? ` (+${ks.length - 5})` : "");
  return `extra [${show(extra)}], missing [${show(missing)}], different [${show(differ.map((k) => `${k}: ${g.get(k)} != ${want.get(k)}`))}]`;
}

/** JSON of `x`, cut for a readable report. */
const short = (x: unknown): string => {
  const t = JSON.stringify(x) ?? String(x);
  return t.length > 300 ? `${t.slice(0, 300)}...` : t;
};

const viewerName = (v: Viewer): string => (v === SPECTATOR ? "spectator" : `seat ${v}`);

/** The match replayed once: every version's state, events and views, computed when first asked. */
export class Truth {
  readonly states: unknown[] = [];
  /** Events of the move that made each version (none for version 0). */
  readonly events: GameEvent[][] = [];
  private readonly pub = new Map<number, FlatView>();
  private readonly priv = new Map<string, FlatView>();
  private readonly legals = new Map<string, unknown[]>();
  private readonly firstSeen = new Map<Viewer, { upTo: number; at: Map<string, number> }>();
  private readonly logs: string[][] = [];
  private readonly hiddenCache = new Map<string, string[]>();
  private readonly secrets = new Map<string, string[]>();

  readonly def: AnyGameDef;
  readonly match: MatchTruth;

  constructor(def: AnyGameDef, match: MatchTruth) {
    this.def = def;
    this.match = match;
    const r = replayMoves(def, match, match.moves, ({ state, events }) => {
      this.states.push(state);
      this.events.push(events);
    });
    if (r.failure) throw new Error(`the stored match does not replay: ${replayFailureText(r.failure)}`);
  }

  get maxVersion(): number {
    return this.states.length - 1;
  }

  publicFlat(v: number): FlatView {
    let f = this.pub.get(v);
    if (!f) {
      f = flatten(this.def.publicView(this.states[v]) as object);
      this.pub.set(v, f);
    }
    return f;
  }

  privateFlat(v: number, seat: Seat): FlatView {
    const key = `${v}:${seat}`;
    let f = this.priv.get(key);
    if (!f) {
      f = flatten(this.def.privateView(this.states[v], seat) as object);
      this.priv.set(key, f);
    }
    return f;
  }

  legal(v: number, seat: Seat): unknown[] {
    const key = `${v}:${seat}`;
    let l = this.legals.get(key);
    if (!l) {
      l = this.def.outcome(this.states[v]) === null ? this.def.legalMoves(this.states[v], seat) : [];
      this.legals.set(key, l);
    }
    return l;
  }

  /** The `log` the state holds at version `v`: public events, last LOG_KEEP (no clock here). */
  log(v: number): string[] {
    for (let u = this.logs.length; u <= v; u++) {
      const prev = u === 0 ? [] : this.logs[u - 1]!;
      const lines = eventsFor(this.events[u]!, SPECTATOR).map((event) => logLineText({ version: u, event }));
      this.logs.push([...prev, ...lines].slice(-LOG_KEEP));
    }
    return this.logs[v]!;
  }

  /** Whether `viewer` has been shown string `s` by version `v` (views, its events, its legal moves). */
  private known(viewer: Viewer, s: string, v: number): boolean {
    let k = this.firstSeen.get(viewer);
    if (!k) {
      k = { upTo: -1, at: new Map() };
      this.firstSeen.set(viewer, k);
    }
    for (let u = k.upTo + 1; u <= v; u++) {
      const shown = [
        ...flatStrings(this.publicFlat(u).values()),
        ...strings(eventsFor(this.events[u]!, viewer)),
        ...(viewer === SPECTATOR
          ? []
          : [...flatStrings(this.privateFlat(u, viewer).values()), ...strings(this.legal(u, viewer))]),
      ];
      for (const x of shown) if (!k.at.has(x)) k.at.set(x, u);
      k.upTo = u;
    }
    const at = k.at.get(s);
    return at !== undefined && at <= v;
  }

  /**
   * The hidden strings of `seat` at `v`, in the rules' own terms: the string leaves of its private
   * view that change when the game's `test.perturbHidden` changes what only that seat knows (a few
   * tries, since a perturbation is random). Strings that never change (words of the rules' own
   * vocabulary, such as a kind of move) are not secrets.
   */
  secretsOf(v: number, seat: Seat): string[] {
    const key = `${v}:${seat}`;
    let out = this.secrets.get(key);
    if (out) return out;
    const mine = this.privateFlat(v, seat);
    const found = new Set<string>();
    for (let k = 0; k < 4 && mine.size > 0; k++) {
      const other = this.def.test.perturbHidden(
        this.states[v],
        seat,
        rngFromSeed(`wire-secrets:${v}:${seat}:${k}`),
      );
      const theirs = flatten(this.def.privateView(other, seat) as object);
      for (const [path, text] of mine) {
        const perturbed = theirs.get(path);
        if (perturbed === text) continue;
        // in a leaf holding several values, only the strings the perturbation changed
        const kept = new Set(perturbed === undefined ? [] : flatStrings([perturbed]));
        for (const x of flatStrings([text])) if (!kept.has(x)) found.add(x);
      }
    }
    out = [...found];
    this.secrets.set(key, out);
    return out;
  }

  /** Other seats' hidden strings at `v` (`secretsOf`) that `viewer` has never been shown. */
  hidden(viewer: Viewer, v: number): string[] {
    const key = `${viewer}:${v}`;
    const cached = this.hiddenCache.get(key);
    if (cached) return cached;
    const out = new Set<string>();
    for (let seat = 0; seat < this.match.players; seat++) {
      if (seat === viewer) continue;
      for (const s of this.secretsOf(v, seat)) if (!this.known(viewer, s, v)) out.add(s);
    }
    const list = [...out];
    this.hiddenCache.set(key, list);
    return list;
  }
}

/**
 * The `events` rule on one room of a client (docs/protocol.md "After an accepted move"): a message
 * only for a move the viewer sees more of than its public events (or one with more public events
 * than the log keeps), ahead of the patch of its version; the events the client then makes of
 * each move patched in (the message, else the log's lines of it) are those the viewer may see.
 */
class MoveEvents {
  /** The version of the last state on this connection; null before the first and after a drop. */
  private shown: number | null = null;
  private readonly ahead = new Map<number, unknown>();
  /** Versions this connection reached by a move's patch (not by a full state). */
  private readonly patched = new Set<number>();

  private readonly truth: Truth;
  private readonly viewer: Viewer;

  constructor(truth: Truth, viewer: Viewer) {
    this.truth = truth;
    this.viewer = viewer;
  }

  /** An `events` message for stored move `at`: problems with when it came and whether it was due. */
  message(at: number, events: unknown): string[] {
    const all = this.truth.events[at]!;
    const publicCount = eventsFor(all, SPECTATOR).length;
    const problems: string[] = [];
    if (eventsFor(all, this.viewer).length === publicCount && publicCount <= LOG_KEEP)
      problems.push(`events of version ${at} sent, though the log's lines carry all of them`);
    if (this.shown !== null && at <= this.shown) {
      if (this.patched.has(at)) problems.push(`events of version ${at} came after the patch of that version`);
    } else this.ahead.set(at, events);
    return problems;
  }

  /** A state: when it is the patch of the next move, the events the client makes of that move. */
  state(snap: WireSnapshot): string[] {
    const v = snap.version;
    const problems: string[] = [];
    if (this.shown !== null && v === this.shown + 1 && v <= this.truth.maxVersion) {
      this.patched.add(v);
      const sent = this.ahead.has(v);
      const log = snap.log.flatMap((line) => readLogLine(line) ?? []);
      const got = sent ? this.ahead.get(v) : logEventsOf(log, v);
      const want = eventsFor(this.truth.events[v]!, this.viewer);
      if (canonicalJson(got) !== canonicalJson(want))
        problems.push(
          `LEAK or loss: the events of version ${v} from ${sent ? "its message" : "the log"} are not the ones ${viewerName(this.viewer)} may see: got ${short(got)}, want ${short(want)}`,
        );
    }
    for (const w of this.ahead.keys()) if (w <= v) this.ahead.delete(w);
    this.shown = v;
    return problems;
  }

  /** The connection dropped: messages were lost, and the next state is a full one. */
  dropped(): void {
    this.shown = null;
    this.ahead.clear();
  }
}

/** Problems found in what `log` received; empty when it saw exactly its own views. */
export function checkWire(truth: Truth, log: WireLog): string[] {
  const { def } = truth;
  const problems: string[] = [];
  const who = `${log.label} (${viewerName(log.viewer)})`;
  const report = (i: number, what: string) => problems.push(`${who}, item ${i}: ${what}`);
  const closedRooms = new Set<number>();
  const moveEvents = new Map<number, MoveEvents>();
  const movesOf = (room: number): MoveEvents => {
    let m = moveEvents.get(room);
    if (!m) {
      m = new MoveEvents(truth, log.viewer);
      moveEvents.set(room, m);
    }
    return m;
  };
  let version = 0;
  let lastVersion = -1;
  let lastSnap: WireSnapshot | null = null;

  const scan = (i: number, what: string, value: unknown, v: number) => {
    if (v > truth.maxVersion) return;
    const hidden = truth.hidden(log.viewer, v);
    if (hidden.length === 0) return;
    const exact = new Set(hidden);
    const long = hidden.filter((h) => h.length >= SUBSTRING_MIN);
    for (const s of strings(value)) {
      const hit = exact.has(s) ? s : long.find((h) => s.includes(h));
      if (hit !== undefined) {
        report(i, `LEAK: ${what} holds ${JSON.stringify(hit)}, hidden from this viewer at version ${v}`);
        return;
      }
    }
  };

  const checkState = (i: number, snap: WireSnapshot) => {
    lastSnap = snap;
    const v = snap.version;
    if (v < lastVersion) report(i, `the state went back from version ${lastVersion} to ${v}`);
    lastVersion = v;
    version = v;
    // other seats' private maps: never, whatever the version
    snap.seats.forEach((seat, s) => {
      if (s !== log.viewer && seat.private && seat.private.length > 0) {
        report(
          i,
          `LEAK: seat ${s}'s private map is visible: ${seat.private
            .slice(0, 4)
            .map(([k, x]) => `${k}=${x}`)
            .join(", ")}`,
        );
      }
    });
    if (snap.status === "waiting") {
      if (snap.view.length > 0) report(i, "the public view is not empty while waiting");
      const own = log.viewer === SPECTATOR ? null : snap.seats[log.viewer]?.private;
      if (own && own.length > 0) report(i, "the seat's private map is not empty while waiting");
      if (snap.seed !== "") report(i, "LEAK: the seed is shown while waiting");
      return;
    }
    if (v > truth.maxVersion) {
      report(i, `state at version ${v}, but the store has ${truth.maxVersion} moves`);
      return;
    }
    if (!sameEntries(snap.view, truth.publicFlat(v)))
      report(i, `public view at version ${v} differs: ${entriesDiff(snap.view, truth.publicFlat(v))}`);
    if (log.viewer !== SPECTATOR) {
      const own = snap.seats[log.viewer]?.private ?? null;
      const want = truth.privateFlat(v, log.viewer);
      if (!sameEntries(own, want))
        report(i, `own private view at version ${v} differs: ${entriesDiff(own, want)}`);
    }
    const finished = snap.status === "finished";
    const actors = finished ? [] : def.actors(truth.states[v]);
    if (canonicalJson(snap.actors) !== canonicalJson(actors))
      report(i, `actors [${snap.actors}] at version ${v}, the rules say [${actors}]`);
    if (finished !== (def.outcome(truth.states[v]) !== null))
      report(i, `status ${snap.status} at version ${v}, the rules' outcome says otherwise`);
    if (snap.seed !== (finished ? truth.match.seed : ""))
      report(i, finished ? "the seed is not shown at the end" : `LEAK: the seed is shown at version ${v}`);
    const logLines = snap.log.filter((l) => readLogLine(l)?.platform !== true);
    const wantLog = truth.log(v);
    if (canonicalJson(logLines) !== canonicalJson(wantLog))
      report(
        i,
        `log at version ${v} differs from the public events (${logLines.length} vs ${wantLog.length} lines)`,
      );
    scan(i, "the state", snap.json, v);
  };

  const checkMessage = (i: number, room: number, type: string | number, payload: unknown) => {
    if (typeof type !== "string" || !Object.hasOwn(SERVER_MESSAGES, type)) {
      report(i, `message of a type the protocol does not have: ${String(type)} ${short(payload)}`);
      scan(i, `message ${String(type)}`, payload, version);
      return;
    }
    const t = type as keyof ServerMessages;
    const m = readServerMessage(t, payload);
    if (!m) report(i, `${t} does not fit the protocol: ${short(payload)}`);
    const p = payload as Record<string, unknown>;
    const at = typeof p?.version === "number" ? p.version : version;
    if (t === "hello") {
      const seat = log.viewer === SPECTATOR ? null : log.viewer;
      if (p.seat !== seat) report(i, `hello names seat ${String(p.seat)}`);
      if (p.game !== def.id) report(i, `hello names game ${String(p.game)}`);
    } else if (t === "legal") {
      if (log.viewer === SPECTATOR) report(i, "LEAK: a spectator received legal moves");
      else if (at > truth.maxVersion) report(i, `legal for version ${at}, beyond the stored moves`);
      else {
        const got = canonicalJson(p.moves);
        if (got !== "[]" && got !== canonicalJson(truth.legal(at, log.viewer)))
          report(i, `legal at version ${at} is not seat ${log.viewer}'s legal moves`);
        if (got !== "[]" && lastSnap?.seats[log.viewer]?.botReason === "resigned")
          report(i, `legal moves at version ${at} for a seat that resigned`);
      }
    } else if (t === "events") {
      if (at < 1 || at > truth.maxVersion) report(i, `events for version ${at}, not a stored move`);
      else {
        const want = eventsFor(truth.events[at]!, log.viewer);
        if (canonicalJson(p.events) !== canonicalJson(want))
          report(
            i,
            `LEAK or loss: events of version ${at} are not the ones ${viewerName(log.viewer)} may see: got ${short(p.events)}, want ${short(want)}`,
          );
        for (const problem of movesOf(room).message(at, p.events)) report(i, problem);
      }
    }
    scan(i, `message ${t}`, payload, Math.min(at, truth.maxVersion));
  };

  log.items.forEach((it, i) => {
    const room = it.room ?? 0;
    if (closedRooms.has(room)) report(i, `received ${it.kind} on room ${room} after it closed`);
    if (it.kind === "state") {
      checkState(i, it.snap);
      for (const problem of movesOf(room).state(it.snap)) report(i, problem);
    } else if (it.kind === "message") checkMessage(i, room, it.type, it.payload);
    else if (it.kind === "room-error") scan(i, "a room error", it.message, version);
    else if (it.kind === "dropped") movesOf(room).dropped();
    else if (it.kind === "closed") closedRooms.add(room);
  });
  return problems;
}
