import { describe, expect, it } from "vitest";
import { MUTE_SPECTATORS_KEY, mutesSpectators, setMuteSpectators, shownChat } from "../src/state/chat.ts";

const lines = [
  { seat: 0, name: "Ana", text: "hi" },
  { seat: -1, name: "Zed", text: "spam" },
  { seat: 1, name: "Ben", text: "hello" },
];

describe("the chat's spectator mute", () => {
  it("hides spectators' lines from a seated player who muted them, and only then", () => {
    expect(shownChat(lines, { mute: true, seated: true }).map((l) => l.name)).toEqual(["Ana", "Ben"]);
    expect(shownChat(lines, { mute: false, seated: true })).toEqual(lines);
    // a spectator sees the spectators' chat (their own lines among them) whatever the setting
    expect(shownChat(lines, { mute: true, seated: false })).toEqual(lines);
  });

  it("is remembered in the browser's store, off by default", () => {
    const m = new Map<string, string>();
    const store = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => m.set(k, v),
    };
    expect(mutesSpectators(store)).toBe(false);
    setMuteSpectators(store, true);
    expect(m.get(MUTE_SPECTATORS_KEY)).toBe("1");
    expect(mutesSpectators(store)).toBe(true);
    setMuteSpectators(store, false);
    expect(mutesSpectators(store)).toBe(false);
  });
});
