/** Playing a table with SDK players: random legal moves (seeded), as a person clicking would. */
import type { Rng } from "@starport/rules";
import { type Decoded, sleep, unflattenSeen, waitFor } from "../helpers.ts";
import type { Player } from "./player.ts";

const MIN_GAP_MS = 70;
const lastSent = new WeakMap<Player, number>();

/**
 * Waits until `p` must act (or `stop()` holds, or the game ends), then plays one random legal move
 * and waits for it to be accepted or refused. Returns whether a move was sent.
 */
export async function act(
  p: Player,
  rng: Rng,
  stop: () => boolean = () => false,
  ms = 20_000,
): Promise<boolean> {
  await waitFor(
    () => stop() || p.state?.status !== "playing" || p.legalNow().length > 0,
    ms,
    `${p.options.name} to act`,
  ).catch((e) => {
    const l = p.last<{ version: number; moves: unknown[] }>("legal");
    const s = p.state;
    throw new Error(
      `${(e as Error).message}: version ${s?.version}, actors [${[...(s?.actors ?? [])]}], seats ${JSON.stringify([...(s?.seats ?? [])].map((x: Decoded) => [x.kind, x.botReason, x.connected]))}, last legal v${l?.version} (${l?.moves.length} moves), hello ${JSON.stringify(p.last("hello"))}, open ${p.room.connection?.isOpen}`,
    );
  });
  if (stop() || p.state.status !== "playing") return false;
  // a person's pace: the server closes a client that sends more than 20 messages a second
  const wait = lastSent.get(p) ?? 0;
  if (Date.now() - wait < MIN_GAP_MS) await sleep(MIN_GAP_MS - (Date.now() - wait));
  if (stop() || p.state.status !== "playing" || p.legalNow().length === 0) return false;
  lastSent.set(p, Date.now());
  const v = p.state.version;
  const refused = p.all("rejected").length;
  p.room.send("move", { version: v, move: rng.pick(p.legalNow()) });
  await waitFor(
    () => p.state.version > v || p.all("rejected").length > refused || p.state.status !== "playing",
    ms,
    `${p.options.name}'s move at version ${v}`,
  ).catch((e) => {
    throw new Error(
      `${(e as Error).message}: now at version ${p.state.version}, open ${p.room.connection?.isOpen}`,
    );
  });
  return true;
}

/** The players of one table play until the table reaches `version` (or ends); nobody moves after. */
export async function playTo(players: Player[], version: number, rng: Rng): Promise<void> {
  const table = players[0]!;
  const stop = () => table.state.version >= version;
  await Promise.all(
    players.map(async (p) => {
      while (!stop() && p.state.status === "playing") await act(p, rng, stop);
    }),
  );
}

/** The players of one table play to the end of the game. */
export async function playToEnd(players: Player[], rng: Rng, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  await Promise.all(
    players.map(async (p) => {
      while (p.state.status === "playing") {
        if (Date.now() > end) throw new Error(`${p.options.name}: the game did not end in ${ms} ms`);
        await act(p, rng, () => p.state.status !== "playing");
      }
    }),
  );
}

/** What a client sees: version, public view, each private map it holds, seats and actors. */
export function seen(p: Player): unknown {
  const s: Decoded = p.state;
  return {
    version: s.version,
    public: unflattenSeen(s.view),
    private: [...s.seats].map((x: Decoded) => (x.private ? unflattenSeen(x.private) : null)),
    seats: [...s.seats].map((x: Decoded) => [x.name, x.kind, x.botReason]),
    actors: [...s.actors],
    seedHash: s.seedHash,
    matchId: s.matchId,
    status: s.status,
  };
}
