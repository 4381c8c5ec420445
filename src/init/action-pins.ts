// The actions a job with write permissions uses, pinned by full commit sha: a tag can be moved by
// whoever controls the action's repository, a commit cannot. The comment names the release the
// commit is. perf-gate's own pin is the release commit the workflow was written for; users pin
// the release commit of perf-gate they reviewed. test/unit/workflows/permissions.test.ts checks
// that the example workflows and the one `perf-gate init` writes use these.

/** `uses:` of perf-gate's action, with its release in a trailing comment. */
export const PERF_GATE_ACTION =
  'perf-gate/perf-gate@c193f6790f62c435c555c3e97ab47ed90a8d195d # v0.1.0';

/** `uses:` of actions/download-artifact v4.1.8 (the commit its v4.1.8 tag points at). */
export const DOWNLOAD_ARTIFACT_ACTION =
  'actions/download-artifact@fa0a91b85d4f404e444e00e005971372dc801d16 # v4.1.8';
