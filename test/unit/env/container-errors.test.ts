// What a failed container start says: the engine answered already (ensureDocker), so only a lost
// connection points at the engine; an image problem names the image.
import { describe, expect, it } from 'vitest';
import { containerStartError } from '../../../src/env/docker.js';

describe('containerStartError', () => {
  it('a missing file to copy is not "start a Docker engine"', () => {
    const error = containerStartError(
      'app',
      'jre:17',
      new Error("ENOENT: no such file or directory, stat '/tmp/x/app.jar'"),
    );
    expect(error.message).toBe(
      "Could not start the app container (jre:17): ENOENT: no such file or directory, stat '/tmp/x/app.jar'",
    );
    expect(error.fix).not.toContain('Start a Docker engine');
    expect(error.fix).toContain('did not start the container');
  });

  it('a lost connection to the engine is', () => {
    const error = containerStartError(
      'database',
      'mysql:8.4',
      new Error('connect ECONNREFUSED /var/run/docker.sock'),
    );
    expect(error.fix).toContain('Start a Docker engine');
  });

  it('an image the registry does not have names the image', () => {
    const error = containerStartError(
      'database',
      'nosuch/db:1',
      new Error(
        '(HTTP code 500) server error - Get "https://registry-1.docker.io/v2/": no such host',
      ),
    );
    expect(error.message).toMatch(/^Could not get the database image "nosuch\/db:1"/);
    expect(error.fix).not.toContain('Start a Docker engine');
  });
});
