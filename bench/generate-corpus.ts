import type { SearchDocument, SearchHitType } from '@/cms/search/search-index';

/** Words the generated documents are made of: the site's own vocabulary, Chinese and English. */
const CHINESE: readonly [string, ...string[]] = [
  '存储',
  '容器',
  '安全',
  '集群',
  '节点',
  '网络',
  '计算',
  '对象',
  '文件',
  '备份',
  '快照',
  '镜像',
  '负载均衡',
  '云主机',
  '边缘',
  '数据库',
  '监控',
  '日志',
  '告警',
  '迁移',
  '升级',
  '弹性',
  '伸缩',
  '带宽',
  '延迟',
  '防护',
  '攻击',
  '清洗',
  '证书',
  '域名',
  '权限',
  '密钥',
  '访问',
  '控制台',
  '配额',
  '计费',
  '规格',
  '实例',
  '子网',
  '路由',
  '混合云',
  '私有云',
  '超融合',
  '信创',
  '算力',
  '推理',
  '训练',
  '模型',
  '视频',
  '直播',
  '医疗',
  '教育',
  '制造',
  '政务',
  '金融',
  '客户',
  '方案',
  '架构',
  '部署',
  '运维',
];
const ENGLISH: readonly [string, ...string[]] = [
  'storage',
  'container',
  'security',
  'cluster',
  'node',
  'network',
  'compute',
  'object',
  'file',
  'backup',
  'snapshot',
  'image',
  'balancer',
  'instance',
  'edge',
  'database',
  'monitoring',
  'logs',
  'alert',
  'migration',
  'upgrade',
  'elastic',
  'scaling',
  'bandwidth',
  'latency',
  'defence',
  'attack',
  'scrubbing',
  'certificate',
  'domain',
  'permission',
  'key',
  'access',
  'console',
  'quota',
  'billing',
  'flavor',
  'subnet',
  'route',
  'hybrid',
  'private',
  'kubernetes',
  'gpu',
  'inference',
  'training',
  'model',
  'video',
  'streaming',
  'healthcare',
  'education',
  'manufacturing',
  'government',
  'finance',
  'customer',
  'solution',
  'deploy',
];
const TYPES: readonly SearchHitType[] = ['PRODUCT', 'SOLUTION', 'DOCUMENT', 'API', 'NEWS', 'PRODUCTUPDATES', 'INDUSTRIALREPORT'];

/** A small seeded generator (mulberry32), so every run builds the same corpus. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks with a skew towards the start of the list, as real vocabularies are skewed. */
const pick = <T>(random: () => number, items: readonly [T, ...T[]]): T => items[Math.floor(random() ** 2 * items.length)] ?? items[0];

function sentence(random: () => number, chinese: boolean, words: number): string {
  const parts = Array.from({ length: words }, () => pick(random, chinese ? CHINESE : ENGLISH));
  return chinese ? `${parts.join('')}。` : `${parts.join(' ')}.`;
}

/**
 * `count` documents, half Chinese and half English, with titles of a few words and bodies of
 * roughly 1 to 3 KB, for benchmarks and scale tests of the index.
 */
export function generateCorpus(count: number, seed = 20260301): SearchDocument[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, at) => {
    const chinese = at % 2 === 0;
    const type = TYPES[at % TYPES.length] ?? 'DOCUMENT';
    const sentences = 8 + Math.floor(random() * 20);
    const body = Array.from({ length: sentences }, () => sentence(random, chinese, 6 + Math.floor(random() * 10))).join(chinese ? '' : ' ');
    const day = String(1 + (at % 28)).padStart(2, '0');
    const month = String(1 + (at % 12)).padStart(2, '0');
    return {
      id: `${type}:${at + 1}`,
      type,
      title: sentence(random, chinese, 2 + Math.floor(random() * 4)).slice(0, -1),
      body,
      url: `/generated/${at + 1}`,
      updateTime: `2025-${month}-${day} 10:00:00`,
    };
  });
}

/** Queries a visitor might type: single words of both languages, pairs, and a word nothing holds. */
export function generateQueries(count: number, seed = 7): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, at) => {
    switch (at % 6) {
      case 0:
        return pick(random, CHINESE);
      case 1:
        return pick(random, ENGLISH);
      case 2:
        return `${pick(random, CHINESE)} ${pick(random, CHINESE)}`;
      case 3:
        return `${pick(random, ENGLISH)} ${pick(random, ENGLISH)}`;
      case 4:
        return `${pick(random, CHINESE)}${pick(random, CHINESE)}`;
      default:
        return at % 12 === 5 ? 'nothingmatchesthis' : `${pick(random, ENGLISH)} ${pick(random, CHINESE)}`;
    }
  });
}
