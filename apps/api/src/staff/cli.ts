import { runCli } from './run-cli';

// `npm run staff -- <command>` (decision 016); apps/api/dist/staff.js once built.
runCli(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Staff command failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
