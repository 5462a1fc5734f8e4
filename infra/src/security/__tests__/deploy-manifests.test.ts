import path from 'node:path';
import { readEnvConfig } from '../../config';
import { productionMailCheck } from '../../lead-delivery/production-mail-check';
import { REPO_ROOT } from '../../paths';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { checkManifests, type ManifestFacts } from '../deploy/check-manifests';
import { envNamesRead } from '../deploy/env-names';
import { loadManifests, type Manifest } from '../deploy/load-manifests';

jest.setTimeout(60_000);

const DEPLOY = path.join(REPO_ROOT, 'infra', 'deploy', 'k8s');

let t: TestApp;
let facts: ManifestFacts;
let manifests: Manifest[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  facts = {
    getRoutes: new Set(t.app.routeList.filter((r) => r.method === 'GET').map((r) => r.url)),
    envNames: await envNamesRead(path.join(REPO_ROOT, 'infra', 'src')),
  };
  manifests = await loadManifests(DEPLOY);
});
afterAll(async () => t?.close());

/* eslint-disable @typescript-eslint/no-explicit-any -- the edits below reach into untyped YAML */

/** A deep copy of the manifests with one object changed. */
function changed(kind: string, edit: (manifest: any) => void): Manifest[] {
  const copy = structuredClone(manifests);
  edit(copy.find((manifest) => manifest.kind === kind));
  return copy;
}

it('describes production: Deployment, Service, autoscaler, Ingress, ConfigMap, ExternalSecret', () => {
  expect(manifests.map((m) => m.kind)).toEqual(
    expect.arrayContaining([
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'Ingress',
      'ConfigMap',
      'ExternalSecret',
    ]),
  );
});

it('is consistent: probes on real health routes, env names the platform reads, refs that resolve', () => {
  expect(facts.getRoutes.has('/healthz') && facts.getRoutes.has('/readyz')).toBe(true);
  expect(checkManifests(manifests, facts)).toEqual([]);
});

it.each([
  [
    'a probe on a route that does not exist',
    'Deployment',
    (d: any) => (d.spec.template.spec.containers[0].readinessProbe.httpGet.path = '/health'),
    /\/health is not a GET route/,
  ],
  [
    'liveness on the database',
    'Deployment',
    (d: any) => (d.spec.template.spec.containers[0].livenessProbe.httpGet.path = '/readyz'),
    /liveness must not depend/,
  ],
  [
    'a misspelt variable',
    'ConfigMap',
    (m: any) => (m.data.ASSETS_BASE_URL = 'x'),
    /ASSETS_BASE_URL is not read/,
  ],
  ['a secret in the ConfigMap', 'ConfigMap', (m: any) => (m.data.OPS_TOKEN = 'x'), /OPS_TOKEN is a secret/],
  ['a missing secret', 'ExternalSecret', (m: any) => m.spec.data.shift(), /DATABASE_URL is not set/],
  [
    'an autoscaler on nothing',
    'HorizontalPodAutoscaler',
    (h: any) => (h.spec.scaleTargetRef.name = 'web'),
    /scaleTargetRef/,
  ],
  [
    'a Service selecting no pods',
    'Service',
    (s: any) => (s.spec.selector = { app: 'web' }),
    /selects no Deployment/,
  ],
  [
    'an Ingress to a missing Service',
    'Ingress',
    (i: any) => (i.spec.rules[0].http.paths[0].backend.service.name = 'web'),
    /backend web/,
  ],
  [
    'a wrong apiVersion',
    'HorizontalPodAutoscaler',
    (h: any) => (h.apiVersion = 'autoscaling/v1'),
    /apiVersion must be autoscaling\/v2/,
  ],
  ['demo cars in production', 'ConfigMap', (m: any) => (m.data.DEMO_CARS = '10000'), /DEMO_CARS/],
  [
    'no pause before SIGTERM',
    'Deployment',
    (d: any) => delete d.spec.template.spec.containers[0].lifecycle,
    /needs a preStop sleep/,
  ],
  [
    'a grace period shorter than the pause and the shutdown',
    'Deployment',
    (d: any) => (d.spec.template.spec.terminationGracePeriodSeconds = 12),
    /terminationGracePeriodSeconds 12 leaves less/,
  ],
])('catches %s', (_case, kind, edit, message) => {
  const problems = checkManifests(changed(kind, edit), facts);
  expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
});

/** The environment the manifests give the platform: the ConfigMap's values and the ExternalSecret's keys. */
function productionEnv(all: Manifest[]): Record<string, string> {
  const of = (kind: string) => all.find((manifest) => manifest.kind === kind) as any;
  const secrets = (of('ExternalSecret').spec.data as { secretKey: string }[]).map((item) => [
    item.secretKey,
    `secret-${item.secretKey}`,
  ]);
  return { ...of('ConfigMap').data, ...Object.fromEntries(secrets) };
}

it('is production, and sends lead emails over SMTP: none goes to the disk of a pod (an emptyDir, lost with it)', () => {
  const config = readEnvConfig(productionEnv(manifests));
  expect(config).toMatchObject({ production: true, smtpUrl: 'secret-SMTP_URL' });
  // Every dealership starts with the email channel only: without SMTP_URL the platform would refuse to start.
  const dealerships = [{ slug: 'a-dealer', delivery: { email: {} } }];
  expect(productionMailCheck(config, dealerships).emailOnly).toEqual([]);
  const withoutSmtp = changed('ExternalSecret', (m: any) => {
    m.spec.data = m.spec.data.filter((item: any) => item.secretKey !== 'SMTP_URL');
  });
  expect(productionMailCheck(readEnvConfig(productionEnv(withoutSmtp)), dealerships).emailOnly).toEqual([
    'a-dealer',
  ]);
});
