#!/bin/sh
# Restarts the app servers one at a time, each only after the previous one answers /readyz, so
# nginx always has one to send visitors to (docs/deploy.md, "Upgrades").
#   deploy/rolling-restart.sh 3001 3002
set -eu

if [ $# -eq 0 ]; then
  echo "Usage: $0 PORT..." >&2
  exit 2
fi
for port in "$@"; do
  echo "restarting spa-app@$port"
  systemctl restart "spa-app@$port"
  tries=0
  until curl --silent --fail --max-time 2 "http://127.0.0.1:$port/readyz" >/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -ge 60 ]; then
      echo "spa-app@$port is not ready after 60 s: stopping here (journalctl -u spa-app@$port)" >&2
      exit 1
    fi
    sleep 1
  done
  echo "spa-app@$port is ready"
done
