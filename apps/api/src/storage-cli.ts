import { resolve } from 'node:path';
import { EnvError, readEnv, s3Options } from './env';
import { copyLocalFiles, s3FileStorage } from './lib/file-storage';

const USAGE = `Usage: npm run storage -- copy-to-s3
  Copies the shop's files under DATA_DIR (images/, uploads/payment-proofs/) into the bucket of S3_BUCKET,
  skipping those already there. Nothing under DATA_DIR is changed. Run it before starting the shop with
  S3_BUCKET set, and again right after (for files made meanwhile). See docs/decisions/040.`;

async function main() {
  const [command] = process.argv.slice(2);
  if (command !== 'copy-to-s3') return console.log(USAGE);
  const env = readEnv();
  const s3 = s3Options(env);
  if (!s3) throw new EnvError('S3_BUCKET is not set: the bucket to copy into (with S3_REGION and its other S3_* variables).');
  const dataDir = resolve(env.DATA_DIR);
  const counts = await copyLocalFiles(dataDir, s3FileStorage(s3), console.log);
  console.log(`Copied ${counts.copied} files from ${dataDir} into the bucket ${s3.bucket}; ${counts.present} were there already, ${counts.skipped} skipped.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
