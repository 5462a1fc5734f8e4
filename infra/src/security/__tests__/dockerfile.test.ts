import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { checkDockerfile, parseDockerfile, type DockerfileFacts } from '../deploy/check-dockerfile';
import { loadManifests, type Manifest } from '../deploy/load-manifests';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const dockerfile = read('Dockerfile');
const dockerignore = read('.dockerignore');
const pkg = JSON.parse(read('package.json')) as { workspaces: string[]; engines: { node: string } };
const facts: DockerfileFacts = {
  workspaces: pkg.workspaces,
  nodeEngine: pkg.engines.node,
  exists: (file) => existsSync(path.join(REPO_ROOT, file)),
};

let manifests: Manifest[];
beforeAll(async () => {
  manifests = await loadManifests(path.join(REPO_ROOT, 'infra', 'deploy', 'k8s'));
});

it('reads instructions across continuation lines and past comments', () => {
  expect(
    parseDockerfile('# a comment\nFROM node:20.20 AS build\nENV A=1 \\\n    B=2\n\nCMD ["node"]\n'),
  ).toEqual([
    { keyword: 'FROM', args: 'node:20.20 AS build' },
    { keyword: 'ENV', args: 'A=1 B=2' },
    { keyword: 'CMD', args: '["node"]' },
  ]);
});

it('builds the image the Deployment runs: its user, port and shell, every workspace, node as PID 1', () => {
  expect(checkDockerfile(dockerfile, dockerignore, manifests, facts)).toEqual([]);
});

it.each<[string, (file: string) => string, RegExp]>([
  [
    'a workspace left out of the install',
    (file) => file.replace('COPY mf-leads/package.json mf-leads/\n', ''),
    /workspace mf-leads: its package.json is not copied before npm ci/,
  ],
  [
    'root as the user',
    (file) => file.replace('USER 10001:10001', 'USER root'),
    /USER root: the Deployment runs as 10001:10001/,
  ],
  [
    'npm as PID 1, which does not drain the server on SIGTERM',
    (file) => file.replace(/CMD .*/, 'CMD ["npm", "start"]'),
    /must be the exec form starting node/,
  ],
  [
    'a script that does not exist',
    (file) => file.replace(/^CMD .*$/m, 'CMD ["node", "--import", "tsx", "infra/src/start.ts"]'),
    /its script infra\/src\/start\.ts does not exist/,
  ],
  [
    'another port',
    (file) => file.replace('EXPOSE 8080', 'EXPOSE 3000'),
    /EXPOSE: the Deployment's container port is 8080/,
  ],
  [
    'the shell somewhere else',
    (file) => file.replace('SHELL_DIST=/app/shell/dist', 'SHELL_DIST=/srv/shell'),
    /SHELL_DIST=\/srv\/shell: the Deployment says \/app\/shell\/dist/,
  ],
  [
    'a Node the packages refuse',
    (file) => file.replaceAll('node:20.20-', 'node:18.20-'),
    /older than engines\.node/,
  ],
])('refuses %s', (_, edit, problem) => {
  expect(checkDockerfile(edit(dockerfile), dockerignore, manifests, facts)).toEqual(
    expect.arrayContaining([expect.stringMatching(problem)]),
  );
});

it('keeps the embedded database and its generated secrets (.data) out of the image', () => {
  const withData = dockerignore.replace(/^\.data$/m, '');
  expect(checkDockerfile(dockerfile, withData, manifests, facts)).toEqual([
    '.dockerignore: .data must be left out of the image',
  ]);
});
