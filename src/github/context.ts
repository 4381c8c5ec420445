// The workflow run as plain data: which repository, which pull request, which commits, and whether
// the token can write. currentGitHubContext() is the only function in src/github that reads the
// environment (through @actions/github's context); everything else takes these values as
// parameters.
import { context as actionsContext } from '@actions/github';

/** The facts about the current run that the publishing steps need. */
export interface GitHubRunContext {
  eventName: string;
  owner: string;
  repo: string;
  /** the pull request, for pull_request / pull_request_target / workflow_run events */
  prNumber?: number;
  /** the PR's base commit and branch: what the PR is compared against */
  baseSha?: string;
  baseRef?: string;
  /** the PR's head commit: where the status goes (GITHUB_SHA of a pull_request run is a merge commit) */
  headSha: string;
  headRef?: string;
  /** the PR comes from another repository */
  isFork: boolean;
  /** the ref the run is for (GITHUB_REF, e.g. refs/heads/main on a push) */
  ref?: string;
  /** the repository's default branch, when the event says (push, pull_request, …) */
  defaultBranch?: string;
  /**
   * The token is read-only for this run: a pull_request event from a fork. Comments and statuses
   * will be refused, so publishing skips them with a notice.
   */
  readOnlyToken: boolean;
  apiUrl: string;
  serverUrl: string;
  runId?: number;
  /** link to the workflow run, for the status target and the report */
  runUrl?: string;
  /**
   * workflow_run: the run that measured (and holds the artifact), which the report links to;
   * the current run only publishes
   */
  measuredRunUrl?: string;
  actor?: string;
}

/** The raw inputs of githubContextFrom: what the runner provides. */
export interface RawRunInfo {
  eventName: string;
  /** the webhook payload (GITHUB_EVENT_PATH's content) */
  payload: Record<string, unknown>;
  /** "owner/repo" (GITHUB_REPOSITORY) */
  repository?: string;
  /** GITHUB_SHA */
  sha: string;
  /** GITHUB_REF */
  ref?: string;
  apiUrl?: string;
  serverUrl?: string;
  runId?: number;
  actor?: string;
}

/** Reads the current run from @actions/github's context (environment and event payload). */
export function currentGitHubContext(): GitHubRunContext {
  const repository = process.env['GITHUB_REPOSITORY'];
  return githubContextFrom({
    eventName: actionsContext.eventName,
    payload: actionsContext.payload,
    ...(repository ? { repository } : {}),
    sha: actionsContext.sha,
    ...(actionsContext.ref ? { ref: actionsContext.ref } : {}),
    apiUrl: actionsContext.apiUrl,
    serverUrl: actionsContext.serverUrl,
    ...(Number.isFinite(actionsContext.runId) ? { runId: actionsContext.runId } : {}),
    ...(actionsContext.actor ? { actor: actionsContext.actor } : {}),
  });
}

/** Derives the run context from raw runner values; pure, so every event shape is unit-tested. */
export function githubContextFrom(raw: RawRunInfo): GitHubRunContext {
  const payloadRepository = record(raw.payload['repository']);
  const fullName =
    raw.repository ??
    text(payloadRepository?.['full_name']) ??
    `${text(record(payloadRepository?.['owner'])?.['login']) ?? ''}/${text(payloadRepository?.['name']) ?? ''}`;
  const [owner = '', repo = ''] = fullName.split('/');
  const apiUrl = (raw.apiUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const serverUrl = (raw.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const defaultBranch = text(payloadRepository?.['default_branch']);
  const base: GitHubRunContext = {
    eventName: raw.eventName,
    owner,
    repo,
    headSha: raw.sha,
    isFork: false,
    readOnlyToken: false,
    apiUrl,
    serverUrl,
    ...(raw.runId === undefined
      ? {}
      : { runId: raw.runId, runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${raw.runId}` }),
    ...(raw.actor ? { actor: raw.actor } : {}),
    ...(raw.ref ? { ref: raw.ref } : {}),
    ...(defaultBranch ? { defaultBranch } : {}),
  };

  const pullRequest = record(raw.payload['pull_request']);
  if (pullRequest) {
    const head = record(pullRequest['head']);
    const baseBranch = record(pullRequest['base']);
    const headRepo = text(record(head?.['repo'])?.['full_name']);
    const baseRepo = text(record(baseBranch?.['repo'])?.['full_name']) ?? fullName;
    // A deleted fork leaves head.repo null: still a fork.
    const isFork = headRepo === undefined || headRepo.toLowerCase() !== baseRepo.toLowerCase();
    return withOptional(base, {
      prNumber: number(pullRequest['number']),
      baseSha: text(baseBranch?.['sha']),
      baseRef: text(baseBranch?.['ref']),
      headSha: text(head?.['sha']) ?? raw.sha,
      headRef: text(head?.['ref']),
      isFork,
      // pull_request_target runs with the base repository's token, which can write.
      readOnlyToken: isFork && raw.eventName === 'pull_request',
    });
  }

  const workflowRun = record(raw.payload['workflow_run']);
  if (workflowRun) {
    const pullRequests = Array.isArray(workflowRun['pull_requests'])
      ? workflowRun['pull_requests']
      : [];
    const first = record(pullRequests[0]);
    const headRepo = text(record(workflowRun['head_repository'])?.['full_name']);
    const measuredRunId = number(workflowRun['id']);
    return withOptional(base, {
      measuredRunUrl:
        measuredRunId === undefined
          ? undefined
          : `${serverUrl}/${owner}/${repo}/actions/runs/${measuredRunId}`,
      prNumber: number(first?.['number']),
      baseSha: text(record(first?.['base'])?.['sha']),
      baseRef: text(record(first?.['base'])?.['ref']),
      headSha: text(workflowRun['head_sha']) ?? raw.sha,
      headRef: text(workflowRun['head_branch']),
      isFork: headRepo !== undefined && headRepo.toLowerCase() !== fullName.toLowerCase(),
      readOnlyToken: false,
    });
  }
  return base;
}

function withOptional(
  base: GitHubRunContext,
  values: { [K in keyof GitHubRunContext]?: GitHubRunContext[K] | undefined },
): GitHubRunContext {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) merged[key] = value;
  return merged as unknown as GitHubRunContext;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
