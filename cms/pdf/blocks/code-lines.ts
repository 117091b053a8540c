import type { Face } from '../typesetter';

/** A stretch of one code line in one face. */
export type CodeRun = { text: string; face: Face };

const ASCII_PRINTABLE = /^[\x20-\x7e]$/;

function append(line: CodeRun[], text: string, face: Face) {
  const last = line[line.length - 1];
  if (last && last.face === face) last.text += text;
  else line.push({ text, face });
}

/** A code line in runs: ASCII in the monospaced face, anything else (Chinese comments) in the CJK font. */
export function codeRuns(line: string): CodeRun[] {
  const runs: CodeRun[] = [];
  for (const char of line) append(runs, char, ASCII_PRINTABLE.test(char) ? 'mono' : 'text');
  return runs;
}

/**
 * A code line broken into lines no wider than `width`, at any character: code has no word breaks
 * to prefer, and wrapping here rather than in pdfkit makes every line one known height.
 */
export function wrapCode(runs: readonly CodeRun[], width: number, measure: (run: CodeRun) => number): CodeRun[][] {
  let line: CodeRun[] = [];
  const lines = [line];
  let used = 0;
  for (const run of runs) {
    const runWidth = measure(run);
    if (used + runWidth <= width) {
      append(line, run.text, run.face);
      used += runWidth;
      continue;
    }
    for (const char of run.text) {
      const charWidth = measure({ text: char, face: run.face });
      if (used > 0 && used + charWidth > width) {
        line = [];
        lines.push(line);
        used = 0;
      }
      append(line, char, run.face);
      used += charWidth;
    }
  }
  return lines;
}
