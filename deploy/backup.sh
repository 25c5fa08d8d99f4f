#!/bin/sh
# A consistent dump of the site's PostgreSQL database (leads, resumes, staff accounts, content
# and its history): run daily by spa-backup.timer, or by hand. pg_dump reads one snapshot while
# the app servers keep running.
#   DATABASE_URL  the database (from /etc/spa/spa.env)
#   BACKUP_DIR    where dumps go [/var/backups/spa]
#   BACKUP_KEEP_DAYS  dumps older than this are deleted [14]
# Prints the new dump's path. Restore with deploy/restore.sh (docs/deploy.md).
set -eu

: "${DATABASE_URL:?DATABASE_URL is not set}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/spa}"
BACKUP_KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"

umask 077
mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
target="$BACKUP_DIR/spa-$stamp.dump"
partial="$target.partial"
trap 'rm -f "$partial"' EXIT

# Custom format: compressed, and pg_restore can restore all of it or single tables.
pg_dump --format=custom --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL"
# Only a complete dump gets the name the restore and the clean-up look for.
mv "$partial" "$target"
find "$BACKUP_DIR" -maxdepth 1 -name 'spa-*.dump' -mtime "+$BACKUP_KEEP_DAYS" -delete
echo "$target"
