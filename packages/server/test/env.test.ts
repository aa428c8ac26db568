/**
 * The public address a process announces in its seat reservations (issue 19): derived from the
 * site's PUBLIC_HOST and the process's PUBLIC_PATH as the compose file sets them, reduced to the
 * `host[:port][/path]` form the SDK needs whatever an operator writes.
 */
import { describe, expect, it } from "vitest";
import {
  isLocalAddress,
  normalisePublicAddress,
  parseAllowedOrigins,
  publicAddressOf,
  readEnv,
} from "../src/env.ts";

describe("public address", () => {
  it("is PUBLIC_HOST + PUBLIC_PATH, the compose file's per-process prefix", () => {
    const env = { REDIS_URL: "redis://redis:6379", PUBLIC_HOST: "play.example.org", PUBLIC_PATH: "/s2" };
    expect(readEnv(env).PUBLIC_ADDRESS).toBe("play.example.org/s2");
    expect(readEnv({ ...env, PUBLIC_HOST: "203.0.113.7:8443" }).PUBLIC_ADDRESS).toBe("203.0.113.7:8443/s2");
    expect(readEnv({ PUBLIC_HOST: "play.example.org" }).PUBLIC_ADDRESS).toBe("play.example.org");
  });

  it("accepts what an operator is likely to write: a scheme, a trailing slash, spaces", () => {
    expect(publicAddressOf({ PUBLIC_HOST: "https://play.example.org/", PUBLIC_PATH: "/s1/" })).toBe(
      "play.example.org/s1",
    );
    expect(publicAddressOf({ PUBLIC_HOST: " http://[2001:db8::1]:8080 ", PUBLIC_PATH: "/s1" })).toBe(
      "[2001:db8::1]:8080/s1",
    );
    expect(normalisePublicAddress("wss://play.example.org/s1")).toBe("play.example.org/s1");
  });

  it("PUBLIC_ADDRESS, when set, wins over PUBLIC_HOST", () => {
    const env = { PUBLIC_ADDRESS: "a.example.org:9000", PUBLIC_HOST: "b.example.org", PUBLIC_PATH: "/s1" };
    expect(readEnv(env).PUBLIC_ADDRESS).toBe("a.example.org:9000");
  });

  it("refuses what cannot be a host, naming the variable", () => {
    expect(() => readEnv({ PUBLIC_HOST: "/s1" })).toThrow(/PUBLIC_HOST/);
    expect(() => readEnv({ PUBLIC_HOST: "https://" })).toThrow(/PUBLIC_HOST/);
    expect(() => readEnv({ PUBLIC_HOST: "play example" })).toThrow(/PUBLIC_HOST/);
    expect(() => readEnv({ PUBLIC_HOST: "play.example.org", PUBLIC_PATH: "s1" })).toThrow(/PUBLIC_PATH/);
    expect(() => readEnv({ PUBLIC_ADDRESS: "play.example.org/?x" })).toThrow(/PUBLIC_ADDRESS/);
  });

  it("with Redis, a process must know its public address (either way)", () => {
    expect(() => readEnv({ REDIS_URL: "redis://redis:6379" })).toThrow(/PUBLIC_ADDRESS, or PUBLIC_HOST/);
    expect(() => readEnv({ REDIS_URL: "redis://redis:6379", PUBLIC_PATH: "/s1" })).toThrow(/PUBLIC_HOST/);
  });

  it("knows an address that only the machine itself can use", () => {
    for (const a of [
      "localhost:8080/s1",
      "127.0.0.1:8080",
      "app.localhost",
      "[::1]:8080/s2",
      "::1",
      "LOCALHOST",
    ])
      expect(isLocalAddress(a), a).toBe(true);
    for (const a of ["play.example.org/s1", "192.168.1.20:8080/s1", "0.0.0.0", "::", "[2001:db8::1]:80"])
      expect(isLocalAddress(a), a).toBe(false);
  });
});

describe("allowed origins (issue 17)", () => {
  it("are none by default: only the site's own pages use the API from a browser", () => {
    expect(readEnv({}).ALLOWED_ORIGINS).toEqual([]);
  });

  it("is a comma-separated list, reduced to what browsers send in Origin", () => {
    expect(
      readEnv({
        ALLOWED_ORIGINS: " https://Play.Example.org/ , http://localhost:5173,,https://a.example:443",
      }).ALLOWED_ORIGINS,
    ).toEqual(["https://play.example.org", "http://localhost:5173", "https://a.example"]);
    expect(parseAllowedOrigins("https://a.example, https://A.example")).toEqual(["https://a.example"]);
  });

  it("refuses a wildcard, a path or another scheme, naming the variable", () => {
    for (const bad of [
      "*",
      "https://a.example/app",
      "null",
      "a.example",
      "ftp://a.example",
      "https://u:p@a.example",
    ])
      expect(() => readEnv({ ALLOWED_ORIGINS: bad }), bad).toThrow(/ALLOWED_ORIGINS/);
  });
});
