import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Private PostgreSQL and Redis servers for the fault suites: these are stopped, frozen and killed,
// which the shared servers (CI's, a developer's) must never be.

/**
 * The PostgreSQL server binaries: SOUS_PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin,
 * else `pg_config --bindir`.
 */
export const PG_BIN = process.env.SOUS_PG_BIN ?? findPostgresBin();

function findPostgresBin(): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  try {
    return execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return join(debian, '15', 'bin');
  }
}

/** A free TCP port on 127.0.0.1 (free when asked; the servers start right after). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** The user to run PostgreSQL as: ourselves, or `postgres` when we are root (initdb refuses root). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Why a private PostgreSQL cannot be started here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(PG_BIN, tool)))
      return `PostgreSQL binaries not found (${join(PG_BIN, tool)}; set SOUS_PG_BIN)`;
  }
  if (process.platform !== 'linux')
    return 'the fault suite reads /proc to find the server processes (Linux only)';
  if (process.getuid?.() === 0 && !postgresUser())
    return 'running as root without a `postgres` user to run initdb as';
  return undefined;
}

/** Why a private Redis cannot be started here, or undefined when it can. */
export function privateRedisUnavailable(): string | undefined {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'redis-server not found on PATH';
  }
}

/**
 * Last resort for a run that ends without its afterAll (a worker torn down after a timeout): every
 * private server still running is killed, frozen ones included, and its directory removed.
 */
const cleanups = new Set<() => void>();
process.once('exit', () => {
  for (const cleanup of cleanups) cleanup();
});

/** Direct children of a process, read from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/**
 * A PostgreSQL cluster of our own in a temporary directory, on a free port. The postmaster is our
 * child process (not daemonised by pg_ctl), so we reap it when it dies, wherever PID 1 does not.
 */
export class PrivatePostgres {
  private postmaster: ChildProcess | undefined;
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  /** `postgres://` URL of the cluster's `postgres` database. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  private get runAs() {
    return this.user ? { uid: this.user.uid, gid: this.user.gid } : {};
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'sous-faults-pg-'));
    const user = postgresUser();
    if (user) chownSync(dir, user.uid, user.gid);
    const cluster = new PrivatePostgres(dir, await freePort(), user);
    cleanups.add(cluster.cleanup);
    execFileSync(
      join(PG_BIN, 'initdb'),
      ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...cluster.runAs },
    );
    await cluster.start();
    return cluster;
  }

  /** Starts the server (after a kill: with crash recovery) and waits until it accepts connections. */
  async start(): Promise<void> {
    const child = spawn(
      join(PG_BIN, 'postgres'),
      ['-D', this.dataDir, '-p', String(this.port), '-k', this.dir, '-c', 'listen_addresses=127.0.0.1'],
      { stdio: 'ignore', cwd: this.dir, ...this.runAs },
    );
    this.postmaster = child;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error('private PostgreSQL did not start');
      if (Date.now() > deadline) throw new Error('private PostgreSQL did not become ready in 60 s');
      try {
        execFileSync(join(PG_BIN, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(this.port)], {
          stdio: 'ignore',
        });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }

  private get running(): ChildProcess | undefined {
    const child = this.postmaster;
    return child && child.exitCode === null && child.signalCode === null ? child : undefined;
  }

  /** A clean, fast shutdown (as `pg_ctl stop -m fast`): sessions are ended with 57P01. */
  async stop(): Promise<void> {
    const child = this.running;
    if (!child) return;
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
  }

  /** The postmaster and its children (backends, checkpointer, WAL writer…). */
  private pids(): number[] {
    const child = this.running;
    if (!child?.pid) return [];
    return [child.pid, ...childrenOf(child.pid)];
  }

  private signal(signal: NodeJS.Signals): number[] {
    const pids = this.pids();
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
    return pids;
  }

  /** Every server process stopped (SIGSTOP) with its connections open: a hung, not a dead, database. */
  freeze(): void {
    if (this.signal('SIGSTOP').length === 0) throw new Error('no PostgreSQL process to freeze');
  }

  thaw(): void {
    this.signal('SIGCONT');
  }

  /** SIGKILL to every server process at once, as a crash or the OOM killer would; waits until they are gone. */
  async kill(): Promise<void> {
    const child = this.running;
    if (!child) return;
    const exited = once(child, 'exit');
    const pids = this.signal('SIGKILL');
    await exited;
    const deadline = Date.now() + 10_000;
    while (pids.some((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops whatever still runs and removes the directory. */
  async destroy(): Promise<void> {
    this.thaw();
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
    cleanups.delete(this.cleanup);
  }

  /** Synchronous: for the process's 'exit'. */
  private readonly cleanup = () => {
    this.signal('SIGCONT');
    this.signal('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  };
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/** A redis-server of our own, without persistence, on a free port. */
export class PrivateRedis {
  private process: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    cleanups.add(() => {
      redis.process?.kill('SIGCONT');
      redis.process?.kill('SIGKILL');
    });
    await redis.start();
    return redis;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.process = child;
    const deadline = Date.now() + 10_000;
    while (!(await this.ping())) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error('private redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Whether the server answers PING. */
  async ping(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(this.port, '127.0.0.1');
      let answer = '';
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(500, () => done(false));
      socket.on('error', () => done(false));
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        answer += chunk;
        if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
      });
    });
  }

  /** SIGKILL, and waits for the process to be gone (its port closed). */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await exited;
  }

  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }
}
