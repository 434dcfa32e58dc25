/**
 * The Kubernetes manifests (infra/k8s), checked as a cluster would read them: every document against the
 * Kubernetes and KEDA schemas (kubernetes-models), then what the schemas cannot know: each workload runs as
 * non-root on a read-only root file system with resource requests and probes, and has a disruption budget
 * and a network policy; Services, autoscalers and the KEDA trigger point at what exists. The schemas accept
 * unknown keys, so the checks below name the keys that matter (a misspelt probe fails them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { QUEUES } from '../../services/shared/src/queues.ts';

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked field by field below.
type Doc = any;
const here = dirname(fileURLToPath(import.meta.url));

const MODELS: Record<string, { validate(): void } & (new (data: Doc) => { validate(): void })> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
} as never;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : [],
  );
}
function load(file: string): Doc[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((d) => {
    expect(d.errors, file).toEqual([]);
    return d.toJS();
  });
}

const kustomizations = yamlFiles(here).filter((f) => f.endsWith('kustomization.yaml'));
const manifests = yamlFiles(here).filter((f) => !f.endsWith('kustomization.yaml'));
const docs = manifests.flatMap((f) => load(f).map((doc) => ({ file: relative(here, f), doc })));
const ofKind = (kind: string) => docs.filter((d) => d.doc.kind === kind).map((d) => d.doc);
const deployments = ofKind('Deployment');
const config = ofKind('ConfigMap')[0]!;
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);
const podSpecs: Doc[] = [...deployments, ...ofKind('Job')].map((d) => d.spec.template.spec);

describe('Kubernetes manifests', () => {
  it('lists every manifest in a kustomization, and only files that exist', () => {
    const listed = kustomizations.flatMap((k) =>
      (load(k)[0].resources as string[]).map((r) => join(dirname(k), r)),
    );
    expect([...listed].sort()).toEqual([...manifests].sort());
  });

  it.each(docs.map((d) => [`${d.file} ${d.doc.kind}/${d.doc.metadata?.name}`, d.doc]))(
    'validates against its schema: %s',
    (_name, doc) => {
      const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
      expect(Model, `${doc.apiVersion} ${doc.kind} has a schema here`).toBeDefined();
      expect(() => new Model!(doc).validate()).not.toThrow();
    },
  );

  it('runs every container as non-root, read-only, with requests and a memory limit', () => {
    for (const spec of podSpecs) {
      expect(spec.securityContext.runAsNonRoot).toBe(true);
      expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const c of [...(spec.initContainers ?? []), ...spec.containers]) {
        expect(c.securityContext, c.name).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(c.resources.requests.cpu, c.name).toBeDefined();
        expect(c.resources.requests.memory, c.name).toBeDefined();
        expect(c.resources.limits.memory, c.name).toBeDefined();
        // A read-only root needs a writable /tmp.
        expect(
          c.volumeMounts.map((m: Doc) => m.mountPath),
          c.name,
        ).toContain('/tmp');
      }
    }
  });

  it('probes each service on /ready and /health and each worker on its metrics port', () => {
    for (const d of deployments) {
      const c = d.spec.template.spec.containers[0];
      const ports = c.ports.map((p: Doc) => p.name);
      expect(ports).toContain(c.livenessProbe.httpGet.port);
      if (ports.includes('metrics')) {
        expect(c.livenessProbe.httpGet.path).toBe('/metrics');
      } else if (d.metadata.name !== 'nginx') {
        expect(c.readinessProbe.httpGet).toEqual({ path: '/ready', port: 'http' });
        expect(c.livenessProbe.httpGet.path).toBe('/health');
      } else {
        expect(c.readinessProbe.httpGet.port).toBe('http');
      }
    }
  });

  it('gives every Deployment a matching selector, a disruption budget and a network policy', () => {
    for (const d of deployments) {
      const labels = d.spec.template.metadata.labels;
      expect(matches(d.spec.selector.matchLabels, labels), d.metadata.name).toBe(true);
      expect(ofKind('PodDisruptionBudget').some((p) => matches(p.spec.selector.matchLabels, labels))).toBe(
        true,
      );
      expect(
        ofKind('NetworkPolicy').some(
          (p) => p.spec.podSelector.matchLabels && matches(p.spec.podSelector.matchLabels, labels),
        ),
        d.metadata.name,
      ).toBe(true);
    }
    expect(ofKind('NetworkPolicy').find((p) => p.metadata.name === 'default-deny')?.spec.podSelector).toEqual(
      {},
    );
  });

  it('points Services, autoscalers and network policies at workloads that exist', () => {
    const names = new Set(deployments.map((d) => d.metadata.name));
    for (const s of ofKind('Service')) {
      const target = deployments.find((d) => matches(s.spec.selector, d.spec.template.metadata.labels));
      expect(target, s.metadata.name).toBeDefined();
      const ports = target.spec.template.spec.containers[0].ports.map((p: Doc) => p.name);
      for (const p of s.spec.ports) expect(ports).toContain(p.targetPort);
    }
    for (const h of ofKind('HorizontalPodAutoscaler'))
      expect(names.has(h.spec.scaleTargetRef.name)).toBe(true);
    for (const p of ofKind('NetworkPolicy')) {
      const sel = p.spec.podSelector.matchLabels;
      if (sel)
        expect(names.has(sel['app.kubernetes.io/name']) || sel['app.kubernetes.io/name'] === 'migrate').toBe(
          true,
        );
    }
    // The gateway reaches the services by the names its configuration gives.
    for (const key of ['SESSION_URL', 'CHAT_URL', 'QUIZ_URL', 'CONTACT_URL']) {
      const url = new URL(config.data[key]);
      const service = ofKind('Service').find((s) => s.metadata.name === url.hostname);
      expect(service?.spec.ports[0].port, key).toBe(Number(url.port));
    }
  });

  it('scales the chat worker with KEDA on the reply queue, and nothing else scales it', () => {
    const [scaled] = ofKind('ScaledObject');
    expect(scaled.spec.scaleTargetRef.name).toBe('chat-worker');
    const redis = scaled.spec.triggers.find((t: Doc) => t.type === 'redis');
    expect(redis.metadata.listName).toBe(`${config.data.QUEUE_PREFIX}:${QUEUES.chatReplies}:wait`);
    const worker = deployments.find((d) => d.metadata.name === 'chat-worker');
    const env = worker.spec.template.spec.containers[0].env.map((e: Doc) => e.name);
    expect(env).toContain(redis.metadata.addressFromEnv);
    expect(env).toContain(redis.metadata.passwordFromEnv);
    expect(ofKind('HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef.name)).not.toContain(
      'chat-worker',
    );
  });

  it('reads keys only from the sage-secrets Secret and settings from the sage-config ConfigMap', () => {
    for (const spec of podSpecs)
      for (const c of [...(spec.initContainers ?? []), ...spec.containers]) {
        for (const e of c.env ?? [])
          if (e.valueFrom) expect(e.valueFrom.secretKeyRef.name).toBe('sage-secrets');
        for (const e of c.envFrom ?? []) expect(e.configMapRef.name).toBe(config.metadata.name);
      }
  });
});
