import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { flush } from '../lib/fsync';

/**
 * The embedded database on disk, made durable (docs/decisions/026).
 *
 * PGlite 0.5 runs PostgreSQL with `-F` (fsync off), and under it Emscripten's NODEFS has no fsync of its
 * own: fsync() is a no-op and fdatasync() a stub that answers "done", so no flush ever reached the disk.
 * Here PostgreSQL runs with fsync on, the WAL flushed with fsync() (the call we can make real), and NODEFS
 * gets an fsync that is the kernel's. PostgreSQL then does what it does on any disk: a commit answers only
 * once its WAL is flushed, and a checkpoint flushes the data files before it moves the redo point on.
 */
export function durablePgliteOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'wal_sync_method=fsync'],
    ],
  };
}

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd: number }) => void };
  tryFSOperation<T>(operation: () => T): T;
}

/** NodeFS whose files and folders can be fsynced: a failed flush reaches PostgreSQL as the error it is. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => nodefs.tryFSOperation(() => flush.fsync(stream.nfd));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}
