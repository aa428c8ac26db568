/**
 * Colyseus' in-process matchmaker driver, with its rooms indexed by id. `LocalDriver.findOne`
 * copies and scans the whole room list for every lookup, and a join by code, a reconnection and
 * a seat reservation each look a room up by id: at 2,000 tables that scan was 5.6 % of the
 * server's thread (docs/performance.md). Lookups by id now take a map; every other query (quick
 * play by game and seats) is Colyseus' own, on the same list, with the same results.
 */
import { type IRoomCache, LocalDriver, type SortOptions } from "@colyseus/core";

/** Whether `room` meets every condition, as Colyseus' `Query` reads them (fields, then metadata). */
function meets(room: IRoomCache, conditions: Partial<IRoomCache>): boolean {
  for (const [field, wanted] of Object.entries(conditions)) {
    if (Object.hasOwn(room, field)) {
      if ((room as unknown as Record<string, unknown>)[field] !== wanted) return false;
    } else if (room.metadata && Object.hasOwn(room.metadata, field)) {
      if ((room.metadata as Record<string, unknown>)[field] !== wanted) return false;
    } else return false;
  }
  return true;
}

export class IndexedLocalDriver extends LocalDriver {
  private readonly byId = new Map<string, IRoomCache>();

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    const id = conditions.roomId;
    if (typeof id !== "string") return super.findOne(conditions, sortOptions);
    const room = this.byId.get(id);
    return Promise.resolve((room && meets(room, conditions) ? room : undefined) as IRoomCache);
  }

  override async insert(room: IRoomCache): Promise<boolean> {
    const added = await super.insert(room);
    if (added) this.byId.set(room.roomId, room);
    return added;
  }

  override persist(room: IRoomCache, create = false): boolean {
    const added = super.persist(room, create);
    if (added) this.byId.set(room.roomId, room);
    return added;
  }

  override remove(roomId: string): boolean {
    this.byId.delete(roomId);
    return super.remove(roomId);
  }

  override clear(): void {
    this.byId.clear();
    super.clear();
  }
}
