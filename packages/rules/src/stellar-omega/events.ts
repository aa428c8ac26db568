/** The engine's event builders: each event's fields are checked against its OmegaEvent member. */
import type { Seat } from "../core/types.ts";
import type { OmegaEvent } from "./types.ts";

/** The events a move gives, in order (the perform steps push to it). */
export type Events = OmegaEvent[];

/** An event's own fields (everything but `type` and `visibleTo`), member by member. */
type Fields<E> = E extends unknown ? Omit<E, "type" | "visibleTo"> : never;
type PublicEvent = Extract<OmegaEvent, { visibleTo: "all" }>;
type SecretEvent = Exclude<OmegaEvent, { visibleTo: "all" }>;

/** A public event: its fields are checked against the OmegaEvent member of that type. */
export function pub<T extends PublicEvent["type"]>(
  type: T,
  data: Fields<Extract<PublicEvent, { type: T }>>,
): OmegaEvent {
  return { type, visibleTo: "all", ...data } as OmegaEvent;
}

/** An event only `seat` sees. */
export function priv<T extends SecretEvent["type"]>(
  seat: Seat,
  type: T,
  data: Fields<Extract<SecretEvent, { type: T }>>,
): OmegaEvent {
  return { type, visibleTo: [seat], ...data } as OmegaEvent;
}
