/**
 * Stylised car pictures, one silhouette per body type, painted in the car's own colour code.
 * Four gallery views (side, front three-quarter, rear, interior) plus a "360" teaser.
 */
import type { Body } from '../data/catalog-types.ts';
import { escapeXml, shade, svgDocument } from './svg-util.ts';

export const CAR_VIEWS = ['side', 'front', 'rear', 'interior', '360'] as const;
export type CarView = (typeof CAR_VIEWS)[number];

const VIEW_LABEL: Record<CarView, string> = {
  side: 'vedere laterala',
  front: 'vedere fata trei sferturi',
  rear: 'vedere spate',
  interior: 'interior',
  '360': 'vedere 360',
};

interface Profile {
  roofY: number;
  roofFront: number;
  roofRear: number;
  tailX: number;
  tailY: number;
  bottom: number;
  wheel: number;
}

const PROFILES: Record<Body, Profile> = {
  Hatchback: { roofY: 62, roofFront: 150, roofRear: 300, tailX: 360, tailY: 80, bottom: 150, wheel: 26 },
  Sedan: { roofY: 62, roofFront: 150, roofRear: 270, tailX: 330, tailY: 100, bottom: 150, wheel: 26 },
  Break: { roofY: 60, roofFront: 150, roofRear: 340, tailX: 372, tailY: 72, bottom: 150, wheel: 26 },
  SUV: { roofY: 44, roofFront: 145, roofRear: 322, tailX: 370, tailY: 58, bottom: 158, wheel: 30 },
  Monovolum: { roofY: 42, roofFront: 120, roofRear: 336, tailX: 372, tailY: 54, bottom: 154, wheel: 27 },
  Coupe: { roofY: 72, roofFront: 172, roofRear: 262, tailX: 340, tailY: 98, bottom: 148, wheel: 26 },
};

const BELT = 112;
const defs = (paint: string) =>
  `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.25)}"/><stop offset="1" stop-color="${shade(paint, -0.35)}"/></linearGradient></defs>`;
const ground =
  '<rect width="400" height="220" fill="#f4f6f8"/><ellipse cx="200" cy="186" rx="170" ry="10" fill="#d5d9de"/>';
const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d1f22"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#b8bec6"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="#5b6066"/>`;

function side(body: Body): string {
  const p = PROFILES[body];
  const outline = `M20 ${p.bottom} L20 ${BELT + 4} Q24 ${BELT - 4} 70 ${BELT - 8} L${p.roofFront - 40} ${BELT - 12} L${p.roofFront} ${p.roofY} L${p.roofRear} ${p.roofY} L${p.tailX} ${p.tailY} L380 ${BELT} L382 ${p.bottom} Z`;
  const glass = `M${p.roofFront - 30} ${BELT - 14} L${p.roofFront + 4} ${p.roofY + 6} L${p.roofRear - 4} ${p.roofY + 6} L${p.tailX - 10} ${Math.max(p.tailY + 6, BELT - 30)} L${p.tailX - 14} ${BELT - 14} Z`;
  const pillar = (p.roofFront + p.roofRear) / 2;
  return `<path d="${outline}" fill="url(#p)" stroke="#1d1f22" stroke-width="2"/><path d="${glass}" fill="#2b3440" opacity=".85"/><rect x="${pillar - 3}" y="${p.roofY + 4}" width="6" height="${BELT - p.roofY - 16}" fill="url(#p)"/><rect x="22" y="${BELT}" width="16" height="7" rx="2" fill="#fff6c8"/><rect x="366" y="${BELT + 2}" width="14" height="7" rx="2" fill="#c0262d"/>${wheel(95, p.bottom, p.wheel)}${wheel(305, p.bottom, p.wheel)}`;
}

function front(body: Body): string {
  const tall = body === 'SUV' || body === 'Monovolum' ? 14 : 0;
  return `<path d="M90 160 L90 ${110 - tall} Q100 ${92 - tall} 130 ${88 - tall} L150 ${52 - tall} L290 ${52 - tall} L318 ${88 - tall} Q338 ${94 - tall} 340 ${112 - tall} L340 160 Z" fill="url(#p)" stroke="#1d1f22" stroke-width="2"/><path d="M160 ${60 - tall} L282 ${60 - tall} L304 ${88 - tall} L140 ${88 - tall} Z" fill="#2b3440" opacity=".85"/><rect x="180" y="${118 - tall / 2}" width="80" height="20" rx="6" fill="#22262b"/><path d="M104 ${112 - tall} L150 ${108 - tall} L146 ${120 - tall} L102 ${124 - tall} Z" fill="#fff6c8"/><path d="M290 ${108 - tall} L330 ${112 - tall} L330 ${124 - tall} L294 ${120 - tall} Z" fill="#fff6c8"/>${wheel(120, 164, 20)}${wheel(320, 164, 20)}`;
}

function rear(body: Body): string {
  const tall = body === 'SUV' || body === 'Monovolum' ? 14 : 0;
  return `<path d="M80 160 L80 ${108 - tall} Q84 ${92 - tall} 110 ${88 - tall} L140 ${54 - tall} L260 ${54 - tall} L290 ${88 - tall} Q316 ${92 - tall} 320 ${108 - tall} L320 160 Z" fill="url(#p)" stroke="#1d1f22" stroke-width="2"/><path d="M150 ${62 - tall} L250 ${62 - tall} L272 ${86 - tall} L128 ${86 - tall} Z" fill="#2b3440" opacity=".85"/><rect x="86" y="${104 - tall}" width="48" height="12" rx="3" fill="#c0262d"/><rect x="266" y="${104 - tall}" width="48" height="12" rx="3" fill="#c0262d"/><rect x="168" y="${124 - tall / 2}" width="64" height="16" rx="2" fill="#ffffff" stroke="#1f4fa3" stroke-width="2"/><rect x="168" y="${124 - tall / 2}" width="9" height="16" fill="#1f4fa3"/>${wheel(105, 164, 18)}${wheel(295, 164, 18)}`;
}

function interior(paint: string): string {
  return `<rect width="400" height="220" fill="#2a2d31"/><path d="M0 120 Q200 70 400 120 L400 150 L0 150 Z" fill="#1b1d20"/><rect x="150" y="96" width="100" height="34" rx="6" fill="#0f1a26" stroke="${paint}" stroke-width="2"/><circle cx="110" cy="150" r="46" fill="none" stroke="#111" stroke-width="12"/><circle cx="110" cy="150" r="12" fill="${paint}"/><path d="M40 220 L60 170 Q90 160 120 170 L130 220 Z" fill="${shade(paint, -0.5)}"/><path d="M270 220 L280 170 Q310 160 340 170 L360 220 Z" fill="${shade(paint, -0.5)}"/><path d="M0 128 L400 128" stroke="${paint}" stroke-width="3" opacity=".7"/>`;
}

function spin(): string {
  return '<path d="M120 200 A110 24 0 1 0 280 200" fill="none" stroke="#1f4fa3" stroke-width="3"/><path d="M120 200 l8 -8 m-8 8 l10 4" stroke="#1f4fa3" stroke-width="3"/><text x="200" y="30" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#1f4fa3">360</text>';
}

/** The SVG picture of one view of a car. */
export function carSvg(view: CarView, body: Body, paint: string, title: string): string {
  const label = `${title} - ${VIEW_LABEL[view]}`;
  const drawing =
    view === 'interior'
      ? interior(paint)
      : `${ground}${view === 'front' ? front(body) : view === 'rear' ? rear(body) : side(body)}${view === '360' ? spin() : ''}`;
  return svgDocument(400, 220, label, `${defs(paint)}${drawing}<desc>${escapeXml(paint)}</desc>`);
}
