/** One table of real SDK clients on the Starport server, for load-gen.ts. */
import { Client, type Room } from "@colyseus/sdk";
import { unflatten } from "@starport/rules";
import type { GenTable } from "./load-gen.ts";
import { MoveLoop } from "./load-pace.ts";
import { sleep } from "./stats.ts";

export type { PlayWindow } from "./load-pace.ts";

interface Legal {
  version: number;
  moves: unknown[];
}

interface Seat {
  room: Room;
  seat: number | null;
  legal: Legal | null;
}

type SyncedMap = { entries(): Iterable<[string, string]> };
interface Synced {
  version: number;
  status: string;
  view: SyncedMap;
  seats: { private: SyncedMap }[];
}

const stateOf = (room: Room) => room.state as unknown as Synced | undefined;

export class StarportTable extends MoveLoop implements GenTable {
  private seats: Seat[] = [];

  async join(joinMs: number[]): Promise<void> {
    const opts = (p: number) => ({ token: `bench-${process.pid}-${this.t}-${p}-xxxxxxxx`, name: `P${p}` });
    const timed = async (p: number, f: () => Promise<Room>) => {
      const t0 = performance.now();
      const room = await f();
      joinMs.push(performance.now() - t0);
      this.attach(room, p);
      return room;
    };
    const game = this.cfg.game;
    const first = await timed(0, () =>
      new Client(this.url).create(game, { ...opts(0), players: this.cfg.players, mode: "private" }),
    );
    const others = Array.from({ length: this.cfg.players - 1 }, (_, i) => i + 1);
    await Promise.all(
      others.map((p) => timed(p, () => new Client(this.url).joinById(first.roomId, opts(p)))),
    );
    const end = Date.now() + 15_000;
    while (
      !this.seats.every((s) => stateOf(s.room)?.status === "playing") ||
      !this.seats.some((s) => s.legal)
    ) {
      if (Date.now() > end) throw new Error(`table ${this.t} did not start`);
      await sleep(20);
    }
  }

  private attach(room: Room, i: number): void {
    const s: Seat = { room, seat: null, legal: null };
    this.seats[i] = s;
    const conn = room.connection as unknown as {
      events: { onmessage?: (ev: { data: ArrayBuffer }) => void };
    };
    const original = conn.events.onmessage;
    conn.events.onmessage = (ev) => {
      const w = this.w;
      if (w?.counting) {
        w.bytes += ev.data.byteLength ?? 0;
        w.frames++;
      }
      original?.(ev);
    };
    room.onStateChange((st: unknown) => this.seen(i, (st as Synced).version));
    room.onMessage("legal", (m: Legal) => {
      s.legal = m;
    });
    room.onMessage("hello", (h: { seat: number | null }) => {
      s.seat = h.seat;
    });
    room.onMessage("rejected", () => this.refused());
    for (const type of ["events", "explained", "error"]) room.onMessage(type, () => {});
  }

  protected sendMove(): number | null {
    const ready = this.seats.filter((s) => {
      const st = stateOf(s.room);
      return st?.status === "playing" && s.legal?.moves.length && s.legal.version === st.version;
    });
    const s = ready[Math.floor(Math.random() * ready.length)];
    if (!s?.legal) return null;
    const move = s.legal.moves[Math.floor(Math.random() * s.legal.moves.length)];
    const msg = { version: s.legal.version, move };
    // the SDK sends [type, msgpack(payload)]: about the JSON's size
    if (this.w?.counting) this.w.sentBytes += JSON.stringify(msg).length + 6;
    s.room.send("move", msg);
    return s.legal.version;
  }

  /** Each client's full view (public and its seat's private part) as JSON, in bytes. */
  fullViewBytes(): number[] {
    return this.seats.map((s) => {
      const st = stateOf(s.room);
      if (!st) return 0;
      const priv = s.seat !== null ? st.seats[s.seat]?.private : undefined;
      const view = { public: unflatten(st.view.entries()), private: unflatten(priv ? priv.entries() : []) };
      return Buffer.byteLength(JSON.stringify(view));
    });
  }

  async leave(): Promise<void> {
    this.stopLoop();
    await Promise.all(this.seats.map((s) => s?.room.leave(true).catch(() => 0)));
  }
}
