import { normaliseCode } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { codeFromInput, parseRoute, replayLink, routeUrl, tableLink } from "../src/router.ts";

describe("routes", () => {
  it("/ is the lobby and /t/<code> a table", () => {
    expect(parseRoute("/")).toEqual({ page: "lobby" });
    expect(parseRoute("/t/ABC234")).toEqual({ page: "table", code: "ABC234", spectate: false });
    expect(parseRoute("/t/abc234/")).toEqual({ page: "table", code: "ABC234", spectate: false });
  });

  it("?spectate=1 forces watching", () => {
    expect(parseRoute("/t/ABC234", "?spectate=1")).toEqual({ page: "table", code: "ABC234", spectate: true });
    expect(parseRoute("/t/ABC234", "?spectate=0")).toMatchObject({ spectate: false });
  });

  it("anything else is not found, including codes with look-alike characters", () => {
    expect(parseRoute("/t/ABC10O").page).toBe("notFound");
    expect(parseRoute("/t/ABC2345").page).toBe("notFound");
    expect(parseRoute("/admin").page).toBe("notFound");
  });

  it("URLs round-trip", () => {
    for (const path of [
      "/",
      "/t/ABC234",
      "/t/ZZZ999?spectate=1",
      "/replay/aB3_x-9",
      "/replay/aB3_x-9?move=12",
    ]) {
      const [p, q] = path.split("?");
      expect(routeUrl(parseRoute(p!, q ? `?${q}` : ""))).toBe(path);
    }
  });

  it("/replay/<match id> is a replay, ?move=N its move (shareable)", () => {
    expect(parseRoute("/replay/Xy12_ab-CD")).toEqual({ page: "replay", id: "Xy12_ab-CD", move: null });
    expect(parseRoute("/replay/Xy12/", "?move=40")).toEqual({ page: "replay", id: "Xy12", move: 40 });
    expect(parseRoute("/replay/Xy12", "?move=-1")).toMatchObject({ move: null });
    expect(parseRoute("/replay/Xy12", "?move=abc")).toMatchObject({ move: null });
    expect(parseRoute("/replay/a.b").page).toBe("notFound");
    expect(replayLink("http://127.0.0.1:2567/", "Xy12", 7)).toBe("http://127.0.0.1:2567/replay/Xy12?move=7");
  });

  it("reads a code typed or pasted as a link", () => {
    expect(normaliseCode(" abc234 ")).toBe("ABC234");
    expect(codeFromInput("https://starport.example/t/xyz789?spectate=1")).toBe("XYZ789");
    expect(codeFromInput("hello")).toBeNull();
  });

  it("the shareable link is the join link", () => {
    expect(tableLink("http://127.0.0.1:2567/", "ABC234")).toBe("http://127.0.0.1:2567/t/ABC234");
  });
});
