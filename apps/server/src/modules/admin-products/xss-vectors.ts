/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet (and a few mutation-XSS classics), stored as a product's
 * rich description by the tests: none may come back able to run script.
 */
export const XSS_VECTORS: readonly string[] = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<a href="jav&#x0A;ascript:alert('XSS');">newline</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">control</a>`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<span style="color: red; width: expression(alert('XSS'));">expression</span>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<form action="javascript:alert(1)"><input type=submit></form>`,
  `<details open ontoggle=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<p><a href="//evil.example/steal">protocol-relative</a></p>`,
];

/** Numeric character references decoded and whitespace and control characters removed, as a URL parser reads a scheme. */
function squeezed(html: string): string {
  return (
    html
      .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0020]/g, '')
  );
}

/** The first thing in `html` that could run script or load another page, or undefined when there is none. */
export function dangerIn(html: string): string | undefined {
  const found = DANGEROUS.find((pattern) => pattern.test(html));
  if (found) return String(found);
  return /javascript:|vbscript:|data:(?:text|image\/svg)/i.test(squeezed(html)) ? 'encoded script URL' : undefined;
}

/** What no stored description may hold: a tag, attribute, URL scheme or CSS that can run script or load a page. */
export const DANGEROUS = [
  /<\s*\/?\s*(script|iframe|frame|frameset|svg|math|style|object|embed|applet|meta|link|base|form|input|button|textarea|select|body|html|head|xml|template|noscript|details|video|audio|source|table)\b/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /(?:href|src|action|background|dynsrc)\s*=\s*["']?\s*(?!https?:|mailto:|tel:|\/uploads\/)[a-z0-9+.-]+:/i,
  /javascript\s*:|vbscript\s*:|data\s*:\s*(?:text|image\/svg)/i,
  /expression\s*\(|url\s*\(/i,
  /(?:href|src)\s*=\s*["']?\/\//i,
];
