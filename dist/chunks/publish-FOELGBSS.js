import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  createGitHubClient,
  currentGitHubContext,
  describeApiError,
  publishToPullRequest,
  rethrowTimeout
} from "./chunk-WN6IC5M3.js";
import {
  renderReport
} from "./chunk-IUFCQMUC.js";
import {
  parseResultFile
} from "./chunk-P3JLN2U6.js";
import {
  markerFor
} from "./chunk-ECQ2BQD7.js";
import "./chunk-IRJFBG7X.js";
import "./chunk-SWPBNZSO.js";
import "./chunk-25CJ7R5H.js";
import "./chunk-3VAMG2Z4.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-AJYZVB32.js";
import {
  ConfigError,
  EnvironmentError
} from "./chunk-NKUAIM4D.js";
import "./chunk-6CMWHVWB.js";

// src/commands/publish.ts
import { readFile } from "node:fs/promises";

// src/github/pulls.ts
async function findPullRequestByHeadSha(input) {
  const client = createGitHubClient(input);
  try {
    for await (const page of client.paginate.iterator(client.rest.pulls.list, {
      owner: input.owner,
      repo: input.repo,
      state: "open",
      per_page: 100
    })) {
      const found = page.data.find((pull) => pull.head.sha === input.headSha);
      if (found) {
        return { number: found.number, baseSha: found.base.sha, baseRef: found.base.ref };
      }
    }
  } catch (error) {
    rethrowTimeout(error);
    throw new EnvironmentError(
      `Could not list the pull requests of ${input.owner}/${input.repo} to find the one for ${input.headSha.slice(0, 12)} (${describeApiError(error)}).`,
      { fix: "Give the publishing workflow `permissions: pull-requests: read` (or write)." }
    );
  }
  return void 0;
}

// src/commands/publish.ts
async function publishResultFile(options) {
  let text;
  try {
    text = await readFile(options.resultPath, "utf8");
  } catch (error) {
    throw new ConfigError(
      `Cannot read the result file ${options.resultPath} (${error.code ?? String(error)}).`,
      {
        fix: "Download the artifact the pull_request workflow uploaded (actions/download-artifact with run-id) and pass its perf-gate-result.json."
      }
    );
  }
  const result = parseResultFile(text, options.resultPath);
  let context = { ...options.context, readOnlyToken: false };
  if (context.prNumber === void 0) {
    const found = await findPullRequestByHeadSha({
      token: options.token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      headSha: context.headSha
    });
    if (!found) {
      return {
        notices: [
          `No open pull request of ${context.owner}/${context.repo} has the head ${context.headSha.slice(0, 12)}: nothing was published.`
        ]
      };
    }
    context = { ...context, prNumber: found.number };
  }
  const markdown = renderReport(result, { markerId: commentIdOf(result) });
  const published = await publishToPullRequest({
    context,
    token: options.token,
    markdown,
    marker: markerFor(commentIdOf(result)),
    verdict: result.verdict,
    summary: result.error?.message ?? summaryOf(result),
    comment: options.comment ?? true,
    failOnInconclusive: options.failOnInconclusive ?? false,
    ...options.statusContext ? { statusContext: options.statusContext } : {}
  });
  return { prNumber: context.prNumber, published, notices: published.notices };
}
function commentIdOf(result) {
  const id = result.config?.gate?.commentId;
  return typeof id === "string" && /^[\w.-]{1,64}$/.test(id) ? id : "default";
}
function summaryOf(result) {
  const failing = result.rules.filter((rule) => !rule.passed).map((rule) => rule.message);
  return failing.length ? failing.slice(0, 2).join(" ") : `${result.rules.length} rule(s) passed`;
}
function register(program) {
  program.command("publish").description(
    "Post a saved result as the sticky PR comment and commit status (the workflow_run half of the fork setup)"
  ).argument("<result>", "perf-gate-result.json written by the pull_request job").option("--no-comment", "set the commit status only").option("--status-context <name>", 'commit status context (default "perf-gate")').option("--fail-on-inconclusive", "an inconclusive verdict sets a failing status").action(
    async (resultPath, flags) => {
      const token = process.env["GITHUB_TOKEN"] ?? process.env["GH_TOKEN"] ?? "";
      if (!token) {
        throw new ConfigError("perf-gate publish needs a token in GITHUB_TOKEN.", {
          fix: "Add `env: { GITHUB_TOKEN: ${{ github.token }} }` to the step, with `permissions: pull-requests: write, statuses: write`."
        });
      }
      const outcome = await publishResultFile({
        resultPath,
        token,
        context: currentGitHubContext(),
        comment: flags.comment,
        ...flags.statusContext ? { statusContext: flags.statusContext } : {},
        ...flags.failOnInconclusive ? { failOnInconclusive: true } : {}
      });
      for (const notice of outcome.notices) process.stderr.write(`perf-gate: ${notice}
`);
      if (outcome.prNumber !== void 0)
        process.stderr.write(`perf-gate: published to pull request #${outcome.prNumber}
`);
    }
  );
}
export {
  publishResultFile,
  register
};
