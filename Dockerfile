# Starport server image: the web client built by Vite, the server run by Node 22 from the npm
# package `node` (root devDependency), exactly as `pnpm start` and the services tests run it:
#   node_modules/node/bin/node packages/server/src/main.ts
# Settings come from the environment (docs/operations.md).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=1
# dependencies first, so that a source change does not reinstall them
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/rules/package.json packages/rules/
COPY packages/server/package.json packages/server/
COPY packages/client/package.json packages/client/
RUN npx -y pnpm@10.34.8 install --frozen-lockfile
COPY . .
RUN npx -y pnpm@10.34.8 --filter @starport/client build

# The runtime needs no system Node: the binary installed by the `node` package is used.
FROM debian:bookworm-slim
WORKDIR /app
RUN useradd --system --uid 10001 --home-dir /app starport
COPY --from=build --chown=starport:starport /app /app
# fails the build here if the binary cannot run on this base (it needs glibc and libstdc++)
RUN /app/node_modules/node/bin/node --version
USER starport
ENV NODE_ENV=production HOST=0.0.0.0 PORT=2567
EXPOSE 2567
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["/app/node_modules/node/bin/node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec form: the server is PID 1 and gets SIGTERM itself (graceful shutdown, 30 s at most)
STOPSIGNAL SIGTERM
CMD ["/app/node_modules/node/bin/node", "packages/server/src/main.ts"]
