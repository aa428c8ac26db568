/**
 * docs/performance.md from a full run's result. Whatever the current file holds between
 * `<!-- bench:keep -->` and `<!-- /bench:keep -->` (the reading of the figures, written by a
 * person) is carried over as it is.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ClientFigures } from "./client.ts";
import { KNEE_MS, type LoadFigures } from "./load.ts";
import { ROOT } from "./procs.ts";
import type { ProfileTop } from "./profile.ts";
import type { RulesFigures } from "./rules.ts";
import type { StarportStep } from "./server-load.ts";

export interface BenchResult {
  date: string;
  quick: boolean;
  machine: {
    cpu: string;
    cores: number;
    memGiB: number;
    freeGiB: number;
    os: string;
    kernel: string;
    node: string;
    loadAtStart: number[];
    loadAtEnd: number[];
    /** µs per first touch of a 4 KiB page (absent in results saved before it was measured). */
    pageFaultUs?: number;
    /** Actions of the kernel's running DAMON schemes ("pageout": proactive reclaim). */
    damon?: string[];
  };
  server: { ref: string | undefined; commit: string | null };
  durationSec: number;
  rules: { baselineUs: number; rules: RulesFigures[] } | null;
  load: LoadFigures;
  client: ClientFigures | null;
  profile: ProfileTop | null;
}

const DOC = path.join(ROOT, "docs/performance.md");
const KEEP = /<!-- bench:keep -->[\s\S]*?<!-- \/bench:keep -->/;

/** A Markdown table with padded columns, as the formatter (biome) writes it, so the file passes lint. */
function mdTable(head: string[], rows: (string | number | null)[][]): string[] {
  const cells = [head, ...rows.map((r) => r.map((c) => (c === null ? "–" : String(c))))];
  const width = head.map((_, i) => Math.max(3, ...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(width[i]!)).join(" | ")} |`;
  return [line(cells[0]!), `| ${width.map((w) => "-".repeat(w)).join(" | ")} |`, ...cells.slice(1).map(line)];
}

const x = (r: number | null | undefined) => (r === null || r === undefined ? "–" : `${r}×`);

function machineSection(r: BenchResult): string[] {
  const m = r.machine;
  const chromium = r.client && "chromium" in r.client.browser ? r.client.browser.chromium : "–";
  return [
    "## Machine",
    "",
    ...mdTable(
      ["", ""],
      [
        ["CPU", `${m.cpu}, ${m.cores} cores (/proc/cpuinfo)`],
        ["memory", `${m.memGiB} GiB`],
        ["OS", `${m.os}, Linux ${m.kernel}`],
        ["Node", m.node],
        ["Chromium", chromium],
        [
          "load average (1, 5, 15 min)",
          `${m.loadAtStart.join(", ")} at the start, ${m.loadAtEnd.join(", ")} at the end`,
        ],
        [
          "page fault (first touch of a 4 KiB page)",
          m.pageFaultUs === undefined
            ? "–"
            : `${m.pageFaultUs} µs (64 MiB: ${Math.round(m.pageFaultUs * 16.384)} ms)`,
        ],
        [
          "kernel memory monitor (DAMON)",
          m.damon === undefined ? "–" : m.damon.length ? `running: ${m.damon.join(", ")}` : "not running",
        ],
        [
          "server measured",
          r.server.commit ? `${r.server.ref} (${r.server.commit.slice(0, 12)})` : "the working tree",
        ],
        [
          "run",
          `ended ${r.date.slice(0, 16).replace("T", " ")} UTC, took ${Math.round(r.durationSec / 60)} min`,
        ],
      ],
    ),
    "",
    "The machine was shared with other work during the run (see the load average): the ratios to the",
    "bare `ws` server, measured in the same run under the same neighbours, are the figures to compare.",
  ];
}

function latencyTable(load: LoadFigures): string[] {
  const rows = load.steps.map((s) => {
    const a = s.starport;
    const b = s.bare;
    if (!a || !b) return [s.n, s.error ?? s.skipped ?? "", "", "", "", "", "", ""];
    return [
      `${s.n}${a.tables < s.n ? ` (${a.tables} joined)` : ""}`,
      a.movesPerSec,
      `${a.latency.p50} / ${a.latency.p99} / ${a.latency.max}`,
      `${b.latency.p50} / ${b.latency.p99} / ${b.latency.max}`,
      `${x(s.ratios?.p50)} / ${x(s.ratios?.p99)} / ${x(s.ratios?.max)}`,
      `${a.join.p50} / ${a.join.p99}`,
      `${b.join.p50} / ${b.join.p99} (${x(s.ratios?.joinP50)} / ${x(s.ratios?.joinP99)})`,
      `${a.incomplete} / ${a.moves + a.incomplete}`,
    ];
  });
  return mdTable(
    [
      "tables",
      "moves / s",
      "move → all 4 applied, p50 / p99 / max ms",
      "bare ws p50 / p99 / max ms",
      "× bare ws",
      "join p50 / p99 ms",
      "bare ws connect p50 / p99 ms (× bare)",
      "moves not applied by the end",
    ],
    rows,
  );
}

function resourceTable(load: LoadFigures): string[] {
  const rows = load.steps
    .filter((s) => s.starport)
    .map((s) => {
      const a = s.starport!;
      const share = a.fullViewBytes ? Math.round((100 * a.bytesPerMovePerClient) / a.fullViewBytes) : 0;
      return [
        s.n,
        `${a.cpuPct} (joins ${a.cpuJoinPct})`,
        a.loopDelayMs ? `${a.loopDelayMs.p50} / ${a.loopDelayMs.p99} / ${a.loopDelayMs.max}` : "–",
        a.gcPauses
          ? `${a.gcPauses.count}: ${a.gcPauses.totalMs} / ${a.gcPauses.maxMs} (full ${a.gcPauses.major.count}: ${a.gcPauses.major.totalMs} / ${a.gcPauses.major.maxMs})`
          : "–",
        a.moveWritesMs ? `${a.moveWritesMs.p50} / ${a.moveWritesMs.p99} / ${a.moveWritesMs.max}` : "–",
        s.bare
          ? `${s.bare.cpuPct} (${x(s.bare.cpuPct ? Math.round((10 * a.cpuPct) / s.bare.cpuPct) / 10 : null)})`
          : "–",
        `${a.rssBeforeMiB} / ${a.rssAtNMiB} / ${a.rssAfterCloseMiB}`,
        a.kibPerTable,
        a.heapAtNMiB == null ? "–" : `${a.heapBeforeMiB} / ${a.heapAtNMiB} / ${a.heapAfterCloseMiB}`,
        a.heapKibPerTable ?? "–",
        `${a.closeSeconds} s${a.roomsLeft ? `, ${a.roomsLeft} left` : ""}`,
        `${a.bytesPerMovePerClient} in ${a.framesPerMovePerClient} frames`,
        `${a.fullViewBytes} (${share} %)`,
        a.generatorsCpuPct,
        a.played.loopDelayMs
          ? `${a.played.loopDelayMs.p99} / ${a.played.loopDelayMs.max} (GC longest ${a.played.gcPauses?.maxMs ?? "–"})`
          : "–",
      ];
    });
  return mdTable(
    [
      "tables",
      "server CPU % of a core",
      "server event-loop delay p50 / p99 / max ms",
      "GC pauses in the window: count: total / longest ms (full collections)",
      "store keeps a move p50 / p99 / max ms",
      "bare ws CPU % (server × bare)",
      "RSS MiB before / at N / after closing",
      "RSS KiB per table",
      "heap after GC MiB before / at N / after closing",
      "heap KiB per table",
      "all rooms closed after",
      "bytes per move per client",
      "full view JSON bytes (share)",
      "generators CPU %",
      "generators' event-loop delay p99 / max ms (their longest GC pause)",
    ],
    rows,
  );
}

function clusterLines(load: LoadFigures): string[] {
  const c = load.cluster;
  if (!c) return ["No two-process run in this run."];
  if (!c.two) return [`Two processes and Redis at ${c.n} tables: failed (${c.error}).`];
  const row = (name: string, s: StarportStep) => [
    name,
    s.tables,
    s.movesPerSec,
    `${s.latency.p50} / ${s.latency.p99} / ${s.latency.max}`,
    `${s.join.p50} / ${s.join.p99}`,
    s.cpuPct,
    s.rssAtNMiB,
  ];
  const r = c.ratios!;
  return [
    ...mdTable(
      [
        "",
        "tables",
        "moves / s",
        "latency p50 / p99 / max ms",
        "join p50 / p99 ms",
        "server CPU % (sum)",
        "RSS MiB (sum)",
      ],
      [
        row("one process", c.one),
        row("two processes + Redis", c.two),
        [
          "two / one",
          "",
          "",
          `${x(r.p50)} / ${x(r.p99)} / ${x(r.max)}`,
          `${x(r.joinP50)} / ${x(r.joinP99)}`,
          x(r.cpu),
          x(r.rss),
        ],
      ],
    ),
  ];
}

function loadSection(r: BenchResult): string[] {
  const l = r.load;
  const w = l.config.windows;
  const steps = l.steps.filter((s) => s.starport);
  const lat = steps.map((s) => `${s.n}: ${s.starport!.latency.n}`).join(", ");
  return [
    `## Server under load (${l.game}, ${l.players} SDK clients per table)`,
    "",
    `Knee (the smallest N whose p99 is over ${KNEE_MS} ms): **${l.knee.text}**.`,
    "",
    ...latencyTable(l),
    "",
    ...resourceTable(l),
    "",
    `Moves measured per step (${lat}); each step: tables arriving at ${l.config.rate} per second (at most`,
    `${l.config.concurrency} joining at once per generator, ${w.joinMaxMs / 1000} s at most), ${w.warmMs / 1000} s of play not measured,`,
    `${w.measureMs / 1000} s measured, ${w.drainMs / 1000} s for the last moves to arrive (a move still missing then counts with the`,
    "time it has waited: a lower bound).",
    ...(l.config.cpuProf
      ? ["", "The server processes ran with `--cpu-prof` (V8's sampling profiler: a few % of CPU)."]
      : []),
    "",
    `### Two processes sharing Redis (${l.cluster?.n ?? "–"} tables)`,
    "",
    ...clusterLines(l),
  ];
}

function profileSection(p: ProfileTop | null): string[] {
  if (!p) return [];
  return [
    "## Where the server's CPU goes",
    "",
    `\`--cpu-prof\` profile of the one-process server at the largest N (\`${p.file}\`, ${Math.round(p.busyMs / 1000)} s busy): the`,
    "functions with the most self time.",
    "",
    ...mdTable(
      ["function", "where", "self % of busy"],
      p.top.map((t) => [`\`${t.fn}\``, `\`${t.where}\``, t.selfPct]),
    ),
    "",
  ];
}

function clientSection(c: ClientFigures | null): string[] {
  if (!c) return [];
  const b = c.bundle;
  const lines = [
    "## Client",
    "",
    `Bundle (\`vite build\`, gzip -9): ${b.initialGzipKiB} KiB before any code runs (index.html, the entry script`,
    `and the CSS; ${b.initialKiB} KiB raw), ${b.totalGzipKiB} KiB for every chunk (${b.totalKiB} KiB raw); the largest`,
    `chunk is \`${b.largest.file.replace(/-[\w-]{8}\.js$/, ".js")}\` (${b.largest.gzipKiB} KiB gzip, Phaser and the board kit).`,
    "",
  ];
  const br = c.browser;
  if ("error" in br) return [...lines, `Headless Chromium: failed (${br.error}).`, ""];
  const matches = new Map(c.matches.map((m) => [m.game, m]));
  return [
    ...lines,
    `Headless Chromium ${br.chromium} (software rendering, no GPU), ${br.viewport.width}×${br.viewport.height}: the lobby is`,
    `interactive (game cards there) ${br.lobbyColdMs} ms after navigation on a first load, ${br.lobbyWarmMs} ms on a second.`,
    "",
    ...mdTable(
      ["game", "table drawn ms", "replayed match", "frame ms p50 / p95 / max", "frames over 50 ms"],
      br.games.map((g) => {
        const m = matches.get(g.game);
        const f = g.frames;
        return [
          g.game,
          g.drawnMs,
          m
            ? `${m.players} seat${m.players === 1 ? "" : "s"}, ${m.moves} moves, busiest at move ${m.busiestMove}`
            : "",
          `${f.p50} / ${f.p95} / ${f.max}`,
          `${f.over50ms} of ${f.n}`,
        ];
      }),
    ),
    "",
    "Table drawn: `/t/<code>?spectate=1` of a finished bot game until the scene is mounted and drawn.",
    "Frames: `requestAnimationFrame` intervals while the replay steps forward (animated) over six moves",
    "around the match's busiest state (the step whose public view has the most entries).",
    "",
  ];
}

function rulesSection(r: BenchResult): string[] {
  if (!r.rules) return [];
  return [
    "## Rules (random playouts) and bots",
    "",
    "One move = `legalMoves` + the acting seat's view + `apply`, as a bot or the server does it.",
    `Baseline: the stones test fixture, ${r.rules.baselineUs} µs per move. Bot: the default bot against random at 2`,
    "players (or the minimum), seats rotating, in-process.",
    "",
    ...mdTable(
      [
        "game",
        "players",
        "avg moves",
        "µs / move",
        "× baseline",
        "state bytes",
        "public view entries / bytes",
        "bot median / p95 ms",
        "bot win rate vs random",
      ],
      r.rules.rules.map((g) => [
        g.game,
        g.players,
        g.avgMoves,
        g.usPerMove,
        g.ratioToBaseline,
        g.stateBytes,
        `${g.publicViewEntries} / ${g.publicViewBytes}`,
        `${g.botMedianMs} / ${g.botP95Ms}`,
        g.botVsRandomWinRate ?? "coop",
      ]),
    ),
    "",
  ];
}

const METHOD = [
  "## Method",
  "",
  "- The server is `packages/server/src/main.ts` in a process of its own (SQLite store in a temporary",
  "  directory, `BOT_DELAY_MS=0`, log level warn), a fresh one for every N.",
  "- Two load-generator processes (`scripts/bench/load-gen.ts`) split the tables. Each table: 4",
  "  `@colyseus/sdk` clients (the first creates a private 4-seat table, the others join it by id); once",
  "  it plays, one move every 1-3 s (uniform) after the previous one was applied everywhere, chosen at",
  "  random from the `legal` moves the server sent the acting seat.",
  "- Latency = the move sent → the last of the table's 4 clients has applied the state patch with the",
  "  new version (`onStateChange`). Join = `create` / `joinById` until the SDK has the room.",
  "- Bytes per move per client: WebSocket payload bytes every client received in the measured window",
  "  (the state patch, `events`, `legal`) ÷ moves ÷ 4, against `JSON.stringify` of that client's whole",
  "  view (`{public, private}`), i.e. what sending the view on every move would cost.",
  "- The bare `ws` server (`scripts/bench/bare-ws.ts`, also its own process) gets the same generators,",
  "  sockets, pace and move size, and answers each move with the same number of frames and bytes to",
  "  each socket of the table: what is left is the transport and the generators, and every latency is",
  "  also given as a ratio to it (× bare ws).",
  "- Server CPU (user + system, % of one core) and RSS are read from `/proc/<pid>/stat` and",
  "  `/proc/<pid>/status`. Memory per table = (RSS at N, end of the measured window − RSS before the",
  "  first join) ÷ N. Then every player leaves; the server aborts a game everybody left after",
  "  `TABLE_IDLE_SECONDS` (2 s here) and closes its room; RSS after closing is read 5 s after the last",
  "  room closed (no forced GC), or when the wait ran out (rooms left are shown).",
  "- Per-address limits (`LIMITS`, docs/security.md) are lifted: every simulated player comes from",
  "  127.0.0.1. The process-wide table cap stays as configured.",
  "- Two processes: the same load over two server processes sharing one redis-server, each table on",
  "  one of them (alternating), against the one-process step of the same N.",
  "",
];

const RERUN = [
  "## Rerun",
  "",
  "```sh",
  "pnpm bench                       # everything (10-15 min on two cores); writes this file",
  "pnpm bench --quick               # N = 50 and 200, short windows, no Redis run; JSON only (< 3 min)",
  "pnpm bench --cpu-prof            # also profiles the server processes (artifacts/bench/*.cpuprofile)",
  "pnpm bench --heap-snapshots --steps 300 --cluster-n 0 --no-client --no-rules",
  "                                 # what a table keeps alive in the heap, and what stays once closed (artifacts/bench/heap-300-*.txt)",
  "pnpm bench --server-ref HEAD     # measures a commit instead of the working tree",
  "pnpm bench --steps 100,500 --cluster-n 0 --no-client",
  "```",
  "",
  "Needs Debian's `redis-server` and `chromium` (`apt-get install -y redis-server chromium`).",
  "",
];

export function writeReport(r: BenchResult): void {
  const old = existsSync(DOC) ? readFileSync(DOC, "utf8") : "";
  const keep = old.match(KEEP)?.[0] ?? "<!-- bench:keep -->\n<!-- /bench:keep -->";
  const md = [
    "# Performance",
    "",
    `Written by \`pnpm bench\` on ${r.date.slice(0, 10)}. Issue 18 asks how far one process goes on two`,
    "cores; this file answers with figures from one run, how they were taken and how to take them again.",
    "",
    keep,
    "",
    ...loadSection(r),
    "",
    ...profileSection(r.profile),
    ...clientSection(r.client),
    ...rulesSection(r),
    ...machineSection(r),
    "",
    ...METHOD,
    ...RERUN,
  ];
  writeFileSync(DOC, md.join("\n"));
}
