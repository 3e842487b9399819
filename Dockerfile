# syntax=docker/dockerfile:1
#
# Kala's image (issue 12 item 7): a build stage with every dependency, then a runtime stage with the production
# install only and the build's output (the bundled server, the web app), run by a non-root user. docs/deploy.md walks through
# it; compose.yaml runs two of these behind HAProxy on PostgreSQL and Redis.
#
#   docker build -t kala .
#   docker run --rm -p 3000:3000 -v kala-data:/data kala        # embedded database in the volume, demo catalogue

# Node 24, the version the repository pins (decision 001) and the bundled server is built for (decision 017).
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: package.json of every workspace, the lockfile and .npmrc, nothing else ------------------------------
# npm ci needs every workspace's package.json, even those whose code the image leaves out (e2e, bench, ops). Copied
# here as a tree, a workspace added later needs no new line; the stages below reuse their install layer until a
# manifest changes (the copy's cache key is its content).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
 && find . -mindepth 1 -type d -empty -delete

# ---- build: the web bundle, the server renderer, the bundled server and the demo pictures ---------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
# Writes apps/web/dist (the storefront, precompressed), apps/web/dist-ssr (the server renderer, bundled with what it
# imports), apps/server/dist (the server and its operator commands, bundled) and apps/server/.cache/demo-images (the
# demo catalogue's pictures, copied into the uploads by the seed).
RUN npm run build

# ---- runtime ---------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app

# Production install only: the four packages the server's bundle leaves outside (PGlite, sharp, argon2, swagger-ui:
# files of their own or native code). Every other library is a development dependency, already inside the bundles
# copied below; the cache is dropped in the same layer.
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The bundled server, and the files it reads from beside its sources (apps/server/src/paths.ts).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY apps/server/src/modules/shipping/pincodes.tsv apps/server/src/modules/shipping/pincodes.tsv
COPY apps/server/src/modules/auth/common-passwords.txt apps/server/src/modules/auth/common-passwords.txt
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/server/.cache/demo-images apps/server/.cache/demo-images

# The code stays root's and read-only to the server; only DATA_DIR is the server's to write (uploads, mail outbox
# files, generated secrets, the embedded database when DATABASE_URL is unset). uploads/ exists in the image so a
# volume mounted there (compose.yaml shares one between instances) starts owned by the server's user too.
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
USER node

EXPOSE 3000
# Liveness (the process answers). Load balancers use /api/ready, which also asks the database. The slim image has no
# curl, so Node asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The server handles SIGTERM itself (drains, exits 0); run it with an init (`docker run --init`, compose's init: true)
# so it is not PID 1.
# The V8 settings of apps/server/src/node-flags.ts: an idle server holds about 170 MB less, and its peak is lower.
CMD ["node", "--max-semi-space-size=8", "--liftoff-only", "apps/server/dist/main.js"]
