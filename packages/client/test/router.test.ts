import { describe, expect, it } from "vitest";
import { codeFromInput, normalizeCode, parseRoute, routeUrl, tableLink } from "../src/router.ts";

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
    for (const path of ["/", "/t/ABC234", "/t/ZZZ999?spectate=1"]) {
      const [p, q] = path.split("?");
      expect(routeUrl(parseRoute(p!, q ? `?${q}` : ""))).toBe(path);
    }
  });

  it("reads a code typed or pasted as a link", () => {
    expect(normalizeCode(" abc234 ")).toBe("ABC234");
    expect(codeFromInput("https://starport.example/t/xyz789?spectate=1")).toBe("XYZ789");
    expect(codeFromInput("hello")).toBeNull();
  });

  it("the shareable link is the join link", () => {
    expect(tableLink("http://127.0.0.1:2567/", "ABC234")).toBe("http://127.0.0.1:2567/t/ABC234");
  });
});
