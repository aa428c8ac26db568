/**
 * The transport baseline: a bare `ws` server that fans each message of a "table"'s socket out to
 * the table's sockets (the sockets that connected with the same `?t=`), as `frames` frames of
 * `frameBytes` bytes in all, both named in the message (see load-bare.ts). No state, no rules, no
 * store: what is left of a move's latency here is the transport and the generators.
 *
 *   node scripts/bench/bare-ws.ts <port>    (prints {"port": N} when listening)
 */
import { type WebSocket, WebSocketServer } from "ws";

const tables = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ host: "127.0.0.1", port: Number(process.argv[2] ?? 0) });

wss.on("connection", (ws, req) => {
  const t = new URL(req.url ?? "/", "http://x").searchParams.get("t") ?? "";
  const peers = tables.get(t) ?? new Set<WebSocket>();
  tables.set(t, peers);
  peers.add(ws);
  ws.on("message", (data: Buffer) => {
    const seq = data.readUInt32BE(0);
    const frames = Math.max(1, data[4] ?? 1);
    const size = Math.max(5, Math.floor(data.readUInt32BE(5) / frames));
    for (let f = 0; f < frames; f++) {
      const out = Buffer.alloc(size);
      out.writeUInt32BE(seq, 0);
      out[4] = f;
      for (const p of peers) p.send(out);
    }
  });
  ws.on("close", () => {
    peers.delete(ws);
    if (peers.size === 0) tables.delete(t);
  });
});

wss.on("listening", () => {
  const a = wss.address();
  process.stdout.write(`${JSON.stringify({ port: a && typeof a === "object" ? a.port : 0 })}\n`);
});

const stop = () => process.exit(0);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
