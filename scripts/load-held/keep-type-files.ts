import fs from 'node:fs';
import path from 'node:path';

/**
 * `next build` rewrites tsconfig.json and next-env.d.ts for the folder it builds into, which is not the
 * one the project type-checks against: runs `build` and puts back any rewrite that names `distDir`
 * (anything else is someone else's edit and stays).
 */
export async function keepingProjectTypeFiles(distDir: string, build: () => Promise<void>): Promise<void> {
  const files = ['tsconfig.json', 'next-env.d.ts'].map((name) => path.join(process.cwd(), name));
  const before = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined));
  try {
    await build();
  } finally {
    files.forEach((file, at) => {
      const content = before[at];
      const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (content !== undefined && now.includes(distDir) && !content.includes(distDir)) fs.writeFileSync(file, content);
    });
  }
}
