/**
 * The server of a git ref, for `--server-ref <ref>`: the ref's packages/ (and tsconfig.base.json) extracted to a temporary
 * directory, linked to the repository's installed node_modules (the workspace's own packages to
 * the extracted ones). Lets the bench measure a commit while the working tree is being edited, or
 * two commits one after the other.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./procs.ts";

export interface Snapshot {
  /** packages/server/src/main.ts of the ref. */
  main: string;
  commit: string;
  dir: string;
  remove(): void;
}

export function snapshotServer(ref: string): Snapshot {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: ROOT })
    .toString()
    .trim();
  const dir = mkdtempSync(path.join(tmpdir(), "starport-ref-"));
  const tar = execFileSync("git", ["archive", "--format=tar", commit, "packages", "tsconfig.base.json"], {
    cwd: ROOT,
    maxBuffer: 1 << 30,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  // each package's own node_modules: symlinks relative to the package, kept as they are
  for (const pkg of readdirSync(path.join(ROOT, "packages"))) {
    const nm = path.join(ROOT, "packages", pkg, "node_modules");
    if (!existsSync(nm) || !existsSync(path.join(dir, "packages", pkg))) continue;
    cpSync(nm, path.join(dir, "packages", pkg, "node_modules"), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !src.includes(`${path.sep}.vite`),
    });
  }
  // the root node_modules: everything linked to the installed one but the workspace's packages
  const nm = path.join(dir, "node_modules");
  mkdirSync(path.join(nm, "@starport"), { recursive: true });
  for (const e of readdirSync(path.join(ROOT, "node_modules"))) {
    if (e !== "@starport") symlinkSync(path.join(ROOT, "node_modules", e), path.join(nm, e));
  }
  for (const e of readdirSync(path.join(ROOT, "node_modules/@starport"))) {
    symlinkSync(path.join(dir, "packages", e), path.join(nm, "@starport", e));
  }
  return {
    main: path.join(dir, "packages/server/src/main.ts"),
    commit,
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
