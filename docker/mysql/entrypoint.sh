#!/bin/bash
# Honours the official mysql image's contract: MYSQL_ROOT_PASSWORD, MYSQL_ALLOW_EMPTY_PASSWORD,
# MYSQL_DATABASE, MYSQL_USER, MYSQL_PASSWORD, /docker-entrypoint-initdb.d/*.sql|*.sql.gz|*.sh,
# and extra mysqld arguments (e.g. --port=13306 --bind-address=127.0.0.1).
# MYSQL_TCP_PORT sets the listen port (default 3306); MYSQL_BIND_ADDRESS the address (default all).
set -euo pipefail
DATADIR=/var/lib/mysql
log() { echo "[entrypoint] $*"; }

if [ "${1:-mysqld}" = mysqld ] || [ "${1:-}" = mariadbd ]; then shift || true; fi
if [ "${1:-}" != "" ] && [ "${1:0:1}" != "-" ]; then exec "$@"; fi

if [ -z "${MYSQL_ROOT_PASSWORD:-}" ] && [ -z "${MYSQL_ALLOW_EMPTY_PASSWORD:-}" ] && [ -z "${MYSQL_RANDOM_ROOT_PASSWORD:-}" ]; then
  echo "error: database is uninitialized and password option is not specified" >&2
  echo "  You need to specify one of MYSQL_ROOT_PASSWORD, MYSQL_ALLOW_EMPTY_PASSWORD and MYSQL_RANDOM_ROOT_PASSWORD" >&2
  exit 1
fi

if [ ! -d "$DATADIR/mysql" ]; then
  log "initializing database in $DATADIR"
  mariadb-install-db --user=mysql --datadir="$DATADIR" --skip-test-db --auth-root-authentication-method=normal >/dev/null
  SOCK=/run/mysqld/init.sock
  mariadbd --user=mysql --datadir="$DATADIR" --skip-networking --socket="$SOCK" --skip-log-error 2>/dev/null &
  pid=$!
  for _ in $(seq 1 100); do mariadb-admin --socket="$SOCK" ping >/dev/null 2>&1 && break; sleep 0.1; done
  sql() { mariadb --socket="$SOCK" -uroot "$@"; }
  root_pw="${MYSQL_ROOT_PASSWORD:-}"
  if [ -n "${MYSQL_RANDOM_ROOT_PASSWORD:-}" ]; then root_pw="$(head -c 18 /dev/urandom | base64)"; log "GENERATED ROOT PASSWORD: $root_pw"; fi
  {
    echo "DELETE FROM mysql.global_priv WHERE User='' OR (User='root' AND Host NOT IN ('localhost'));"
    echo "CREATE USER IF NOT EXISTS 'root'@'%' IDENTIFIED BY '${root_pw//\'/\'\'}';"
    echo "GRANT ALL ON *.* TO 'root'@'%' WITH GRANT OPTION;"
    echo "ALTER USER 'root'@'localhost' IDENTIFIED BY '${root_pw//\'/\'\'}';"
    [ -n "${MYSQL_DATABASE:-}" ] && echo "CREATE DATABASE IF NOT EXISTS \`$MYSQL_DATABASE\`;"
    if [ -n "${MYSQL_USER:-}" ] && [ -n "${MYSQL_PASSWORD:-}" ]; then
      echo "CREATE USER '$MYSQL_USER'@'%' IDENTIFIED BY '${MYSQL_PASSWORD//\'/\'\'}';"
      [ -n "${MYSQL_DATABASE:-}" ] && echo "GRANT ALL ON \`$MYSQL_DATABASE\`.* TO '$MYSQL_USER'@'%';"
    fi
    echo "FLUSH PRIVILEGES;"
  } | sql
  db_args=()
  [ -n "${MYSQL_DATABASE:-}" ] && db_args=("$MYSQL_DATABASE")
  for f in /docker-entrypoint-initdb.d/*; do
    [ -e "$f" ] || continue
    case "$f" in
      *.sh) log "running $f"; . "$f" ;;
      *.sql) log "running $f"; sql -p"$root_pw" "${db_args[@]}" < "$f" ;;
      *.sql.gz) log "running $f"; gunzip -c "$f" | sql -p"$root_pw" "${db_args[@]}" ;;
      *) log "ignoring $f" ;;
    esac
  done
  mariadb-admin --socket="$SOCK" -uroot -p"$root_pw" shutdown
  wait "$pid" || true
  log "initialization done"
fi

# performance_schema on, as in mysql:8.4 (MariaDB's default is off): perf-gate counts each
# request's statements from its digest and per-user statement tables.
exec mariadbd --user=mysql --datadir="$DATADIR" \
  --performance-schema=ON --performance-schema-consumer-statements-digest=ON \
  --port="${MYSQL_TCP_PORT:-3306}" --bind-address="${MYSQL_BIND_ADDRESS:-0.0.0.0}" \
  --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
  --skip-name-resolve "$@"
