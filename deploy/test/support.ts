/** Shared bits of the deployment suites (scripts/docker-test.sh). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const TEMPLATE = path.join(ROOT, "deploy/nginx/templates/default.conf.template");

export const tempDir = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));

/** The nginx image's envsubst step: `${NAME}` replaced only when NAME is set. */
export function renderTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z0-9_]+)\}/g, (m, k: string) => vars[k] ?? m);
}
