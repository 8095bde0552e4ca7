#!/usr/bin/env node
// Launcher of the `party-address` command (package.json "bin"): the sources are TypeScript run
// through tsx, as `npm start` runs them.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/party-address.ts');
