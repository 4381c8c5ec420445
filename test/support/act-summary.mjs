// Loaded into every node process of a workflow run under act (NODE_OPTIONS=--import=...): when the
// process exits, copies the step's $GITHUB_STEP_SUMMARY file into $PERF_GATE_SUMMARIES. On GitHub the
// runner collects each step's summary into the job summary; act truncates the file before every
// step, so without this a test could not see what a step wrote there. Identical copies (npx and the
// command it starts both exit) are kept once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

process.on('exit', () => {
  const source = process.env.GITHUB_STEP_SUMMARY;
  const folder = process.env.PERF_GATE_SUMMARIES;
  if (!source || !folder || !existsSync(source) || !existsSync(folder)) return;
  const text = readFileSync(source, 'utf8');
  if (text.trim() === '') return;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  if (readdirSync(folder).some((name) => name.endsWith(`-${hash}.md`))) return;
  writeFileSync(join(folder, `${String(Date.now()).padStart(15, '0')}-${hash}.md`), text);
});
