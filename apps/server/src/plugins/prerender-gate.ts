import { createHash } from 'node:crypto';

/**
 * The one inline script of a prerendered public page (decision 033), in `<head>` before anything is
 * drawn. The server picked the page's language from `?lang=`, the `samaj_lang` cookie or
 * Accept-Language; the app picks it from `?lang=`, the choice saved on the device, or the browser's
 * languages (apps/web/src/lib/i18n.ts, chooseLanguage). When they differ, or someone is logged in (the
 * header differs), the prerendered markup is hidden, so that nobody sees a page the app then replaces
 * with another language or another header: the app's own first render shows, as without prerendering.
 * It also applies the larger text the device saved, so the prerendered page draws at the size the app
 * will. Allowed by its hash in the Content-Security-Policy (plugins/security-headers.ts).
 *
 * And it starts the app (`data-app`: the build's entry, which the page only preloads) once the page is
 * parsed and its first frame drawn (a frame, then a task), so that the prerendered page paints before
 * the app's script runs rather than after it, even when the script arrives at once: a hidden tab, which
 * draws no frame, starts it at once, and it starts after 3 s whatever happens.
 */
export const PRERENDER_GATE_SCRIPT = `(function(){var d=document.documentElement,s={},t=null;try{s=JSON.parse(localStorage.getItem('samaj.preferences')||'{}')||{};t=JSON.parse(localStorage.getItem('samaj.session')||'null')}catch(e){}if(s.largeText===true)d.setAttribute('data-text-size','large');var L=['en','gu','hi','ur'],q=new URLSearchParams(location.search).get('lang'),w=L.indexOf(q)>=0?q:L.indexOf(s.language)>=0?s.language:null,b=navigator.languages||[];for(var i=0;i<b.length&&!w;i++){var x=String(b[i]).toLowerCase().split('-')[0];if(L.indexOf(x)>=0)w=x}if((w||'en')!==d.getAttribute('lang')||(t&&t.state&&t.state.token))d.setAttribute('data-prerender','off');var c=document.currentScript,a=c&&c.getAttribute('data-app'),n=0;if(!a)return;function go(){if(n++)return;var e=document.createElement('script');e.type='module';e.crossOrigin='anonymous';e.src=a;document.head.appendChild(e)}function after(){if(document.visibilityState==='hidden')return go();requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',after);else after()})()`;

/** The script's hash, as the Content-Security-Policy's script-src names it. */
export const PRERENDER_GATE_HASH = `'sha256-${createHash('sha256').update(PRERENDER_GATE_SCRIPT).digest('base64')}'`;

/**
 * The prerendered markup sits in `#root` inside one wrapper that takes no box of its own; hidden when
 * the gate says so. React's first render replaces `#root`'s content, wrapper and all.
 */
export const PRERENDER_STYLE =
  '[data-prerendered]{display:contents}html[data-prerender=off] [data-prerendered]{display:none}';
