# The platform's image (infra/deploy/k8s/deployment.yaml runs it): the repository with the shell and every
# remote built, served as `npm start` serves it. Build it from the repository's root:
#   docker build -t ghcr.io/dealerline/platform:<version> .
# Checked by machine (infra/src/security/deploy/check-dockerfile.ts) against the manifests and the workspaces.

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# The lockfile and every workspace's package.json first: the dependencies stay a cached layer of their own.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-search/package.json mf-search/
COPY mf-vehicle/package.json mf-vehicle/
COPY mf-finance/package.json mf-finance/
COPY mf-leads/package.json mf-leads/
COPY mf-locations/package.json mf-locations/
COPY infra/package.json infra/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    SHELL_DIST=/app/shell/dist \
    DATA_DIR=/var/lib/dealerline
WORKDIR /app
# Owned by root and read-only to the platform's user: the pod's root file system is read-only too. What the
# platform writes goes to DATA_DIR (an emptyDir) and /tmp (tsx's cache).
COPY --from=build /app /app
USER 10001:10001
EXPOSE 8080
# Node as PID 1, not npm: SIGTERM reaches the server, which drains (infra/src/cli/start.ts).
CMD ["node", "--import", "tsx", "infra/src/cli/start.ts"]
