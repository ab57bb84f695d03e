# The self-hosted site as a container image (docs/self-hosting.md). Three stages: the build (every
# dependency, the site built into dist/), the production dependencies alone, and the image that runs:
# Node, the production dependencies and dist/, as an unprivileged user, the data folder a volume.
# CI checks this file without a container engine: test/build/container-image.test.ts lints it and
# test/e2e/container-start.e2e.test.ts runs its start command from a copy of what it copies.

# better-sqlite3 compiles from source when no prebuilt binary fits: the stages that install need
# python3, make and g++.
FROM node:22.20.0-bookworm-slim AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
COPY public ./public
COPY scripts ./scripts
COPY src ./src
RUN NODE_ENV=production npm run build

FROM node:22.20.0-bookworm-slim AS production-deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22.20.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
  PORT=8787 \
  DATA_DIR=/data
WORKDIR /app
COPY --chown=node:node package.json package-lock.json ./
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8787
# 200 while the site serves (a warning such as an old backup included); 503 only when the database
# does not answer. Node's fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once the site is built, with the same memory limits; SIGTERM stops it cleanly.
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=4", "dist/server/main.js"]
