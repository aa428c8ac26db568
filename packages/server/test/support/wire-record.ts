/**
 * Everything one SDK client receives from a table, in arrival order: the decoded synced state after
 * every full state and every patch (public view, every seat's `private` map as this client holds it,
 * log, seed...), every message of any type (`onMessage("*")`), room errors, drops and the close. Plain
 * data, so `wire-check.ts` can compare it with the rules' views, and a test can fabricate one.
 */
import type { Room } from "@colyseus/sdk";
import type { Viewer } from "@starport/rules";
import type { Decoded } from "../helpers.ts";

/** A flattened view map's entries, in the order the client holds them. */
export type Entries = [string, string][];

export interface WireSeat {
  name: string;
  kind: string;
  connected: boolean;
  botReason: string;
  /** This seat's `private` map as the client decoded it; null when the client has none. */
  private: Entries | null;
}

export interface WireSnapshot {
  version: number;
  status: string;
  view: Entries;
  seats: WireSeat[];
  actors: number[];
  log: string[];
  outcome: string;
  seed: string;
  seedHash: string;
  matchId: string;
  /** The whole decoded state as JSON, for the scan for values the client may not know. */
  json: unknown;
}

/** One thing received; `room` numbers the Room objects of this client (a reconnection by token gives a new one). */
export type WireItem = { room?: number } & (
  | { kind: "state"; snap: WireSnapshot }
  | { kind: "message"; type: string | number; payload: unknown }
  | { kind: "room-error"; code: number; message: string }
  | { kind: "closed"; code: number }
  /** The connection dropped (the SDK may reconnect the same Room: its next state is a full one). */
  | { kind: "dropped" }
);

/** What a client received, and who it is: a seat or a spectator. */
export interface WireLog {
  label: string;
  viewer: Viewer;
  items: WireItem[];
}

const entries = (map: Decoded): Entries | null =>
  map ? ([...map.entries()] as Entries).map(([k, v]) => [k, v]) : null;

/** A copy of the decoded state the client holds now. */
export function snapshotOf(state: Decoded): WireSnapshot {
  return {
    version: state.version,
    status: state.status,
    view: entries(state.view) ?? [],
    seats: [...(state.seats ?? [])].map((s: Decoded) => ({
      name: s.name,
      kind: s.kind,
      connected: s.connected,
      botReason: s.botReason,
      private: entries(s.private),
    })),
    actors: [...(state.actors ?? [])],
    log: [...(state.log ?? [])],
    outcome: state.outcome,
    seed: state.seed,
    seedHash: state.seedHash,
    matchId: state.matchId,
    json: JSON.parse(JSON.stringify(state.toJSON())),
  };
}

/** Records every room this client uses (a reconnection by token gives a new Room object). */
export class WireRecorder implements WireLog {
  readonly items: WireItem[] = [];
  room!: Room;
  private rooms = 0;

  readonly label: string;
  readonly viewer: Viewer;

  constructor(label: string, viewer: Viewer) {
    this.label = label;
    this.viewer = viewer;
  }

  /** Attach right after joining: the state and the messages arrive after the join resolves. */
  attach(room: Room): this {
    const n = this.rooms++;
    this.room = room;
    room.onStateChange((state: Decoded) => {
      this.items.push({ room: n, kind: "state", snap: snapshotOf(state) });
    });
    room.onMessage("*", (type: string | number, payload: unknown) => {
      this.items.push({ room: n, kind: "message", type, payload });
    });
    room.onError((code: number, message?: string) => {
      this.items.push({ room: n, kind: "room-error", code, message: message ?? "" });
    });
    room.onLeave((code: number) => {
      this.items.push({ room: n, kind: "closed", code });
    });
    room.onDrop(() => {
      this.items.push({ room: n, kind: "dropped" });
    });
    return this;
  }

  /** The latest decoded state received. */
  latest(): WireSnapshot | undefined {
    for (let i = this.items.length - 1; i >= 0; i--) {
      const it = this.items[i]!;
      if (it.kind === "state") return it.snap;
    }
    return undefined;
  }

  /** Payloads of the messages of `type` received so far. */
  messages<T = Decoded>(type: string): T[] {
    return this.items.flatMap((it) => (it.kind === "message" && it.type === type ? [it.payload as T] : []));
  }

  last<T = Decoded>(type: string): T | undefined {
    return this.messages<T>(type).at(-1);
  }
}
