# syntax=docker/dockerfile:1
# Kabar: one image, any number of instances (docs/deploy.md). The server runs as one bundled module
# (apps/server/dist/server.mjs, decision 052); its sources stay for the CLIs (migrate, seed, admin),
# which run through tsx, a runtime dependency (decision 001, decision 009).
# scripts/check-image.mjs performs these same steps without Docker.

# The exact Node of .node-version (scripts/check-image.mjs checks they agree), on Debian 12 like
# the machines the tests run on.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# ---- manifests: the lock file and every workspace's package.json, which npm ci needs
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/themes/package.json packages/themes/
COPY e2e/package.json e2e/

# ---- build: every dependency, then the web app (apps/web/dist, with its server-render bundle) and
# the server bundle (apps/server/dist)
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json .node-version ./
COPY scripts scripts
COPY packages packages
COPY apps apps
RUN npm run build

# ---- runtime: production dependencies only, the server's sources and bundle, the built web app
FROM manifests AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json tsconfig.json ./
COPY packages/shared packages/shared
COPY packages/themes packages/themes
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# Uploads, the outbox and (without DATABASE_URL) the embedded database live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.mjs"]
