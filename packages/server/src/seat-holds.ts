/**
 * Quick-play seat holds: a quick-play reservation holds a free seat from the moment it is made
 * until its client joins (or the reservation expires), and is refused when every free seat is
 * held, so concurrent quick-play requests spread over tables instead of over-filling one
 * (Colyseus counts spectators in `maxClients`, so its own lock cannot do this).
 */
export class SeatHolds {
  private readonly holds = new Map<string, NodeJS.Timeout>();

  get size(): number {
    return this.holds.size;
  }

  has(sessionId: string): boolean {
    return this.holds.has(sessionId);
  }

  /** Whether one more hold fits: a free seat that no other reservation holds. */
  fits(freeSeats: number): boolean {
    return freeSeats > this.holds.size;
  }

  /** Holds a seat for `sessionId`; `expire` runs if it has not joined within `ms`. */
  add(sessionId: string, ms: number, expire: () => void): void {
    this.holds.set(sessionId, setTimeout(expire, ms));
  }

  /** Ends the hold of `sessionId` (it joined, or gave up); false if it held none. */
  release(sessionId: string): boolean {
    const t = this.holds.get(sessionId);
    if (t === undefined) return false;
    clearTimeout(t);
    this.holds.delete(sessionId);
    return true;
  }

  clear(): void {
    for (const t of this.holds.values()) clearTimeout(t);
    this.holds.clear();
  }
}
