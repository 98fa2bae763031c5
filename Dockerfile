# syntax=docker/dockerfile:1
# Flock's image: the built server and web app on Node 24, run as an unprivileged user. With no
# DATABASE_URL it runs its embedded PostgreSQL under /data, as `npm start` does; with one it uses
# that server. Configuration comes only from the environment (see .env.example and docs/deploy.md).
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Dependencies first, so a source change does not reinstall them.
RUN npm ci --no-audit --no-fund
COPY . .
# The binaries some packages ship (ffmpeg, ffprobe) are made executable for their owner only; the
# image runs as `node`, so everyone may read and run what root installed.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
  && chmod -R go+rX node_modules \
  # The image runs the bundles directly: no build at start, no TypeScript runner.
  && npm pkg set \
    scripts.start="node dist/server/main.js" \
    scripts.create-admin="node dist/server/cli/create-admin.js" \
    scripts.backup="node dist/server/cli/backup.js" \
    scripts.restore="node dist/server/cli/restore.js" \
    scripts.db:upgrade-embedded="node dist/server/cli/upgrade-embedded.js"

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/server/drizzle ./server/drizzle
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy while /healthz answers 200: the process is up and reaches its database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: Flock stops taking requests, lets running jobs finish (10 s), then stops its database.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
