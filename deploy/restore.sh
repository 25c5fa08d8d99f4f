#!/bin/sh
# Restores a dump made by deploy/backup.sh into an EMPTY database:
#   deploy/restore.sh /var/backups/spa/spa-20261124T031500Z.dump postgres://spa:...@127.0.0.1:5432/spa_restored
# All or nothing: one transaction, stopped at the first error. docs/deploy.md has the whole
# procedure (stop the app servers, restore, point DATABASE_URL at it, start them).
set -eu

if [ $# -ne 2 ]; then
  echo "Usage: $0 DUMP_FILE TARGET_DATABASE_URL (an empty database)" >&2
  exit 2
fi
dump="$1"
target="$2"

tables="$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" \
  --command="select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "The target database is not empty ($tables tables): restore into a new one." >&2
  exit 1
fi

pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
  --dbname="$target" "$dump"
echo "Restored $dump"
