/**
 * One "table" on the bare `ws` fan-out server (bare-ws.ts), for load-gen.ts: the same number of
 * sockets, the same move size and pace, and the server answers each move with the same number of
 * frames and bytes to each of the table's sockets as the Starport server did.
 */
import type { GenTable } from "./load-gen.ts";
import { MoveLoop } from "./load-pace.ts";

export class BareTable extends MoveLoop implements GenTable {
  private sockets: WebSocket[] = [];
  private seq = 0;

  async join(joinMs: number[]): Promise<void> {
    const open = (i: number) =>
      new Promise<void>((res, rej) => {
        const t0 = performance.now();
        const ws = new WebSocket(`${this.url}/?t=${this.t}`);
        ws.binaryType = "arraybuffer";
        this.sockets[i] = ws;
        ws.onopen = () => {
          joinMs.push(performance.now() - t0);
          res();
        };
        ws.onerror = () => rej(new Error(`bare socket ${this.t}/${i} failed`));
        ws.onmessage = (ev) => this.frame(i, ev.data as ArrayBuffer);
      });
    await Promise.all(Array.from({ length: this.cfg.players }, (_, i) => open(i)));
  }

  private frame(i: number, data: ArrayBuffer): void {
    const w = this.w;
    if (w?.counting) {
      w.bytes += data.byteLength;
      w.frames++;
    }
    const dv = new DataView(data);
    // the move's last frame: everything of that move has arrived
    if (dv.getUint8(4) === this.cfg.frames - 1) this.seen(i, dv.getUint32(0) + 1);
  }

  protected sendMove(): number | null {
    const seq = this.seq++;
    const buf = new Uint8Array(Math.max(9, this.cfg.moveBytes));
    const dv = new DataView(buf.buffer);
    dv.setUint32(0, seq);
    dv.setUint8(4, this.cfg.frames);
    dv.setUint32(5, this.cfg.frameBytes);
    this.sockets[Math.floor(Math.random() * this.sockets.length)]!.send(buf);
    return seq;
  }

  async leave(): Promise<void> {
    this.stopLoop();
    for (const ws of this.sockets) ws?.close();
  }
}
