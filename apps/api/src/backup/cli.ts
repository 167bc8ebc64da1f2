import { runBackupCli } from './run-cli';

// `npm run backup` and `npm run restore` (docs/decisions/026); apps/api/dist/backup.js once built.
runBackupCli(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
