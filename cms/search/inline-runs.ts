/** A stretch of inline text and whether its source marked it strong (`**`, `<strong>`, `<b>`). */
export type InlineRun = { text: string; bold: boolean };

/** A bold stretch of a block's text, as `[from, to)` offsets into it. */
export type Emphasis = { from: number; to: number };

/** Inline text as one line: whitespace collapsed and trimmed; `strong` only when some of it is bold. */
export type InlineLine = { text: string; strong?: Emphasis[] };

const WHITESPACE = /\s/;

function boldStretches(bold: readonly boolean[]): Emphasis[] {
  const stretches: Emphasis[] = [];
  bold.forEach((isBold, at) => {
    if (!isBold) return;
    const last = stretches[stretches.length - 1];
    if (last?.to === at) last.to = at + 1;
    else stretches.push({ from: at, to: at + 1 });
  });
  return stretches;
}

/** Runs to one line, collapsing whitespace exactly as plain text is collapsed, so search and the PDF read the same words. */
export function collapseRuns(runs: readonly InlineRun[]): InlineLine {
  let text = '';
  const bold: boolean[] = [];
  for (const run of runs) {
    for (const char of run.text) {
      if (WHITESPACE.test(char)) {
        if (text === '' || text.endsWith(' ')) continue;
        text += ' ';
        bold.push(run.bold);
      } else {
        text += char;
        for (let unit = 0; unit < char.length; unit += 1) bold.push(run.bold);
      }
    }
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    bold.pop();
  }
  const strong = boldStretches(bold);
  return strong.length > 0 ? { text, strong } : { text };
}
