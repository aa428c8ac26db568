/**
 * One set of schema encoding buffers for every table of the process, instead of one per table.
 *
 * Colyseus gives each room's serializer its own buffers: the encoder's (patches; grown to twice
 * `Encoder.BUFFER_SIZE` by the first patch through a `StateView`) and one for full states. They
 * were three quarters of a table's memory (about 385 of 500 KiB at 128 KiB each,
 * docs/performance.md). Yet they are only scratch space: a table encodes and sends within one
 * synchronous call, and what reaches a socket is a copy (every table client has a `StateView`,
 * and a view's patch or full state is `concatBytes` of the shared and the view parts, a new
 * array). So every table may encode in the same buffers, as long as:
 *
 * - no table client is ever without a view (it would be sent a slice of the scratch itself,
 *   which the next table overwrites before the socket has written it): room.ts `onJoin` gives
 *   every client one before it can receive anything;
 * - the full state is encoded again for each join, not reused from the scratch, which another
 *   table has written since (`getFullState`).
 *
 * The buffers are large (1 MiB each, 2 MiB for the process): a patch never outgrows them, so
 * @colyseus/schema's second encoding pass after an overflow (which sent map entries without
 * their values, test/games.test.ts "every game's first patch") does not happen for tables.
 */
import { Protocol } from "@colyseus/core";
import type { Encoder } from "@colyseus/schema";

/** Size of each process-wide scratch buffer (bytes). */
export const SCRATCH_BYTES = 1024 * 1024;

let scratch: { patch: Uint8Array; full: Uint8Array } | null = null;

function buffers(): { patch: Uint8Array; full: Uint8Array } {
  if (!scratch) {
    scratch = { patch: new Uint8Array(SCRATCH_BYTES), full: new Uint8Array(SCRATCH_BYTES) };
    // a full state's first byte; each table's serializer wrote it into its own buffer at reset
    scratch.full[0] = Protocol.ROOM_STATE;
  }
  return scratch;
}

/**
 * The parts of Colyseus' `SchemaSerializer` (protected there) this module changes. The room's
 * serializer is made by Colyseus when the state is set, before `onCreate`, and cannot be
 * replaced by a subclass without rooting the state in a second encoder; so its buffers are
 * swapped and its `getFullState` wrapped, on that instance, once.
 */
interface SerializerParts {
  encoder: Encoder;
  fullEncodeBuffer: Uint8Array;
  needFullEncode: boolean;
  getFullState(...args: unknown[]): Uint8Array;
}

/** Makes the table `room` encode in the process-wide scratch buffers (see above). */
export function shareScratch(room: object): void {
  const s = (room as { _serializer?: SerializerParts })._serializer;
  if (!s?.encoder || !(s.fullEncodeBuffer instanceof Uint8Array)) {
    throw new Error("shareScratch: the room has no schema serializer yet");
  }
  const b = buffers();
  s.encoder.sharedBuffer = b.patch;
  s.fullEncodeBuffer = b.full;
  const fullState = s.getFullState;
  s.getFullState = function (this: SerializerParts, ...args: unknown[]) {
    // the scratch holds another table's last full state now: never reuse the cached one
    this.needFullEncode = true;
    return fullState.apply(this, args);
  };
}

/** Whether the table `room` still encodes in the shared buffers (one that grew has its own). */
export function sharesScratch(room: object): boolean {
  const s = (room as { _serializer?: SerializerParts })._serializer;
  return s?.encoder.sharedBuffer === buffers().patch && s.fullEncodeBuffer === buffers().full;
}
