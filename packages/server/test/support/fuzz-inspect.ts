/**
 * Memory of a server child process started with `--inspect=127.0.0.1:<port>`: a full garbage
 * collection through the inspector protocol, then `process.memoryUsage()`. RSS read after a full
 * collection says what the process holds, not what V8 has not collected yet.
 */
import { WebSocket } from "ws";

export interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Collects garbage in the process behind inspector port `port` and reads its memory. */
export async function collectAndMeasure(port: number): Promise<Memory> {
  const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = list[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error("the server's inspector lists no target");
  const ws = new WebSocket(url);
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    let nextId = 0;
    const call = (method: string, params: Record<string, unknown> = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const id = ++nextId;
        const timer = setTimeout(() => reject(new Error(`${method}: no answer in 20 s`)), 20_000);
        const onMessage = (data: Buffer) => {
          const m = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
          if (m.id !== id) return;
          clearTimeout(timer);
          ws.off("message", onMessage);
          if (m.error) reject(new Error(`${method}: ${JSON.stringify(m.error)}`));
          else resolve(m.result);
        };
        ws.on("message", onMessage);
        ws.send(JSON.stringify({ id, method, params }));
      });
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const r = (await call("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    })) as { result: { value: string } };
    const m = JSON.parse(r.result.value) as { rss: number; heapUsed: number };
    return { rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed) };
  } finally {
    ws.terminate();
  }
}
