# Sourced by every bash step of a workflow run under act (BASH_ENV): the bash counterpart of
# act-summary.mjs. When the step's shell exits, copies its $GITHUB_STEP_SUMMARY into
# $PERF_GATE_SUMMARIES (the runner on GitHub keeps each step's summary; act truncates the file
# before every step). Keeps the step's exit status; identical copies are kept once.
__perf_gate_keep_summary() {
  local status=$? hash
  if [ -s "${GITHUB_STEP_SUMMARY:-}" ] && [ -d "${PERF_GATE_SUMMARIES:-}" ]; then
    hash="$(sha256sum < "$GITHUB_STEP_SUMMARY" | cut -c1-16)"
    if ! compgen -G "$PERF_GATE_SUMMARIES/*-$hash.md" >/dev/null; then
      cp "$GITHUB_STEP_SUMMARY" "$PERF_GATE_SUMMARIES/$(printf '%015d' "$(date +%s%3N)")-$hash.md"
    fi
  fi
  return "$status"
}
trap __perf_gate_keep_summary EXIT
