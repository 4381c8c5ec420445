// The issue endpoints of the local GitHub REST stand-in (github-api-server.ts), kept in memory:
//   GET   /repos/{owner}/{repo}/issues?state=&creator=&per_page=&page=   (newest first, Link pages)
//   POST  /repos/{owner}/{repo}/issues                                   ({ title, body })
//   PATCH /repos/{owner}/{repo}/issues/{number}                          ({ title?, body?, state? })
// A user without the issues permission gets 403 on all three, a read-only one on the writes.

export interface StoredIssue {
  number: number;
  owner: string;
  repo: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  login: string;
}

/** What a route needs of the server: the request, the user, and how to answer. */
export interface IssueRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  user: { login: string; readOnly?: boolean; issuesForbidden?: boolean };
  origin: string;
  issues: StoredIssue[];
  send: (status: number, payload: unknown, headers?: Record<string, string>) => void;
  forbidden: () => void;
}

/** Answers an issue route; false when the request is not one. */
export function handleIssueRoute(r: IssueRequest): boolean {
  const list = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(r.path);
  const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(r.path);
  if (!(list && (r.method === 'GET' || r.method === 'POST')) && !(one && r.method === 'PATCH'))
    return false;
  if (r.user.issuesForbidden || (r.method !== 'GET' && r.user.readOnly)) {
    r.forbidden();
    return true;
  }
  const [, owner = '', repo = ''] = (list ?? one)!;
  const input = (r.body ?? {}) as { title?: unknown; body?: unknown; state?: unknown };
  if (list && r.method === 'GET') {
    const state = r.query['state'] ?? 'open';
    const perPage = Math.min(Math.max(Number(r.query['per_page'] ?? 30), 1), 100);
    const page = Math.max(Number(r.query['page'] ?? 1), 1);
    const all = r.issues
      .filter((issue) => issue.owner === owner && issue.repo === repo)
      .filter((issue) => state === 'all' || issue.state === state)
      .filter((issue) => r.query['creator'] === undefined || issue.login === r.query['creator'])
      .reverse();
    const next = new URL(`${r.origin}${r.path}`);
    for (const [key, value] of Object.entries(r.query)) next.searchParams.set(key, value);
    next.searchParams.set('page', String(page + 1));
    const more = page * perPage < all.length;
    r.send(
      200,
      all.slice((page - 1) * perPage, page * perPage).map((issue) => toApi(issue, r.origin)),
      more ? { link: `<${next.toString()}>; rel="next"` } : {},
    );
    return true;
  }
  if (list) {
    if (typeof input.title !== 'string' || input.title === '')
      return (r.send(422, { message: 'title is missing' }), true);
    const number = 1 + Math.max(0, ...r.issues.map((issue) => issue.number));
    const issue: StoredIssue = {
      number,
      owner,
      repo,
      title: input.title,
      body: typeof input.body === 'string' ? input.body : '',
      state: 'open',
      login: r.user.login,
    };
    r.issues.push(issue);
    r.send(201, toApi(issue, r.origin));
    return true;
  }
  const issue = r.issues.find(
    (candidate) =>
      candidate.number === Number(one![3]) && candidate.owner === owner && candidate.repo === repo,
  );
  if (!issue) return (r.send(404, { message: 'Not Found' }), true);
  if (typeof input.title === 'string') issue.title = input.title;
  if (typeof input.body === 'string') issue.body = input.body;
  if (input.state === 'open' || input.state === 'closed') issue.state = input.state;
  r.send(200, toApi(issue, r.origin));
  return true;
}

function toApi(issue: StoredIssue, origin: string) {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    user: { login: issue.login, type: issue.login.endsWith('[bot]') ? 'Bot' : 'User' },
    html_url: `${origin}/${issue.owner}/${issue.repo}/issues/${issue.number}`,
  };
}
