import path from 'node:path';

/** Where `npm run cluster` keeps its build copies, data, logs and process ids (git-ignored, remade each run). */
export const CLUSTER_DIR = path.join(process.cwd(), '.cluster');
/** The cluster's own standalone build, built with REDIS_URL so the shared cache handler is part of it. */
export const DIST_DIR = '.next-cluster';

/** nginx's TLS server of deploy/nginx.conf over plain HTTP (what the tests ask), the same server over TLS, and its port-80 server. */
export const NGINX_PORT = 3180;
export const NGINX_TLS_PORT = 3178;
export const NGINX_REDIRECT_PORT = 3179;
export const REDIS_PORT = 3189;
export const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
/** The mock CMS (tests/e2e/support/mock-cms): the embedded CMS over HTTP with call counts and overrides. */
export const CMS_PORT = 3187;
export const CMS_CONTROL_ORIGIN = 'http://127.0.0.1:3188';
/** The CMS keeps leads and captchas here: across machines, leads belong to the CMS, not to an instance. */
export const LEADS_DATABASE = path.join(CLUSTER_DIR, 'cms', 'leads.sqlite');

/** Three instances of one build behind nginx, on the mock CMS, each in a private copy of the standalone output, bound to loopback. */
export const INSTANCE_NAMES = ['a', 'b', 'c'] as const;
/**
 * Two more of the same build on the embedded CMS, as one machine without an external CMS runs it: their
 * SQLite file (leads, captchas) is one, and their cache is a Redis database of its own.
 */
export const EMBEDDED_NAMES = ['d', 'e'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number] | (typeof EMBEDDED_NAMES)[number];
export const instancePort = (name: InstanceName): number => 3181 + [...INSTANCE_NAMES, ...EMBEDDED_NAMES].indexOf(name);
export const EMBEDDED_DATABASE = path.join(CLUSTER_DIR, 'embedded', 'leads.sqlite');
/** Their content, as one machine's instances share it (CMS_FIXTURES_DIR): a copy of fixtures/ per run, which tests may edit. */
export const EMBEDDED_FIXTURES_DIR = path.join(CLUSTER_DIR, 'embedded', 'fixtures');
/** The preview token the tests enter previews with: the mock CMS takes it, and the embedded instances are told to (CMS_PREVIEW_TOKENS). */
export const PREVIEW_TOKEN = 'dev-preview-token';
export const EMBEDDED_REDIS_URL = `${REDIS_URL}/1`;

/**
 * Live-preview streams one client may hold on an instance (LIVE_PREVIEW_STREAMS_PER_ADDRESS): small, so that
 * more previewers than the cluster's instances could hold under one shared count are few.
 */
export const LIVE_STREAMS_PER_ADDRESS = 3;

export const REVALIDATE_SECRET = 'cluster-revalidate-secret-0123456789';
/** One deployment id for every instance of the build (Next's version-skew check and the cache keys' prefix). */
export const DEPLOYMENT_ID = 'cluster-test';

export const logFile = (name: string): string => path.join(CLUSTER_DIR, 'logs', `${name}.log`);
export const pidFile = (name: string): string => path.join(CLUSTER_DIR, 'pids', `${name}.pid`);
export const instanceDir = (name: InstanceName): string => path.join(CLUSTER_DIR, 'instances', name);
