/**
 * The in-process matchmaker driver with rooms indexed by id (src/local-driver.ts) answers every
 * lookup as Colyseus' own LocalDriver does: a join by code finds its table, or nothing once the
 * table is gone or when another condition does not hold.
 */
import { type IRoomCache, LocalDriver } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { IndexedLocalDriver } from "../src/local-driver.ts";

const room = (i: number): IRoomCache =>
  ({
    roomId: `R${String(i).padStart(5, "0")}`,
    name: i % 2 ? "stellar-omega" : "space-opera",
    processId: i % 3 ? "p1" : "p2",
    clients: i % 4,
    maxClients: 4,
    locked: i % 5 === 0,
    private: false,
    unlisted: false,
    createdAt: new Date(i * 1000),
    metadata: { status: i % 2 ? "waiting" : "playing", seated: i % 4 },
  }) as IRoomCache;

describe("matchmaker driver indexed by room id", () => {
  it("finds what Colyseus' LocalDriver finds, by id and by other conditions, through inserts, updates and removals", async () => {
    const ours = new IndexedLocalDriver();
    const theirs = new LocalDriver();
    for (let i = 0; i < 400; i++) {
      await ours.insert(room(i));
      await theirs.insert(room(i));
    }
    ours.persist(room(400), true);
    theirs.persist(room(400), true);
    // a duplicate id is refused by both
    expect(await ours.insert(room(7))).toBe(false);
    for (const id of [3, 10, 200, 399, 400]) {
      ours.remove(room(id).roomId);
      theirs.remove(room(id).roomId);
    }
    const lookups: Partial<IRoomCache>[] = [
      { roomId: "R00001" },
      { roomId: "R00003" }, // removed
      { roomId: "R00400" }, // removed after persist
      { roomId: "R00401" }, // never there
      { roomId: "R00011", name: "stellar-omega" },
      { roomId: "R00011", name: "space-opera" }, // another condition does not hold
      { roomId: "R00012", locked: false },
      { roomId: "R00015", locked: false }, // locked
      { roomId: "R00021", status: "waiting" } as Partial<IRoomCache>, // a metadata field
      { roomId: "R00021", status: "playing" } as Partial<IRoomCache>,
      { roomId: "R00021", nothing: 1 } as Partial<IRoomCache>, // no such field
      { name: "space-opera", locked: false },
      { processId: "p2" },
    ];
    const ids = async (d: LocalDriver) =>
      Promise.all(lookups.map(async (q) => (await d.findOne(q, { clients: -1 }))?.roomId ?? null));
    const found = await ids(ours);
    expect(found).toEqual(await ids(theirs));
    expect(found.slice(0, 11)).toEqual([
      "R00001",
      null,
      null,
      null,
      "R00011",
      null,
      "R00012",
      null,
      "R00021",
      null,
      null,
    ]);
    // the listing is the same object the room updates (clients, locked, metadata)
    const r = await ours.findOne({ roomId: "R00013" });
    ours.update(r, { $set: { locked: true } });
    expect(await ours.findOne({ roomId: "R00013", locked: false })).toBeUndefined();
    ours.clear();
    expect(await ours.findOne({ roomId: "R00001" })).toBeUndefined();
    expect(ours.query({})).toEqual([]);
  });
});
