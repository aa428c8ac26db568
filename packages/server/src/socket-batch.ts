/**
 * One TCP write per client for what a change sends it. A move sends each client up to three
 * frames (the state patch, the move's `events`, its `legal` moves); `ws` writes each frame with
 * its own `writev`, and at a thousand tables those syscalls were the server's top cost
 * (docs/performance.md). Corking each client's socket while the frames are queued makes Node
 * flush them together, in one `writev`, when the socket is uncorked. The bytes and the order of
 * the frames are unchanged.
 */

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * The Node socket under a Colyseus client's WebSocket: `ws` keeps it as `_socket` (not public
 * API, present in every `ws` version since 1.0). A client without one (another transport, a test
 * double) is simply not corked.
 */
function socketOf(client: unknown): Corkable | null {
  const ref = (client as { ref?: { _socket?: Partial<Corkable> } } | null)?.ref;
  const socket = ref?._socket;
  return socket && typeof socket.cork === "function" && typeof socket.uncork === "function"
    ? (socket as Corkable)
    : null;
}

/** Runs `send` with every client's socket corked, then uncorks them (one write each). */
export function inOneWrite(clients: Iterable<unknown>, send: () => void): void {
  const corked: Corkable[] = [];
  for (const client of clients) {
    const socket = socketOf(client);
    if (!socket) continue;
    socket.cork();
    corked.push(socket);
  }
  try {
    send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
