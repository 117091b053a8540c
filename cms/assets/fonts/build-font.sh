#!/bin/sh
# Rebuilds NotoSansSC-Regular-GBK.ttf.br, the CJK font the PDF export embeds (a subset per PDF).
# Source: Noto Sans SC Regular 2.004 (SIL OFL 1.1) as shipped in @expo-google-fonts/noto-sans-sc@0.4.3.
# Kept: every character of GBK (all 20,902 CJK Unified Ideographs U+4E00-U+9FA5, GB2312's symbols,
# kana, Greek, Cyrillic) plus Latin-1, punctuation, arrows, box drawing, shapes, dingbats and
# full-width forms. Dropped: hinting and OpenType layout tables (the PDF sets text left to right,
# one glyph per character). The TTF is brotli-compressed (7.5 MB -> 3.6 MB); Node's zlib inflates it.
# Needs: npm, node, and pyftsubset (Debian: apt-get install fonttools).
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

npm pack --silent @expo-google-fonts/noto-sans-sc@0.4.3 >/dev/null
tar xzf expo-google-fonts-noto-sans-sc-0.4.3.tgz package/400Regular/NotoSansSC_400Regular.ttf

node -e '
const gbk = new TextDecoder("gbk");
const ranges = ["U+0020-007E", "U+00A0-017F", "U+02C6-02DD", "U+0391-03C9", "U+0401-0451", "U+2000-206F",
  "U+20AC", "U+2100-215F", "U+2190-21FF", "U+2200-22FF", "U+2460-24FF", "U+2500-25FF", "U+2600-27BF",
  "U+3000-303F", "U+3040-30FF", "U+3200-32FF", "U+FE30-FE4F", "U+FF00-FFEF", "U+FFFD"];
const hex = (cp) => "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
for (let lead = 0x81; lead <= 0xfe; lead++)
  for (let trail = 0x40; trail <= 0xfe; trail++) {
    if (trail === 0x7f) continue;
    const text = gbk.decode(new Uint8Array([lead, trail]));
    if (text.length === 1 && text !== "\uFFFD") ranges.push(hex(text.codePointAt(0)));
  }
require("fs").writeFileSync("unicodes.txt", ranges.join("\n"));
'

pyftsubset package/400Regular/NotoSansSC_400Regular.ttf --unicodes-file=unicodes.txt \
  --layout-features='' --no-hinting --drop-tables+=vhea,vmtx,BASE,STAT,GSUB,GPOS,GDEF \
  --name-IDs='*' --name-languages='*' --output-file=subset.ttf

node -e '
const fs = require("fs"), zlib = require("zlib");
const ttf = fs.readFileSync("subset.ttf");
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
const params = { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_LGWIN]: 24, [BROTLI_PARAM_SIZE_HINT]: ttf.length };
fs.writeFileSync(process.argv[1], zlib.brotliCompressSync(ttf, { params }));
' "$HERE/NotoSansSC-Regular-GBK.ttf.br"
ls -l "$HERE/NotoSansSC-Regular-GBK.ttf.br"
