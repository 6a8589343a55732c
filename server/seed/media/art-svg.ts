/** Hero slide backgrounds and testimonial avatars: gradients, soft shapes and initials. */
import { escapeXml, shade, svgDocument } from './svg-util.ts';

const SLIDE_PALETTES = ['#1f4fa3', '#0f7a6c', '#6b1c24', '#3b4d63', '#d8641f', '#5a4638'];

export function slideSvg(index: number, text: string): string {
  const base = SLIDE_PALETTES[index % SLIDE_PALETTES.length] ?? '#1f4fa3';
  const body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, 0.15)}"/><stop offset="1" stop-color="${shade(base, -0.45)}"/></linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/><circle cx="${1250 - index * 60}" cy="120" r="260" fill="#ffffff" opacity=".07"/><circle cx="${300 + index * 80}" cy="560" r="340" fill="#ffffff" opacity=".05"/><path d="M880 470 L920 400 Q960 380 1040 376 L1100 330 L1330 330 L1400 384 Q1460 392 1480 420 L1490 470 Z" fill="#ffffff" opacity=".9"/><circle cx="990" cy="470" r="38" fill="#1d1f22"/><circle cx="1380" cy="470" r="38" fill="#1d1f22"/><path d="M0 520 L1600 520" stroke="#ffffff" stroke-width="2" opacity=".25"/>`;
  return svgDocument(1600, 600, text, body);
}

const initials = (name: string) =>
  name
    .split(',')[0]
    ?.split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') ?? '';

const AVATAR_COLORS = ['#1f4fa3', '#0f7a6c', '#b3191f', '#6a6b4b', '#d8641f', '#3b4d63', '#5a4638'];

export function avatarSvg(index: number, author: string): string {
  const color = AVATAR_COLORS[index % AVATAR_COLORS.length] ?? '#1f4fa3';
  const body = `<defs><linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.2)}"/><stop offset="1" stop-color="${shade(color, -0.3)}"/></linearGradient></defs><circle cx="80" cy="80" r="80" fill="url(#a)"/><text x="80" y="96" text-anchor="middle" font-family="sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(initials(author))}</text>`;
  return svgDocument(160, 160, author, body);
}
