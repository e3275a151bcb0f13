#!/bin/sh
# compose's backup service, in the PostgreSQL image (pg_dump, pg_restore, psql, GNU tar). Writes
# the archive format of `npm run backup` (apps/server/src/backup/backup-archive.ts): the manifest,
# pg_dump's custom format and the uploads under data/.
#   loop             back up now, then every BACKUP_INTERVAL_SECONDS; drop those past BACKUP_KEEP_DAYS
#   once             back up now
#   restore <file>   with app1 and app2 stopped:
#                      docker compose stop app1 app2
#                      docker compose run --rm backup restore /backups/kabar-postgres-....tar.gz
#                      docker compose start app1 app2
set -eu
: "${DATABASE_URL:?set DATABASE_URL}"
BACKUP_DIR=${BACKUP_DIR:-/backups}
DATA_DIR=${DATA_DIR:-/data}

backup_once() {
  mkdir -p "$BACKUP_DIR"
  work=$(mktemp -d "$BACKUP_DIR/.kabar-backup-XXXXXX")
  entries='[]'
  if [ -d "$DATA_DIR/uploads" ]; then entries='["uploads"]'; fi
  printf '{\n  "format": 1,\n  "kind": "postgres",\n  "createdAt": "%s",\n  "entries": %s\n}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$entries" >"$work/kabar-backup.json"
  pg_dump --format=custom --file="$work/database.dump" --dbname="$DATABASE_URL"
  tar -cf "$work/backup.tar" -C "$work" kabar-backup.json database.dump
  if [ -d "$DATA_DIR/uploads" ]; then
    tar -rf "$work/backup.tar" -C "$DATA_DIR" --transform='s,^,data/,' uploads
  fi
  gzip "$work/backup.tar"
  file="$BACKUP_DIR/kabar-postgres-$(date -u +%Y-%m-%dT%H-%M-%SZ).tar.gz"
  mv "$work/backup.tar.gz" "$file"
  rm -rf "$work"
  echo "kabar-backup: $file"
}

restore() {
  export PGOPTIONS='-c client_min_messages=warning'
  work=$(mktemp -d "$DATA_DIR/.kabar-backup-XXXXXX")
  trap 'rm -rf "$work"' EXIT
  tar -xzf "$1" -C "$work"
  grep -q '"kind": "postgres"' "$work/kabar-backup.json"
  pg_restore --no-owner --no-privileges --file="$work/database.sql" "$work/database.dump"
  # As backup-archive.ts does: every schema dropped and the dump loaded, in one transaction.
  psql --no-psqlrc --quiet --single-transaction --set=ON_ERROR_STOP=1 --dbname="$DATABASE_URL" \
    --command="do \$\$ declare s name; begin
      for s in select nspname from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema'
      loop execute format('drop schema %I cascade', s); end loop;
      create schema public;
    end \$\$;" \
    --file="$work/database.sql" >/dev/null
  rm -rf "$DATA_DIR/uploads"
  if [ -d "$work/data/uploads" ]; then mv "$work/data/uploads" "$DATA_DIR/uploads"; fi
  echo "kabar-backup: restored $1"
}

case "${1:-loop}" in
  once) backup_once ;;
  restore) restore "${2:?restore needs the archive}" ;;
  loop)
    while true; do
      backup_once || echo "kabar-backup: backup failed" >&2
      find "$BACKUP_DIR" -name 'kabar-postgres-*.tar.gz' -mtime +"${BACKUP_KEEP_DAYS:-14}" -delete
      sleep "${BACKUP_INTERVAL_SECONDS:-86400}"
    done
    ;;
  *) echo "usage: kabar-backup loop | once | restore <file>" >&2; exit 2 ;;
esac
