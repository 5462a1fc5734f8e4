import { SHUTDOWN_LIMIT_MS } from '../../cli/shutdown-limit';
import type { Manifest } from './load-manifests';

export interface ManifestFacts {
  /** GET routes the app registers (probes must point at one). */
  getRoutes: ReadonlySet<string>;
  /** Environment names the platform reads. */
  envNames: ReadonlySet<string>;
}

/** apiVersion of each kind production uses. */
const API_VERSIONS: Record<string, string> = {
  Namespace: 'v1',
  ConfigMap: 'v1',
  Service: 'v1',
  Deployment: 'apps/v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  PodDisruptionBudget: 'policy/v1',
  Ingress: 'networking.k8s.io/v1',
  ExternalSecret: 'external-secrets.io/v1beta1',
};

/** What production must get from its environment (secrets and the settings that make it production). */
export const REQUIRED_ENV = [
  'DATABASE_URL',
  'OPS_TOKEN',
  'ALGOLIA_APP_ID',
  'ALGOLIA_ADMIN_KEY',
  'ALGOLIA_SEARCH_KEY',
  'ASSET_BASE_URL',
  'TRUST_PROXY',
  'ARTIFACT_BUCKET',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
];
const SECRET_NAME = /(TOKEN|KEY|SECRET|PASSWORD|DATABASE_URL)$/;

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML, read defensively */
type Any = any;

const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);

function checkBasics(manifest: Manifest, problems: string[]): void {
  const kind = String(manifest.kind);
  const name = manifest.metadata?.name;
  if (typeof name !== 'string' || !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(name))
    problems.push(`${kind}: metadata.name must be a DNS label, got ${JSON.stringify(name)}`);
  const expected = API_VERSIONS[kind];
  if (!expected) problems.push(`${kind} ${name}: unknown kind`);
  else if (manifest.apiVersion !== expected)
    problems.push(
      `${kind} ${name}: apiVersion must be ${expected}, got ${JSON.stringify(manifest.apiVersion)}`,
    );
}

function checkProbe(where: string, probe: Any, ports: Set<string>, facts: ManifestFacts, problems: string[]) {
  const get = probe?.httpGet;
  if (!get) return problems.push(`${where}: needs an httpGet probe`);
  if (!facts.getRoutes.has(get.path))
    problems.push(`${where}: ${get.path} is not a GET route of the platform`);
  if (!ports.has(String(get.port))) problems.push(`${where}: port ${get.port} is not a container port`);
}

/**
 * A pod being stopped still gets requests for a moment (the load balancer learns of it as it gets SIGTERM), and
 * a request on a kept-alive connection that closes under it is lost (a proxy retries a GET, not a lead's
 * POST): the container waits a few seconds before SIGTERM, and the grace period leaves the server its whole
 * shutdown after that wait.
 */
function checkShutdown(where: string, c: Any, graceSeconds: number, problems: string[]) {
  const sleep = c.lifecycle?.preStop?.sleep?.seconds;
  if (!(Number.isInteger(sleep) && sleep >= 1))
    return problems.push(
      `${where}: needs a preStop sleep (lifecycle.preStop.sleep.seconds): the load balancer still sends ` +
        'requests for a moment after the pod is told to stop',
    );
  if (graceSeconds < sleep + SHUTDOWN_LIMIT_MS / 1000)
    problems.push(
      `${where}: terminationGracePeriodSeconds ${graceSeconds} leaves less than the server's shutdown ` +
        `(${SHUTDOWN_LIMIT_MS / 1000} s) after the ${sleep} s preStop sleep`,
    );
}

function checkDeployment(d: Any, all: Any[], facts: ManifestFacts, problems: string[]) {
  const name = `Deployment ${d.metadata?.name}`;
  const labels = d.spec?.template?.metadata?.labels;
  if (!matches(d.spec?.selector?.matchLabels, labels))
    problems.push(`${name}: selector does not match the pod labels`);
  const containers: Any[] = d.spec?.template?.spec?.containers ?? [];
  if (!containers.length) problems.push(`${name}: no containers`);
  const configMaps = new Map(all.filter((m) => m.kind === 'ConfigMap').map((m) => [m.metadata.name, m]));
  const secrets = new Map(
    all.filter((m) => m.kind === 'ExternalSecret').map((m) => [m.spec?.target?.name ?? m.metadata.name, m]),
  );
  for (const c of containers) {
    const where = `${name} container ${c.name}`;
    if (typeof c.image !== 'string' || !/:[\w.-]+$/.test(c.image))
      problems.push(`${where}: image needs a tag`);
    const ports = new Set<string>((c.ports ?? []).flatMap((p: Any) => [String(p.containerPort), p.name]));
    checkShutdown(where, c, d.spec?.template?.spec?.terminationGracePeriodSeconds ?? 30, problems);
    checkProbe(`${where} readinessProbe`, c.readinessProbe, ports, facts, problems);
    checkProbe(`${where} livenessProbe`, c.livenessProbe, ports, facts, problems);
    if (c.livenessProbe?.httpGet?.path === '/readyz')
      problems.push(
        `${where}: liveness must not depend on the database (/readyz restarts every pod in an outage)`,
      );
    if (!c.resources?.requests?.cpu)
      problems.push(`${where}: needs a CPU request (the autoscaler measures against it)`);
    if (c.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`${where}: allowPrivilegeEscalation must be false`);
    const env = new Set<string>((c.env ?? []).map((e: Any) => e.name));
    for (const source of c.envFrom ?? []) {
      if (source.configMapRef) {
        const map = configMaps.get(source.configMapRef.name);
        if (!map) problems.push(`${where}: ConfigMap ${source.configMapRef.name} is not defined`);
        for (const key of Object.keys(map?.data ?? {})) env.add(key);
        const port = map?.data?.PORT;
        if (port && !ports.has(String(port))) problems.push(`${where}: PORT ${port} is not a container port`);
      }
      if (source.secretRef) {
        const secret = secrets.get(source.secretRef.name);
        if (!secret) problems.push(`${where}: Secret ${source.secretRef.name} has no ExternalSecret`);
        for (const item of secret?.spec?.data ?? []) env.add(item.secretKey);
      }
    }
    for (const key of env)
      if (!facts.envNames.has(key)) problems.push(`${where}: ${key} is not read by the platform`);
    for (const key of REQUIRED_ENV) if (!env.has(key)) problems.push(`${where}: ${key} is not set`);
  }
}

function checkConfigMap(m: Any, problems: string[]) {
  for (const [key, value] of Object.entries(m.data ?? {})) {
    if (typeof value !== 'string') problems.push(`ConfigMap ${m.metadata.name}: ${key} must be a string`);
    if (SECRET_NAME.test(key))
      problems.push(`ConfigMap ${m.metadata.name}: ${key} is a secret (use the ExternalSecret)`);
  }
  if (m.data?.DEMO_CARS !== undefined && m.data.DEMO_CARS !== '0')
    problems.push(`ConfigMap ${m.metadata.name}: production seeds no demo cars (DEMO_CARS '0')`);
}

function checkService(s: Any, deployments: Any[], problems: string[]) {
  const target = deployments.find((d) => matches(s.spec?.selector, d.spec?.template?.metadata?.labels));
  if (!target) return problems.push(`Service ${s.metadata.name}: selects no Deployment's pods`);
  const ports = new Set(
    (target.spec.template.spec.containers ?? []).flatMap((c: Any) =>
      (c.ports ?? []).flatMap((p: Any) => [String(p.containerPort), p.name]),
    ),
  );
  for (const port of s.spec?.ports ?? [])
    if (!ports.has(String(port.targetPort)))
      problems.push(`Service ${s.metadata.name}: targetPort ${port.targetPort} is not a container port`);
}

function checkAutoscaler(h: Any, deployments: Any[], problems: string[]) {
  const name = `HorizontalPodAutoscaler ${h.metadata.name}`;
  const ref = h.spec?.scaleTargetRef;
  if (ref?.kind !== 'Deployment' || !deployments.some((d) => d.metadata.name === ref?.name))
    problems.push(`${name}: scaleTargetRef is not a Deployment here`);
  const { minReplicas, maxReplicas } = h.spec ?? {};
  if (!(Number.isInteger(minReplicas) && minReplicas >= 2))
    problems.push(`${name}: minReplicas must be at least 2`);
  if (!(Number.isInteger(maxReplicas) && maxReplicas >= minReplicas))
    problems.push(`${name}: maxReplicas < minReplicas`);
  if (!(h.spec?.metrics ?? []).length) problems.push(`${name}: no metrics`);
}

function checkIngress(i: Any, services: Any[], problems: string[]) {
  const name = `Ingress ${i.metadata.name}`;
  const tlsHosts = new Set((i.spec?.tls ?? []).flatMap((t: Any) => t.hosts ?? []));
  for (const rule of i.spec?.rules ?? []) {
    if (!tlsHosts.has(rule.host)) problems.push(`${name}: ${rule.host} has no TLS`);
    for (const p of rule.http?.paths ?? []) {
      const backend = p.backend?.service;
      const service = services.find((s) => s.metadata.name === backend?.name);
      if (!service) problems.push(`${name}: backend ${backend?.name} is not a Service here`);
      else if (
        !(service.spec?.ports ?? []).some(
          (sp: Any) => sp.name === backend.port?.name || sp.port === backend.port?.number,
        )
      )
        problems.push(`${name}: backend port of ${backend.name} does not exist`);
    }
  }
}

/** Everything wrong with the production manifests (empty when they are consistent). */
export function checkManifests(manifests: Manifest[], facts: ManifestFacts): string[] {
  const problems: string[] = [];
  const all = manifests as Any[];
  const of = (kind: string) => all.filter((m) => m.kind === kind);
  for (const manifest of manifests) checkBasics(manifest, problems);
  for (const kind of [
    'Deployment',
    'Service',
    'HorizontalPodAutoscaler',
    'Ingress',
    'ConfigMap',
    'ExternalSecret',
  ])
    if (!of(kind).length) problems.push(`no ${kind}`);
  for (const d of of('Deployment')) checkDeployment(d, all, facts, problems);
  for (const m of of('ConfigMap')) checkConfigMap(m, problems);
  for (const s of of('Service')) checkService(s, of('Deployment'), problems);
  for (const h of of('HorizontalPodAutoscaler')) checkAutoscaler(h, of('Deployment'), problems);
  for (const i of of('Ingress')) checkIngress(i, of('Service'), problems);
  for (const p of of('PodDisruptionBudget')) {
    const hpa = of('HorizontalPodAutoscaler')[0];
    if (!(p.spec?.minAvailable < (hpa?.spec?.minReplicas ?? 0)))
      problems.push(
        `PodDisruptionBudget ${p.metadata.name}: minAvailable must be below the autoscaler's minReplicas`,
      );
  }
  return problems;
}
