// The permission rules every shipped workflow must keep, as a checker returning its findings (one
// sentence each, naming the job). A job that runs a pull request's code holds no write permission
// (its code can read the job's token); a job that holds one runs nothing it did not pin: no
// checkout, no package manager, every action by full commit sha with its release in a comment.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';

/** A step as the checker reads it; `usesComment` is the trailing comment of its `uses:` line. */
interface Step {
  uses?: string;
  usesComment?: string;
  run?: string;
  with: Record<string, unknown>;
}

interface Job {
  name: string;
  permissions: unknown;
  steps: Step[];
}

const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
const PACKAGE_MANAGERS = /\b(npx|npm|pnpm|yarn|pip3?)\b/;
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const RELEASE_COMMENT = /^v\d+\.\d+\.\d+$/;

/** The findings for one workflow file's text; empty when it keeps every rule. */
export function lintWorkflow(text: string): string[] {
  const document = parseDocument(text);
  if (document.errors.length) return document.errors.map((error) => error.message);
  const workflow = document.toJS() as Record<string, unknown>;
  const events = eventsOf(workflow['on']);
  const pullRequest = events.some((event) => PULL_REQUEST_EVENTS.includes(event));
  const jobs = jobsOf(document.get('jobs'));
  const findings: string[] = [];
  const declared = 'permissions' in workflow;
  for (const job of jobs) {
    // Job-level permissions replace the workflow's; neither leaves the repository's default token.
    const permissions = job.permissions ?? workflow['permissions'];
    if (!declared && job.permissions === undefined) {
      findings.push(
        `job ${job.name}: no permissions declared (workflow or job): it gets the default token.`,
      );
    }
    const writes = writePermissions(permissions);
    const prCode = prCodeReason(job, pullRequest);
    if (prCode && writes.length) {
      findings.push(
        `job ${job.name}: runs the pull request's code (${prCode}) and holds ${writes.join(', ')}.`,
      );
    }
    if (!writes.length) continue;
    for (const step of job.steps) {
      if (step.uses?.startsWith('actions/checkout@')) {
        findings.push(`job ${job.name}: holds ${writes.join(', ')} and checks out code.`);
      }
      const manager = step.run?.match(PACKAGE_MANAGERS);
      if (manager) {
        findings.push(
          `job ${job.name}: holds ${writes.join(', ')} and runs ${manager[1]} (\`${oneLine(step.run!)}\`).`,
        );
      }
      if (step.uses !== undefined && !PINNED.test(step.uses)) {
        findings.push(
          `job ${job.name}: holds ${writes.join(', ')} and uses ${step.uses}, not pinned by a full commit sha.`,
        );
      } else if (step.uses !== undefined && !RELEASE_COMMENT.test(step.usesComment ?? '')) {
        findings.push(`job ${job.name}: ${step.uses} has no trailing # vX.Y.Z release comment.`);
      }
    }
  }
  return findings;
}

/**
 * Why a job runs PR code, or undefined: the perf-gate action measuring (gate or measure mode), or,
 * on a pull request event, a checkout (whatever runs after it, run steps included, is the PR's).
 */
function prCodeReason(job: Job, pullRequest: boolean): string | undefined {
  for (const step of job.steps) {
    if (step.uses?.startsWith('perf-gate/perf-gate@')) {
      const mode = typeof step.with['mode'] === 'string' ? step.with['mode'] : 'gate';
      if (mode !== 'publish') return `the perf-gate action in ${mode} mode`;
    }
    if (pullRequest && step.uses?.startsWith('actions/checkout@')) {
      return 'it checks out the pull request';
    }
  }
  return undefined;
}

/** The permissions a job's token can write with ("write-all" counts as every one). */
export function writePermissions(permissions: unknown): string[] {
  if (permissions === 'write-all') return ['write-all'];
  if (typeof permissions !== 'object' || permissions === null) return [];
  return Object.entries(permissions as Record<string, unknown>)
    .filter(([, access]) => access === 'write')
    .map(([scope]) => `${scope}: write`);
}

function eventsOf(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return typeof on === 'object' && on !== null ? Object.keys(on) : [];
}

function jobsOf(node: unknown): Job[] {
  if (!isMap(node)) return [];
  return node.items.map((pair) => {
    const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const job = pair.value;
    const permissions = isMap(job)
      ? (job.toJSON() as Record<string, unknown>)['permissions']
      : undefined;
    const stepsNode = isMap(job) ? job.get('steps', true) : undefined;
    const steps = isSeq(stepsNode) ? stepsNode.items.map(stepOf) : [];
    return { name, permissions, steps };
  });
}

function stepOf(node: unknown): Step {
  if (!isMap(node)) return { with: {} };
  const uses = node.get('uses', true);
  const run = node.get('run');
  const inputs = (node.toJSON() as Record<string, unknown>)['with'];
  return {
    ...(isScalar(uses) ? { uses: String(uses.value) } : {}),
    ...(isScalar(uses) && uses.comment ? { usesComment: uses.comment.trim() } : {}),
    ...(typeof run === 'string' ? { run } : {}),
    with: typeof inputs === 'object' && inputs !== null ? (inputs as Record<string, unknown>) : {},
  };
}

function oneLine(text: string): string {
  const line = text.trim().split('\n')[0]!;
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
