#!/usr/bin/env bash
# Installs (when missing) and starts a local PostgreSQL so the PostgreSQL-dialect tests run against a real
# server too. Prints the DATABASE_URL to use. The e2e platforms keep their own embedded PGlite.
set -euo pipefail

if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
  apt-get update >&2
  apt-get install -y postgresql >&2
fi
version=$(pg_lsclusters -h | awk 'NR==1 {print $1}')
cluster=$(pg_lsclusters -h | awk 'NR==1 {print $2}')
pg_ctlcluster "$version" "$cluster" start >&2 || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
su postgres -c "psql -qtc \"SELECT 1 FROM pg_roles WHERE rolname = 'dealerline'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"CREATE ROLE dealerline LOGIN SUPERUSER PASSWORD 'dealerline'\"" >&2
su postgres -c "psql -qtc \"SELECT 1 FROM pg_database WHERE datname = 'dealerline_test'\"" | grep -q 1 \
  || su postgres -c "createdb -O dealerline dealerline_test" >&2
echo "postgres://dealerline:dealerline@127.0.0.1:5432/dealerline_test"
