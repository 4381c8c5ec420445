// The CLI: the same engine as the action, with terminal edges (flags, progress on stderr, exit codes).
import { Command } from 'commander';
import { register as registerRun } from './commands/run.js';
import { describeError, exitCodeFor } from './errors.js';
import { VERSION } from './version.js';

const program = new Command()
  .name('perf-gate')
  .description(
    'Load-test gate for Spring Boot services: real MySQL, real k6, honest A/B statistics.',
  )
  .version(VERSION, '-V, --version', "print perf-gate's version")
  .showHelpAfterError()
  .exitOverride();

// Each command lives in src/commands/<name>.ts and registers itself here.
const commands: Array<(program: Command) => void> = [registerRun];
commands.push((await import('./commands/inspect.js')).register);
commands.push((await import('./commands/plan.js')).register);
commands.push((await import('./commands/compare.js')).register);
commands.push((await import('./commands/capacity.js')).register);
commands.push((await import('./commands/sweep.js')).register);
commands.push((await import('./commands/init.js')).register);
commands.push((await import('./commands/publish.js')).register);
commands.push((await import('./commands/noise.js')).register);
commands.push((await import('./commands/history.js')).register);
commands.push((await import('./commands/bisect.js')).register);
commands.push((await import('./commands/calibrate.js')).register);
for (const register of commands) register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'commander.helpDisplayed' || code === 'commander.version') process.exitCode = 0;
  else if (code?.startsWith('commander.')) process.exitCode = 2;
  else {
    console.error(`perf-gate: ${describeError(error)}`);
    process.exitCode = exitCodeFor(error);
  }
}
