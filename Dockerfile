# Starport server image: the web client built by Vite (no source maps), the server run from its
# TypeScript sources by Node 22 (the npm package `node` the repository pins, as `pnpm start` and
# the tests run it), only the server's production dependencies, as an unprivileged user (uid
# 10001) whose only writable place is the /data volume (the SQLite store when DATABASE_URL is
# unset). Settings come from the environment: docs/operations.md.
#
# Base images: node:22-bookworm-slim (build) and debian:bookworm-slim (run time). Where no image
# registry is reachable, scripts/docker-test.sh builds local stand-ins under these names from
# Debian packages (deploy/standins/); this file is the same either way.

# every workspace package's package.json and nothing else, whatever packages there are
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY packages packages
RUN find packages -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV CI=1
# binutils for `strip`: the npm package's Node binary carries 17 MB of debug information
RUN apt-get update \
 && apt-get install -y --no-install-recommends binutils \
 && rm -rf /var/lib/apt/lists/*
# dependencies first, so that a source change does not reinstall them
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY --from=manifests /app/packages packages
RUN npx -y pnpm@10.34.8 install --frozen-lockfile
COPY packages packages
# source maps stay out: the server would serve them to anyone
RUN npx -y pnpm@10.34.8 --filter @starport/client run build --sourcemap false \
 && test -f packages/client/dist/index.html \
 && ! find packages/client/dist -name '*.map' | grep -q .

# What runs: the Node binary, and /app with the server's production dependencies only (no
# vite, vitest, biome, TypeScript, phaser sources, playwright, Node headers or tests).
FROM build AS prune
RUN mkdir -p /out/usr/local/bin /out/app/packages/client \
 && strip -o /out/usr/local/bin/node "$(readlink -f node_modules/node/bin/node)" \
 && rm -rf node_modules packages/*/node_modules \
 && npx -y pnpm@10.34.8 install --frozen-lockfile --prod --offline --filter "@starport/server..." \
# TypeScript and @types come in only as peers of @colyseus/schema's code generator
 && rm -rf node_modules/.pnpm/typescript@* node_modules/.pnpm/@typescript+* node_modules/.pnpm/@types+* \
 && find node_modules packages -xtype l -delete \
 && find node_modules/.pnpm -type f \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.map' -o -name '*.md' \) -delete \
 && cp -a node_modules /out/app/ \
# the server and the workspace packages it runs from their sources (the client: its build only)
 && for d in packages/*/; do \
      p=$(basename "$d"); [ "$p" != client ] || continue; \
      mkdir -p "/out/app/packages/$p" \
      && cp -a "packages/$p/package.json" "packages/$p/src" "/out/app/packages/$p/" \
      && { [ ! -d "packages/$p/node_modules" ] || cp -a "packages/$p/node_modules" "/out/app/packages/$p/"; }; \
    done \
 && cp -a packages/client/dist /out/app/packages/client/ \
 && du -sh /out/usr/local/bin/node /out/app/node_modules /out/app/packages

FROM debian:bookworm-slim
RUN groupadd --system --gid 10001 starport \
 && useradd --system --uid 10001 --gid starport --home-dir /nonexistent --no-create-home \
      --shell /usr/sbin/nologin starport \
 && mkdir /data && chown 10001:10001 /data && chmod 0750 /data
# files belong to root: the server can read its code, not change it
COPY --from=prune /out/ /
# fails the build here if the binary cannot run on this base (it needs glibc and libstdc++)
RUN node --version
WORKDIR /app
# SHUTDOWN_TIMEOUT_MS: a graceful stop must end within `docker stop`'s default 10 s (compose
# gives more: docker-compose.yml); DATA_DIR: the SQLite store, in the volume
ENV NODE_ENV=production HOST=0.0.0.0 PORT=2567 DATA_DIR=/data SHUTDOWN_TIMEOUT_MS=8000
VOLUME ["/data"]
USER 10001:10001
EXPOSE 2567
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec form: the server is PID 1 and gets SIGTERM itself (graceful shutdown)
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/src/main.ts"]
