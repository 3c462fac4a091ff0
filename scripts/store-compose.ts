// The pages the store pictures are composed on (scripts/screenshots-store.ts). Headless Chromium
// draws neither its toolbar nor an extension's popup or side panel into a page's screenshot, so
// a 1280×800 picture is composed: a plain browser bar, the article the popup was opened over,
// and the real popup's (or side panel's) own screenshot placed where Chromium shows it. Only the
// bar is drawn here; the article is the page the extension really read, and the pictures of the
// extension are its real rendering against the sandbox.
import { readFileSync } from 'node:fs';
import { escapeHtml } from '../lib/copy-formats.ts';

export type Lang = 'en' | 'de';

/** The served article each picture's tab shows: a recipe, in the picture's language. */
export const ARTICLE = {
  path: '/recipes/lemon-olive-oil-cake',
  en: {
    title: 'Lemon olive oil cake',
    kicker: 'Recipes · Baking',
    lede: 'A tender, golden cake that keeps for days: one bowl, no mixer, and a glaze of fresh lemon juice.',
    body: [
      'Heat the oven to 180 °C and line a 23 cm tin. Whisk three eggs with 200 g of sugar until pale, then pour in 160 ml of olive oil in a thin stream.',
      'Fold in the zest of two lemons, 120 ml of milk and 220 g of flour with two teaspoons of baking powder. Bake for 40 to 45 minutes, until a skewer comes out clean.',
      'Let it cool in the tin for ten minutes. Stir icing sugar into the juice of one lemon and spoon it over the warm cake.',
    ],
  },
  de: {
    title: 'Zitronen-Olivenöl-Kuchen',
    kicker: 'Rezepte · Backen',
    lede: 'Ein saftiger, goldener Kuchen, der tagelang frisch bleibt: eine Schüssel, kein Mixer und ein Guss aus frischem Zitronensaft.',
    body: [
      'Den Ofen auf 180 °C vorheizen und eine 23-cm-Form auslegen. Drei Eier mit 200 g Zucker hell aufschlagen, dann 160 ml Olivenöl in dünnem Strahl einlaufen lassen.',
      'Den Abrieb von zwei Zitronen, 120 ml Milch und 220 g Mehl mit zwei Teelöffeln Backpulver unterheben. 40 bis 45 Minuten backen, bis ein Holzstäbchen sauber herauskommt.',
      'Zehn Minuten in der Form abkühlen lassen. Puderzucker mit dem Saft einer Zitrone verrühren und über den warmen Kuchen geben.',
    ],
  },
};

const html = escapeHtml;

const ARTICLE_CSS = `
  .article { font: 17px/1.6 Georgia, 'DejaVu Serif', serif; color: #1f2328; background: #fffdf8;
    padding: 40px 64px; box-sizing: border-box; height: 100%; overflow: hidden }
  .article .kicker { font: 600 13px system-ui, sans-serif; letter-spacing: .08em;
    text-transform: uppercase; color: #9a3412 }
  .article h1 { font-size: 40px; line-height: 1.15; margin: 8px 0 16px }
  .article .lede { font-size: 20px; color: #57606a; margin: 0 0 24px }
  .article .photo { height: 180px; border-radius: 12px; margin: 0 0 24px;
    background: linear-gradient(135deg, #fde68a, #f59e0b 55%, #b45309) }
  .article p { max-width: 640px }`;

/** The article's body markup, in `lang`. */
function articleMarkup(lang: Lang): string {
  const a = ARTICLE[lang];
  return `<article class="article"><div class="kicker">${html(a.kicker)}</div>
    <h1>${html(a.title)}</h1><p class="lede">${html(a.lede)}</p><div class="photo"></div>
    ${a.body.map((p) => `<p>${html(p)}</p>`).join('')}</article>`;
}

/** The article as the served page the popup shortens (its <title> is the link's title). */
export function articlePage(lang: Lang): string {
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${html(ARTICLE[lang].title)}</title>
    <style>body { margin: 0 } ${ARTICLE_CSS}</style>${articleMarkup(lang)}`;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const ICON = () => dataUrl(readFileSync('public/icon/32.png'));

/** A plain browser bar: the page's address, and the extension's icon pressed. */
function bar(): string {
  return `<header class="bar"><span class="dots"><i></i><i></i><i></i></span>
    <span class="address">example.com${ARTICLE.path}</span>
    <img class="action" src="${ICON()}" alt=""></header>`;
}

const FRAME_CSS = `
  html, body { margin: 0; width: 1280px; height: 800px; overflow: hidden; background: #fff }
  .bar { height: 48px; display: flex; align-items: center; gap: 16px; padding: 0 16px;
    background: #dee1e6; border-bottom: 1px solid #c4c7cc; box-sizing: border-box;
    font: 14px system-ui, sans-serif; color: #3c4043 }
  .dots { display: flex; gap: 8px } .dots i { width: 12px; height: 12px; border-radius: 50%;
    background: #b0b4ba; display: block }
  .address { flex: 1; background: #fff; border-radius: 16px; padding: 6px 16px }
  .action { width: 20px; height: 20px; padding: 6px; border-radius: 50%; background: #c4c7cc }
  .below { position: absolute; top: 48px; left: 0; right: 0; bottom: 0; display: flex }
  .below .article { flex: 1 }
  .popup { position: absolute; top: 44px; right: 8px; border-radius: 8px;
    box-shadow: 0 2px 6px rgba(0,0,0,.15), 0 12px 32px rgba(0,0,0,.22) }
  .panel { border-left: 1px solid #c4c7cc; display: block }`;

/**
 * A 1280×800 page: the bar, the article, and `shot` (the real popup's or side panel's
 * screenshot) as Chromium places it: a popup under the toolbar at the right, or the side panel
 * beside the page.
 */
export function framed(lang: Lang, shot: Buffer, as: 'popup' | 'panel'): string {
  const picture = `<img class="${as}" src="${dataUrl(shot)}" alt="">`;
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8">
    <style>${FRAME_CSS}${ARTICLE_CSS}</style>${bar()}
    <div class="below">${articleMarkup(lang)}${as === 'panel' ? picture : ''}</div>
    ${as === 'popup' ? picture : ''}`;
}

/**
 * The 440×280 promotional tile: the icon, the name, the extension's own description (its
 * manifest's, from the build; its hyphens don't break a line: "QR-|Code"), and a QR code of the store's address (`qrSvg`, from the library the extension draws with) as motif.
 */
export function promoTile(lang: Lang, description: string, qrSvg: string): string {
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><style>
    html, body { margin: 0; width: 440px; height: 280px; overflow: hidden }
    body { background: linear-gradient(135deg, #0d7a70, #0a5c55); color: #fff;
      font-family: system-ui, sans-serif; position: relative }
    .text { position: absolute; left: 28px; top: 36px; width: 236px }
    .name { display: flex; align-items: center; gap: 12px; font-size: 30px; font-weight: 700 }
    .name img { width: 48px; height: 48px }
    p { font-size: 16px; line-height: 1.45; margin: 18px 0 0 }
    .qr { position: absolute; right: 26px; top: 50%; transform: translateY(-50%) rotate(4deg);
      width: 112px; height: 112px; background: #fff; border-radius: 12px; padding: 10px;
      box-shadow: 0 10px 30px rgba(0,0,0,.3) }
    .qr svg { width: 100%; height: 100% }
  </style><div class="text"><div class="name"><img src="${dataUrl(readFileSync('public/icon/128.png'))}" alt="">Snaplink</div>
  <p>${html(description).replaceAll('-', '\u2011')}</p></div><div class="qr">${qrSvg}</div>`;
}
