import { posix } from 'node:path';
import type { Manifest } from './load-manifests';

/** One instruction of a Dockerfile: its keyword (upper case) and its arguments as written. */
export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** The instructions of a Dockerfile: comments and blank lines dropped, `\` continuations joined. */
export function parseDockerfile(text: string): DockerInstruction[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  if (pending) logical.push(pending.trim());
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** `KEY=value KEY2=value` of an ENV instruction. */
function envOf(args: string): Record<string, string> {
  return Object.fromEntries(
    args
      .split(/\s+/)
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

export interface DockerfileFacts {
  /** The root package.json's workspaces. */
  workspaces: readonly string[];
  /** The root package.json's engines.node (">=20.19"). */
  nodeEngine: string;
  /** Whether a path of the repository exists (CMD's script). */
  exists: (repoPath: string) => boolean;
}

/** What the image must never hold (.dockerignore): local state with generated secrets, installs and builds. */
export const NEVER_IN_IMAGE = ['.data', '**/node_modules', '**/dist', '.git'];

/**
 * Problems of the platform's image build against what runs it: the Deployment's user, port and SHELL_DIST,
 * every workspace installed from the lockfile, a Node the packages accept, node itself as PID 1 (SIGTERM
 * drains the server) on a script that exists, and a .dockerignore that keeps local state and secrets out.
 */
export function checkDockerfile(
  dockerfile: string,
  dockerignore: string,
  manifests: readonly Manifest[],
  facts: DockerfileFacts,
): string[] {
  const problems: string[] = [];
  const all = parseDockerfile(dockerfile);
  const stages = all.reduce<DockerInstruction[][]>((list, instruction) => {
    if (instruction.keyword === 'FROM') list.push([]);
    list.at(-1)?.push(instruction);
    return list;
  }, []);
  const runtime = stages.at(-1) ?? [];
  const build = stages[0] ?? [];
  const of = (stage: DockerInstruction[], keyword: string) => stage.filter((i) => i.keyword === keyword);

  /* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */
  const deployment = manifests.find((manifest) => manifest.kind === 'Deployment') as any;
  const pod = deployment?.spec?.template?.spec;
  const container = pod?.containers?.[0];
  const config = (manifests.find((manifest) => manifest.kind === 'ConfigMap') as any)?.data ?? {};
  /* eslint-enable @typescript-eslint/no-explicit-any */

  // Node: every stage on one version the packages accept.
  const minimum = /^>=\s*(\d+)\.(\d+)/.exec(facts.nodeEngine);
  for (const from of of(all, 'FROM')) {
    const version = /^node:(\d+)\.(\d+)/.exec(from.args);
    if (!version) problems.push(`FROM ${from.args}: not an official node image of a pinned minor version`);
    else if (
      minimum &&
      (Number(version[1]) < Number(minimum[1]) ||
        (Number(version[1]) === Number(minimum[1]) && Number(version[2]) < Number(minimum[2])))
    )
      problems.push(`FROM ${from.args}: older than engines.node ${facts.nodeEngine}`);
  }

  // Every workspace's package.json before npm ci, or the install does not match the lockfile.
  const ci = build.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
  if (ci < 0) problems.push('the build stage does not install with npm ci (the lockfile)');
  const copied = build.slice(0, ci < 0 ? build.length : ci).filter((i) => i.keyword === 'COPY');
  for (const workspace of facts.workspaces)
    if (!copied.some((copy) => copy.args.split(/\s+/).includes(`${workspace}/package.json`)))
      problems.push(`workspace ${workspace}: its package.json is not copied before npm ci`);
  if (!build.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args)))
    problems.push('the build stage does not build the shell and the remotes (npm run build)');

  // The user the Deployment runs as.
  const user = of(runtime, 'USER').at(-1)?.args;
  const expectedUser = `${pod?.securityContext?.runAsUser}:${pod?.securityContext?.runAsGroup}`;
  if (user !== expectedUser)
    problems.push(`USER ${user ?? '(root)'}: the Deployment runs as ${expectedUser}`);

  // The port and the shell's place.
  const env = Object.assign({}, ...of(runtime, 'ENV').map((i) => envOf(i.args))) as Record<string, string>;
  const port = String(container?.ports?.[0]?.containerPort);
  if (!of(runtime, 'EXPOSE').some((i) => i.args.split(/\s+/).includes(port)))
    problems.push(`EXPOSE: the Deployment's container port is ${port}`);
  for (const [name, value] of [
    ['PORT', port],
    ['PORT', String(config.PORT)],
  ] as const)
    if (env[name] !== value) problems.push(`ENV ${name}=${env[name]}: the manifests say ${value}`);
  const shellDist = container?.env?.find((entry: { name: string }) => entry.name === 'SHELL_DIST')?.value;
  const workdir = of(runtime, 'WORKDIR').at(-1)?.args ?? '/';
  if (env.SHELL_DIST !== shellDist)
    problems.push(`ENV SHELL_DIST=${env.SHELL_DIST}: the Deployment says ${shellDist}`);
  else if (posix.relative(workdir, shellDist) !== 'shell/dist')
    problems.push(`SHELL_DIST ${shellDist} is not the built shell under WORKDIR ${workdir}`);

  // The command: node itself, on a script of the repository.
  const cmd = of(runtime, 'CMD').at(-1)?.args ?? '';
  let argv: unknown = null;
  try {
    argv = JSON.parse(cmd);
  } catch {
    // reported below
  }
  if (!Array.isArray(argv) || argv[0] !== 'node')
    problems.push(
      `CMD ${cmd}: must be the exec form starting node (PID 1 gets SIGTERM and drains the server)`,
    );
  else {
    const script = argv.find((arg: string) => /\.(ts|js|mjs)$/.test(arg));
    if (!script || !facts.exists(script)) problems.push(`CMD ${cmd}: its script ${script} does not exist`);
  }

  // Nothing local in the image.
  const ignored = new Set(
    dockerignore
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  for (const path of NEVER_IN_IMAGE)
    if (!ignored.has(path)) problems.push(`.dockerignore: ${path} must be left out of the image`);
  return problems;
}
