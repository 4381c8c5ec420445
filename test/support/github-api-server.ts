// A local stand-in for the few GitHub REST endpoints perf-gate calls, on 127.0.0.1 and a free port.
// It keeps comments and statuses in memory and records every call, so tests can assert what was
// sent (and what was not) the way GitHub would have seen it:
//   GET   /user
//   GET   /repos/{owner}/{repo}/issues/{number}/comments?per_page=&page=   (Link header pagination)
//   POST  /repos/{owner}/{repo}/issues/{number}/comments
//   PATCH /repos/{owner}/{repo}/issues/comments/{id}
//   POST  /repos/{owner}/{repo}/statuses/{sha}
//   GET   /repos/{owner}/{repo}/pulls?state=open&per_page=&page=               (seeded with `pulls`)
//   GET, POST /repos/{owner}/{repo}/issues, PATCH …/issues/{number}             (github-api-issues.ts)
// Tokens map to users; a user can be read-only (403 on writes, like a fork's GITHUB_TOKEN) or be
// refused GET /user (403, like any GITHUB_TOKEN or App installation token).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleIssueRoute, type StoredIssue } from './github-api-issues.js';
import { listenOnLoopback } from './loopback.js';

export type { StoredIssue };

export interface ApiUser {
  login: string;
  type?: 'User' | 'Bot';
  /** writes answer 403 "Resource not accessible by integration" */
  readOnly?: boolean;
  /** GET /user answers 403, as for GITHUB_TOKEN */
  userEndpointForbidden?: boolean;
  /** the issue routes answer 403, as for a job token without `issues` permission */
  issuesForbidden?: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  login?: string;
}

export interface StoredComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredStatus {
  id: number;
  owner: string;
  repo: string;
  sha: string;
  state: string;
  description?: string;
  context: string;
  targetUrl?: string;
  login: string;
}

export interface GitHubApiServer extends AsyncDisposable {
  /** API root to pass as apiUrl, e.g. http://127.0.0.1:41234 */
  url: string;
  calls: RecordedCall[];
  comments: StoredComment[];
  statuses: StoredStatus[];
  /** the issues opened (seed one by pushing it) */
  issues: StoredIssue[];
  /** seeds a comment as if `login` had written it */
  addComment(comment: {
    owner: string;
    repo: string;
    issueNumber: number;
    body: string;
    login: string;
  }): StoredComment;
  close(): Promise<void>;
}

const statusStates = new Set(['error', 'failure', 'pending', 'success']);

/** An open pull request as GET /pulls lists it (the fields perf-gate reads). */
export interface StoredPull {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  headLabel: string;
  baseSha: string;
  baseRef: string;
}

/** Starts the server; `users` maps a token to the user it authenticates as. */
export async function startGitHubApiServer(options: {
  users: Record<string, ApiUser>;
  pulls?: StoredPull[];
  /** answer every call this much later (a slow or hanging GitHub) */
  delayMs?: number;
}): Promise<GitHubApiServer> {
  const calls: RecordedCall[] = [];
  const comments: StoredComment[] = [];
  const statuses: StoredStatus[] = [];
  const issues: StoredIssue[] = [];
  let nextId = 1000;
  let clock = Date.parse('2025-11-20T10:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString();

  const addComment: GitHubApiServer['addComment'] = (comment) => {
    const timestamp = now();
    const stored = { id: nextId++, ...comment, createdAt: timestamp, updatedAt: timestamp };
    comments.push(stored);
    return stored;
  };

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const query = Object.fromEntries(url.searchParams.entries());
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const token = /^(?:token|bearer)\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const user = token === undefined ? undefined : options.users[token];
    const call: RecordedCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      body,
      status: 0,
      ...(user ? { login: user.login } : {}),
    };
    calls.push(call);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(payload));
    };
    const forbidden = () =>
      send(403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
      });

    if (!user) return send(401, { message: 'Bad credentials' });
    const method = call.method;
    const path = url.pathname;
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    let match: RegExpExecArray | null;

    if (method === 'GET' && path === '/user') {
      if (user.userEndpointForbidden) return forbidden();
      return send(200, { login: user.login, id: 1, type: user.type ?? 'User' });
    }

    if ((match = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(path)) && method === 'GET') {
      const [, owner = '', repo = ''] = match;
      const perPage = Math.min(Math.max(Number(query['per_page'] ?? 30), 1), 100);
      const page = Math.max(Number(query['page'] ?? 1), 1);
      const all = (options.pulls ?? []).filter(
        (pull) => pull.owner === owner && pull.repo === repo,
      );
      const lastPage = Math.max(Math.ceil(all.length / perPage), 1);
      const next = new URL(`${origin}${path}`);
      next.searchParams.set('state', 'open');
      next.searchParams.set('per_page', String(perPage));
      next.searchParams.set('page', String(page + 1));
      const slice = all.slice((page - 1) * perPage, page * perPage).map((pull) => ({
        number: pull.number,
        state: 'open',
        head: { sha: pull.headSha, label: pull.headLabel },
        base: { sha: pull.baseSha, ref: pull.baseRef },
      }));
      return send(200, slice, page < lastPage ? { link: `<${next.toString()}>; rel="next"` } : {});
    }

    if ((match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path))) {
      const [, owner = '', repo = '', number = '0'] = match;
      const issueNumber = Number(number);
      if (method === 'GET') {
        const perPage = Math.min(Math.max(Number(query['per_page'] ?? 30), 1), 100);
        const page = Math.max(Number(query['page'] ?? 1), 1);
        const all = comments.filter(
          (comment) =>
            comment.owner === owner && comment.repo === repo && comment.issueNumber === issueNumber,
        );
        const lastPage = Math.max(Math.ceil(all.length / perPage), 1);
        const pageUrl = (target: number) => {
          const next = new URL(`${origin}${path}`);
          next.searchParams.set('per_page', String(perPage));
          next.searchParams.set('page', String(target));
          return next.toString();
        };
        const links: string[] = [];
        if (page < lastPage)
          links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`);
        if (page > 1)
          links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`);
        const slice = all
          .slice((page - 1) * perPage, page * perPage)
          .map((comment) => toApi(comment, origin));
        return send(200, slice, links.length > 0 ? { link: links.join(', ') } : {});
      }
      if (method === 'POST') {
        if (user.readOnly) return forbidden();
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string' || text.length === 0)
          return send(422, { message: 'body is missing' });
        if (text.length > 65_536)
          return send(422, { message: 'Body is too long (maximum is 65536 characters)' });
        return send(
          201,
          toApi(addComment({ owner, repo, issueNumber, body: text, login: user.login }), origin),
        );
      }
    }

    if (
      (match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path)) &&
      method === 'PATCH'
    ) {
      const [, owner = '', repo = '', id = '0'] = match;
      const comment = comments.find(
        (candidate) =>
          candidate.id === Number(id) && candidate.owner === owner && candidate.repo === repo,
      );
      if (!comment) return send(404, { message: 'Not Found' });
      if (user.readOnly) return forbidden();
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || text.length === 0)
        return send(422, { message: 'body is missing' });
      if (text.length > 65_536)
        return send(422, { message: 'Body is too long (maximum is 65536 characters)' });
      // Like GitHub with a write token, the server lets any writer edit any comment: keeping to our
      // own comments is the client's job, and the tests check it from the recorded calls.
      comment.body = text;
      comment.updatedAt = now();
      return send(200, toApi(comment, origin));
    }

    if (
      (match = /^\/repos\/([^/]+)\/([^/]+)\/statuses\/([0-9a-f]{7,40})$/i.exec(path)) &&
      method === 'POST'
    ) {
      const [, owner = '', repo = '', sha = ''] = match;
      if (user.readOnly) return forbidden();
      const input = (body ?? {}) as {
        state?: unknown;
        description?: unknown;
        context?: unknown;
        target_url?: unknown;
      };
      if (typeof input.state !== 'string' || !statusStates.has(input.state)) {
        return send(422, { message: `state must be one of ${[...statusStates].join(', ')}` });
      }
      if (typeof input.description === 'string' && input.description.length > 140) {
        return send(422, { message: 'description is too long (maximum is 140 characters)' });
      }
      const status: StoredStatus = {
        id: nextId++,
        owner,
        repo,
        sha,
        state: input.state,
        context: typeof input.context === 'string' ? input.context : 'default',
        login: user.login,
        ...(typeof input.description === 'string' ? { description: input.description } : {}),
        ...(typeof input.target_url === 'string' ? { targetUrl: input.target_url } : {}),
      };
      statuses.push(status);
      return send(201, {
        id: status.id,
        state: status.state,
        description: status.description ?? null,
        context: status.context,
        target_url: status.targetUrl ?? null,
      });
    }

    if (handleIssueRoute({ method, path, query, body, user, origin, issues, send, forbidden }))
      return;
    return send(404, { message: 'Not Found' });
  }

  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    calls,
    comments,
    statuses,
    issues,
    addComment,
    close,
    [Symbol.asyncDispose]: close,
  };
}

function toApi(comment: StoredComment, origin: string) {
  return {
    id: comment.id,
    body: comment.body,
    user: { login: comment.login, type: comment.login.endsWith('[bot]') ? 'Bot' : 'User' },
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    html_url: `${origin}/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
