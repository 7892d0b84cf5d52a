import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, serverBundle } from '../../../scripts/build-if-changed.mjs';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';

/*
 * deploy/rennfeld@.service cannot read package.json, so its Node flags are written out by hand:
 * this keeps them the ones `npm start` (and every test that starts the built server) runs with.
 */

const unit = readFileSync(join(REPOSITORY_ROOT, 'deploy/rennfeld@.service'), 'utf8');

describe('the systemd unit', () => {
  it("starts the built server with npm start's Node flags", () => {
    const execStart = unit.split('\n').filter((line) => line.startsWith('ExecStart='));
    expect(execStart).toHaveLength(1);
    const words = execStart[0]!.slice('ExecStart='.length).split(/\s+/);
    expect(serverNodeFlags.length).toBeGreaterThan(0);
    expect({ node: words[0], flags: words.filter((word) => word.startsWith('--')), script: words.at(-1) }).toEqual({
      node: '/usr/bin/node',
      flags: serverNodeFlags,
      script: relative(REPOSITORY_ROOT, serverBundle),
    });
  });
});
