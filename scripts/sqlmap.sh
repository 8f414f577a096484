#!/usr/bin/env bash
# SQL injection scan (issue 11): starts the server on a loopback port with a throwaway DATA_DIR (embedded PGlite,
# demo data), signs in a student and an admin, and runs sqlmap in batch mode against the main API endpoints: query
# parameters, JSON bodies and ids in paths. Exits 1 when sqlmap reports any injectable parameter.
#
#   npm run security:sqlmap                      # the default scan (level 2, risk 1)
#   SQLMAP_LEVEL=3 SQLMAP_RISK=2 npm run security:sqlmap
#   SQLMAP_ONLY=messages npm run security:sqlmap # only targets whose name contains "messages"
#
# Needs sqlmap (Debian: `apt-get install sqlmap`), curl and Node. Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${SQLMAP_PORT:-3291}"
LEVEL="${SQLMAP_LEVEL:-2}"
RISK="${SQLMAP_RISK:-1}"
TECHNIQUE="${SQLMAP_TECHNIQUE:-BEUST}"
ONLY="${SQLMAP_ONLY:-}"
BASE="http://127.0.0.1:${PORT}"
ADMIN_EMAIL="sqlmap-admin@riverside.example"
ADMIN_PASSWORD="Sqlmap-Admin-2026"
STUDENT_EMAIL="maya.chen@students.riverside.example" # a demo student (DEMO_DATA=1)
STUDENT_PASSWORD="Riverside-Demo-2026"

command -v sqlmap >/dev/null || { echo "sqlmap is not installed (Debian: apt-get install sqlmap)" >&2; exit 2; }
command -v curl >/dev/null || { echo "curl is not installed" >&2; exit 2; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/cohort-sqlmap.XXXXXX")"
LOGS=".tmp/sqlmap" # each target's sqlmap output, kept after the run
rm -rf "$LOGS" && mkdir -p "$LOGS"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

if curl -s -o /dev/null "$BASE/api/health"; then
  echo "something already listens on port ${PORT}: choose another with SQLMAP_PORT" >&2
  exit 2
fi
started=$(date +%s)
echo "==> starting the server on ${BASE} (data in ${WORK}/data)"
# `env` execs node, so $! is the server process itself (node --import tsx runs in-process, without a child).
env -u DATABASE_URL \
  PORT="$PORT" HOST=127.0.0.1 PUBLIC_URL="$BASE" DATA_DIR="$WORK/data" LOG_LEVEL="${SQLMAP_LOG_LEVEL:-warn}" DEMO_DATA=1 \
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" AUTH_RATE_LIMIT_SCALE=1000 LOWER_THIRD_PIN=2468 \
  WEB_DIST="$WORK/no-web" \
  node --import tsx src/server/main.ts >"$LOGS/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  curl -fs "$BASE/api/ready" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$LOGS/server.log" >&2; echo "the server did not start" >&2; exit 2; }
  sleep 1
done
curl -fs "$BASE/api/ready" >/dev/null || { echo "the server did not become ready" >&2; exit 2; }

# Signs in and prints the session cookie as NAME=VALUE.
sign_in() {
  local jar="$WORK/$1.jar"
  curl -fs -c "$jar" -H "Origin: $BASE" -H "Content-Type: application/json" \
    -d "{\"email\":\"$2\",\"password\":\"$3\"}" "$BASE/api/auth/sign-in/email" >/dev/null
  awk '$6 ~ /session_token$/ { print $6 "=" $7 }' "$jar"
}
ADMIN_COOKIE="$(sign_in admin "$ADMIN_EMAIL" "$ADMIN_PASSWORD")"
STUDENT_COOKIE="$(sign_in student "$STUDENT_EMAIL" "$STUDENT_PASSWORD")"
[ -n "$ADMIN_COOKIE" ] && [ -n "$STUDENT_COOKIE" ] || { echo "could not sign in" >&2; exit 2; }

# Real ids, so that the requests sqlmap varies reach the queries behind the lookups.
get() { curl -fs -H "Cookie: $1" "$BASE$2"; }
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=new Function("d","return "+process.argv[1])(JSON.parse(s));console.log(v??"")})' "$1"; }
STUDENT_ID="$(get "$STUDENT_COOKIE" /api/accounts/me | json 'd.user.id')"
ADMIN_ID="$(get "$ADMIN_COOKIE" /api/accounts/me | json 'd.user.id')"
ENTRY_ID="$(get "$STUDENT_COOKIE" /api/schedule/entries | json 'd.entries[0]?.id')"
GAME_ID="$(get "$STUDENT_COOKIE" /api/jenga/games | json 'd.games[0]?.id')"
TEAM_ID="$(get "$ADMIN_COOKIE" /api/spikeball/admin/teams | json 'd.teams[0]?.id')"
TOURNAMENT_ID="$(get "$ADMIN_COOKIE" /api/spikeball/admin/tournaments | json 'd.tournaments[0]?.id')"
NOTIFICATION_ID="$(get "$ADMIN_COOKIE" /api/admin/notifications | json 'd.notifications[0]?.id')"

# name | who | method | path (a * marks an injection point in the path) | JSON body (empty for none)
TARGETS=(
  "admin-users-list|admin|GET|/api/admin/users?search=maya&status=active&schoolId=1&sort=name&page=1&pageSize=20|"
  "admin-audit-log|admin|GET|/api/admin/audit-log?page=1&pageSize=25|"
  "messages-people|admin|GET|/api/messages/people?search=maya|"
  "messages-conversation|student|GET|/api/messages/conversations/${ADMIN_ID}*?limit=20&before=2030-01-01T00:00:00.000Z|"
  "messages-send|student|POST|/api/messages|{\"recipientId\":\"${ADMIN_ID}\",\"content\":\"hello\"}"
  "messages-read|admin|POST|/api/messages/conversations/${STUDENT_ID}*/read|"
  "schedule-entry|student|GET|/api/schedule/entries/${ENTRY_ID}*|"
  "schedule-entry-update|student|PUT|/api/schedule/entries/${ENTRY_ID}*|{\"className\":\"AP Biology\",\"teacherName\":\"Dr. Patel\",\"roomNumber\":\"S204\",\"startTime\":\"08:00\",\"endTime\":\"08:50\",\"daysOfWeek\":[\"Monday\"]}"
  "schedule-of-user|admin|GET|/api/admin/users/${STUDENT_ID}*/schedule|"
  "calendar-feed|student|GET|/api/calendar/abcdef*.ics|"
  "admin-edit-user|admin|PATCH|/api/admin/users/${STUDENT_ID}*|{\"email\":\"maya.chen@students.riverside.example\",\"name\":\"Maya Chen\",\"schoolId\":1,\"isCasStudent\":false}"
  "admin-notification|admin|PATCH|/api/admin/notifications/${NOTIFICATION_ID}*|{\"isActive\":true}"
  "notification-create|admin|POST|/api/admin/notifications|{\"title\":\"Fire drill\",\"message\":\"At noon\",\"type\":\"info\",\"expiresHours\":2}"
  "jenga-game|student|GET|/api/jenga/games/${GAME_ID}*|"
  "jenga-join|student|POST|/api/jenga/games/join|{\"code\":\"ABC123\"}"
  "jenga-admin-users|admin|GET|/api/jenga/admin/users?search=maya|"
  "jenga-create|admin|POST|/api/jenga/admin/games|{\"name\":\"Friday game\"}"
  "spikeball-invitable|student|GET|/api/spikeball/invitable-users?search=chen|"
  "spikeball-team-rename|admin|PATCH|/api/spikeball/admin/teams/${TEAM_ID}*|{\"name\":\"Net Ninjas\"}"
  "spikeball-review|admin|POST|/api/spikeball/admin/users/${STUDENT_ID}*/review|{\"status\":\"approved\",\"notes\":\"ok\"}"
  "tournament|admin|GET|/api/spikeball/tournaments/${TOURNAMENT_ID}*|"
  "tournament-create|admin|POST|/api/spikeball/admin/tournaments|{\"name\":\"Spring Cup\",\"description\":\"Fun\",\"maxTeams\":8}"
  "friends-request|student|POST|/api/friends/requests|{\"email\":\"sam.rivera@students.riverside.example\"}"
  "friends-schedule|student|GET|/api/friends/${ADMIN_ID}*/schedule|"
  "sports-match|admin|PATCH|/api/sports/matches/2*|{\"teamAName\":\"Hawks\",\"teamBName\":\"Owls\"}"
  "lower-third-unlock|student|POST|/api/lower-third/unlock|{\"pin\":\"1234\"}"
  "sign-in|anonymous|POST|/api/auth/sign-in/email|{\"email\":\"maya.chen@students.riverside.example\",\"password\":\"wrong-password\"}"
  "sign-up|anonymous|POST|/api/accounts/sign-up|{\"fullName\":\"Sql Map\",\"email\":\"sqlmap@riverside.example\",\"password\":\"Orbit-Lantern-2026\",\"confirmPassword\":\"Orbit-Lantern-2026\",\"schoolId\":1}"
)

FOUND=()
INCOMPLETE=()
SCANNED=0
for target in "${TARGETS[@]}"; do
  IFS='|' read -r name who method path body <<<"$target"
  if [ -n "$ONLY" ] && [[ "$name" != *"$ONLY"* ]]; then continue; fi
  cookie=""
  [ "$who" = admin ] && cookie="$ADMIN_COOKIE"
  [ "$who" = student ] && cookie="$STUDENT_COOKIE"
  args=(
    -u "$BASE$path" --method "$method" --batch --level "$LEVEL" --risk "$RISK" --technique "$TECHNIQUE"
    --dbms PostgreSQL --time-sec 2 --timeout 15 --retries 1 --disable-coloring --drop-set-cookie
    # A refusal (not signed in for this, not found, not allowed) is an answer to compare too, not a reason to stop.
    --ignore-code 401,403,404,409,429
    --skip-waf --output-dir "$WORK/sqlmap" --flush-session -t "$LOGS/$name.traffic"
    -H "Origin: $BASE"
  )
  [ -n "$cookie" ] && args+=(--cookie "$cookie")
  [ -n "$body" ] && args+=(--data "$body" -H "Content-Type: application/json")
  t0=$(date +%s)
  log="$LOGS/$name.log"
  sqlmap "${args[@]}" >"$log" 2>&1 || true
  SCANNED=$((SCANNED + 1))
  requests=$(grep -c '^HTTP request \[#' "$LOGS/$name.traffic" 2>/dev/null || echo 0)
  took="${requests} requests, $(($(date +%s) - t0)) s"
  if grep -qE "identified the following injection point|is vulnerable\. Do you want" "$log"; then
    FOUND+=("$name")
    echo "!! $name ($method $path): INJECTABLE ($took)"
    sed -n '/identified the following injection point/,/^---$/p' "$log"
  elif grep -q "all tested parameters do not appear to be injectable" "$log"; then
    echo "ok $name ($method ${path%%\?*}): nothing injectable ($took)"
  else
    INCOMPLETE+=("$name")
    echo "?? $name ($method ${path%%\?*}): sqlmap did not finish ($took):"
    grep -E "CRITICAL|ERROR" "$log" | head -n 3 || true
  fi
done

echo
echo "sqlmap: ${SCANNED} targets, level ${LEVEL}, risk ${RISK}, techniques ${TECHNIQUE}, $(($(date +%s) - started)) s in all"
if [ "${#FOUND[@]}" -gt 0 ]; then
  echo "INJECTABLE: ${FOUND[*]} (sqlmap's output in $LOGS/<name>.log)"
  exit 1
fi
if [ "${#INCOMPLETE[@]}" -gt 0 ]; then
  echo "NOT SCANNED TO THE END: ${INCOMPLETE[*]} (sqlmap's output in $LOGS/<name>.log)"
  exit 3
fi
echo "no injectable parameter found"
