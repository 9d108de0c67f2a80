# Stage timing, sourced by scripts/test.sh and .ci/run. Each stage appends a line
# "name<TAB>seconds<TAB>result" to the file named by SHALA_STAGE_TIMES; print_stage_times
# prints them as a table (also after a failure: callers print it from an EXIT trap).

# time_stage NAME COMMAND...: runs the command, records its time, answers its status.
time_stage() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  local result=ok
  if [ "$status" -ne 0 ]; then result="FAILED ($status)"; fi
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - start))" "$result" >>"$SHALA_STAGE_TIMES"
  return "$status"
}

# skip_stage NAME WHY: records a stage that did not need to run.
skip_stage() {
  printf '%s\t0\t%s\n' "$1" "$2" >>"$SHALA_STAGE_TIMES"
}

print_stage_times() {
  if [ ! -s "${SHALA_STAGE_TIMES:-}" ]; then return 0; fi
  printf '\n\033[1m== Stage times\033[0m\n'
  awk -F'\t' '
    { printf "%-22s %6d s  %5.1f min  %s\n", $1, $2, $2 / 60, $3; total += $2 }
    END { printf "%-22s %6d s  %5.1f min\n", "total", total, total / 60 }
  ' "$SHALA_STAGE_TIMES"
}
