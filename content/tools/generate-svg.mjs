#!/usr/bin/env node
// Generates every SVG artwork for the Serenity Day Spa & Med Spa site.
//
//   node content/tools/generate-svg.mjs [rasterSourceDir]
//
// Writes the site SVGs into content/media/. When rasterSourceDir is given it
// also writes the SVG sources that render-raster.sh turns into before/after
// JPGs, video cards and posters (those sources are not used by the site).
// Pure Node, no dependencies; output is deterministic (seeded random).

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const contentDir = join(here, "..");
const mediaDir = join(contentDir, "media");
const rasterDir = process.argv[2];

export const C = {
  green: "#2f4a43",
  deep: "#21362f",
  sage: "#8fa89b",
  mist: "#cfdcd5",
  sand: "#e9dfd3",
  cream: "#faf6f1",
  gold: "#b08d57",
  goldLight: "#d8c29b",
  char: "#2b2b2b",
  blush: "#e6cdbf",
};
const FONT = "Georgia, serif";
const SALON = "Serenity Day Spa &amp; Med Spa";
// The artwork shows the salon record's phone and address (content/salon.json), never a copy.
const salonInfo = JSON.parse(readFileSync(join(here, "..", "salon.json"), "utf8")).salon_info;
const PHONE = salonInfo.salon_contact_no;
const ADDRESS = `${salonInfo.salon_address.replace(/,\s*Suite.*$/i, "")}, ${salonInfo.salon_city}, ${salonInfo.salon_state} ${salonInfo.salon_zip}`;

// ---------- helpers ----------
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hash(s) {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
const f = (n) => Math.round(n * 10) / 10;
const esc = (s) => s.replace(/&(?!amp;)/g, "&amp;").replace(/</g, "&lt;");

function svg(w, h, title, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" overflow="hidden" role="img">` +
    `<title>${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}
const lin = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
  `</linearGradient>`;
const rad = (id, c, op) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${op}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
const text = (x, y, s, size, fill, extra = "") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(s)}</text>`;

// A leaf: almond shape pointing along +x, length L.
function leaf(x, y, L, angle, fill, op) {
  const w = L * 0.32;
  return `<path d="M0 0C${f(L * 0.3)} ${f(-w)} ${f(L * 0.75)} ${f(-w)} ${f(L)} 0C${f(L * 0.75)} ${f(w)} ${f(L * 0.3)} ${f(w)} 0 0Z" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" fill="${fill}" fill-opacity="${op}"/>`;
}
// A curved branch with alternating leaves.
function branch(r, x, y, len, angle, scale, color, op) {
  const rad0 = (angle * Math.PI) / 180;
  const ex = x + Math.cos(rad0) * len;
  const ey = y + Math.sin(rad0) * len;
  const cx = (x + ex) / 2 + Math.sin(rad0) * len * 0.18;
  const cy = (y + ey) / 2 - Math.cos(rad0) * len * 0.18;
  let out = `<path d="M${f(x)} ${f(y)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" fill="none" stroke="${color}" stroke-opacity="${op}" stroke-width="${f(2 * scale)}" stroke-linecap="round"/>`;
  const n = 7;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 0.6);
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
    const side = i % 2 ? -1 : 1;
    const L = (60 - i * 4 + r() * 10) * scale;
    out += leaf(px, py, L, angle + side * (38 + r() * 14), color, op * (0.75 + r() * 0.25));
  }
  out += leaf(ex, ey, 44 * scale, angle, color, op);
  return out;
}

// ---------- motifs (drawn around a center cx, cy with size s) ----------
const motifs = {
  leaves(r, cx, cy, s, col) {
    return (
      branch(r, cx - s * 0.9, cy + s * 0.8, s * 1.7, -55, s / 180, col, 0.55) +
      branch(r, cx - s * 0.2, cy + s * 0.9, s * 1.3, -100, s / 220, C.gold, 0.45)
    );
  },
  drops(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 4; i++)
      o += `<circle cx="${cx}" cy="${cy}" r="${f(s * (0.25 + i * 0.22))}" fill="none" stroke="${i % 2 ? C.gold : col}" stroke-opacity="${f(0.55 - i * 0.1)}" stroke-width="${f(2.2 - i * 0.3)}"/>`;
    o += `<path d="M${cx} ${f(cy - s * 0.16)}c${f(s * 0.07)} ${f(s * 0.09)} ${f(s * 0.1)} ${f(s * 0.14)} ${f(s * 0.1)} ${f(s * 0.19)}a${f(s * 0.1)} ${f(s * 0.1)} 0 0 1 ${f(-s * 0.2)} 0c0 ${f(-s * 0.05)} ${f(s * 0.03)} ${f(-s * 0.1)} ${f(s * 0.1)} ${f(-s * 0.19)}z" fill="${C.gold}" fill-opacity=".8"/>`;
    return o + branch(r, cx + s * 0.55, cy + s * 0.95, s * 1.0, -80, s / 260, col, 0.4);
  },
  dots(r, cx, cy, s, col) {
    let o = "";
    for (let i = -4; i <= 4; i++)
      for (let j = -4; j <= 4; j++) {
        const d = Math.hypot(i, j);
        if (d > 4.4) continue;
        o += `<circle cx="${f(cx + i * s * 0.2)}" cy="${f(cy + j * s * 0.2)}" r="${f(s * 0.035 * (1.2 - d / 6))}" fill="${(i + j) % 3 ? col : C.gold}" fill-opacity="${f(0.75 - d * 0.12)}"/>`;
      }
    return o;
  },
  beams(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 9; i++) {
      const x = cx - s + i * s * 0.25;
      o += `<line x1="${f(x)}" y1="${f(cy - s)}" x2="${f(x + s * 0.6)}" y2="${f(cy + s)}" stroke="${i % 3 ? col : C.gold}" stroke-opacity="${f(0.2 + (i % 4) * 0.12)}" stroke-width="${i % 3 ? 1.5 : 3}"/>`;
    }
    return o + `<circle cx="${cx}" cy="${cy}" r="${f(s * 0.18)}" fill="${C.gold}" fill-opacity=".35"/><circle cx="${cx}" cy="${cy}" r="${f(s * 0.07)}" fill="${C.cream}" fill-opacity=".9"/>`;
  },
  stones(r, cx, cy, s, col) {
    const sizes = [1, 0.82, 0.64, 0.46];
    let y = cy + s * 0.75;
    let o = `<ellipse cx="${cx}" cy="${f(y + s * 0.12)}" rx="${f(s * 0.7)}" ry="${f(s * 0.06)}" fill="${C.char}" fill-opacity=".08"/>`;
    sizes.forEach((k, i) => {
      const rx = s * 0.55 * k;
      const ry = s * 0.17 * k;
      o += `<ellipse cx="${f(cx + (i % 2 ? 6 : -6))}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${i % 2 ? C.sage : col}" fill-opacity="${f(0.85 - i * 0.1)}"/>`;
      y -= ry * 2 - 4;
    });
    return o + branch(r, cx + s * 0.4, cy + s * 0.8, s * 0.9, -70, s / 300, C.gold, 0.5);
  },
  waves(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 6; i++) {
      const y = cy - s * 0.6 + i * s * 0.24;
      const a = s * (0.1 + r() * 0.06);
      o += `<path d="M${f(cx - s * 1.3)} ${f(y)}c${f(s * 0.3)} ${f(-a)} ${f(s * 0.6)} ${f(-a)} ${f(s * 0.9)} 0s${f(s * 0.6)} ${f(a)} ${f(s * 0.9)} 0s${f(s * 0.6)} ${f(-a)} ${f(s * 0.9)} 0" fill="none" stroke="${i % 2 ? C.gold : col}" stroke-opacity="${f(0.5 - i * 0.05)}" stroke-width="2"/>`;
    }
    return o;
  },
  lashes(r, cx, cy, s, col) {
    let o = `<path d="M${f(cx - s)} ${cy}Q${cx} ${f(cy + s * 0.55)} ${f(cx + s)} ${cy}" fill="none" stroke="${col}" stroke-width="3" stroke-opacity=".8"/>`;
    for (let i = 1; i < 14; i++) {
      const t = i / 14;
      const x = (1 - t) * (1 - t) * (cx - s) + 2 * (1 - t) * t * cx + t * t * (cx + s);
      const y = (1 - t) * (1 - t) * cy + 2 * (1 - t) * t * (cy + s * 0.55) + t * t * cy;
      const ang = -90 + (t - 0.5) * 80;
      const L = s * (0.18 + Math.sin(t * Math.PI) * 0.22);
      const a = (ang * Math.PI) / 180;
      o += `<path d="M${f(x)} ${f(y)}q${f(Math.cos(a) * L * 0.3)} ${f(Math.sin(a) * L * 0.7)} ${f(Math.cos(a) * L + (t - 0.5) * 12)} ${f(Math.sin(a) * L)}" fill="none" stroke="${col}" stroke-width="2" stroke-linecap="round" stroke-opacity=".75"/>`;
    }
    return o + `<path d="M${f(cx - s * 0.9)} ${f(cy - s * 0.75)}Q${cx} ${f(cy - s * 1.05)} ${f(cx + s * 0.95)} ${f(cy - s * 0.62)}" fill="none" stroke="${C.gold}" stroke-width="${f(s * 0.07)}" stroke-linecap="round" stroke-opacity=".55"/>`;
  },
  almonds(r, cx, cy, s, col) {
    let o = "";
    const cols = [col, C.gold, C.blush, C.sage, col];
    for (let i = 0; i < 5; i++) {
      const ang = -40 + i * 20;
      const w = s * 0.22;
      const h = s * 0.62;
      o += `<path d="M${f(-w / 2)} 0V${f(-h * 0.6)}C${f(-w / 2)} ${f(-h)} ${f(w / 2)} ${f(-h)} ${f(w / 2)} ${f(-h * 0.6)}V0Z" transform="translate(${cx} ${f(cy + s * 0.7)}) rotate(${ang}) translate(0 ${f(-s * 0.3)})" fill="${cols[i]}" fill-opacity=".8"/>`;
    }
    return o;
  },
  honey(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 3; i++) {
      const x = cx - s * 0.5 + i * s * 0.5;
      const L = s * (0.6 + (i % 2) * 0.35);
      o += `<path d="M${f(x - s * 0.12)} ${f(cy - s)}h${f(s * 0.24)}v${f(L)}a${f(s * 0.12)} ${f(s * 0.12)} 0 0 1 ${f(-s * 0.24)} 0z" fill="${C.gold}" fill-opacity="${f(0.5 + i * 0.15)}"/>`;
      o += `<circle cx="${f(x)}" cy="${f(cy - s + L + s * 0.32)}" r="${f(s * 0.08)}" fill="${C.gold}" fill-opacity=".6"/>`;
    }
    return o + branch(r, cx - s * 1.1, cy + s * 0.9, s * 1.1, -35, s / 260, col, 0.45);
  },
  cross(r, cx, cy, s, col) {
    const a = s * 0.16;
    return (
      `<path d="M${f(cx - a)} ${f(cy - s * 0.5)}h${f(2 * a)}v${f(s * 0.34)}h${f(s * 0.34)}v${f(2 * a)}h${f(-s * 0.34)}v${f(s * 0.34)}h${f(-2 * a)}v${f(-s * 0.34)}h${f(-s * 0.34)}v${f(-2 * a)}h${f(s * 0.34)}z" fill="${col}" fill-opacity=".55"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${f(s * 0.78)}" fill="none" stroke="${C.gold}" stroke-opacity=".5" stroke-width="2"/>` +
      branch(r, cx + s * 0.2, cy + s * 1.0, s * 1.2, -60, s / 240, col, 0.45)
    );
  },
  spots(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 26; i++) {
      const x = cx - s * 1.2 + r() * s * 2.4;
      const y = cy - s * 0.7 + r() * s * 1.4;
      const fade = 1 - (x - (cx - s * 1.2)) / (s * 2.4);
      o += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * (0.04 + r() * 0.08))}" fill="#9b6b4f" fill-opacity="${f(0.08 + fade * 0.45)}"/>`;
    }
    return o + `<path d="M${f(cx - s * 1.3)} ${f(cy + s * 0.9)}Q${cx} ${f(cy + s * 0.5)} ${f(cx + s * 1.3)} ${f(cy + s * 0.9)}" fill="none" stroke="${C.gold}" stroke-width="2" stroke-opacity=".6"/>`;
  },
  rays(r, cx, cy, s, col) {
    let o = `<circle cx="${cx}" cy="${cy}" r="${f(s * 0.28)}" fill="${C.gold}" fill-opacity=".35"/>`;
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const r1 = s * 0.4;
      const r2 = s * (i % 2 ? 0.8 : 1.05);
      o += `<line x1="${f(cx + Math.cos(a) * r1)}" y1="${f(cy + Math.sin(a) * r1)}" x2="${f(cx + Math.cos(a) * r2)}" y2="${f(cy + Math.sin(a) * r2)}" stroke="${i % 2 ? col : C.gold}" stroke-opacity=".55" stroke-width="${i % 2 ? 2 : 3}" stroke-linecap="round"/>`;
    }
    return o;
  },
  ink(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 5; i++) {
      const k = 1 - i * 0.16;
      o += `<path d="M${f(cx - s * k)} ${f(cy)}C${f(cx - s * k)} ${f(cy - s * 0.8 * k)} ${f(cx + s * 0.6 * k)} ${f(cy - s * 0.8 * k)} ${f(cx + s * 0.5 * k)} ${f(cy)}S${f(cx - s * 0.1)} ${f(cy + s * 0.5 * k)} ${f(cx - s * 0.1 * k)} ${f(cy + s * 0.1)}" fill="none" stroke="${i % 2 ? C.gold : col}" stroke-width="${f(6 - i)}" stroke-linecap="round" stroke-opacity="${f(0.75 - i * 0.14)}"/>`;
    }
    for (let i = 0; i < 12; i++)
      o += `<circle cx="${f(cx + s * 0.6 + r() * s * 0.7)}" cy="${f(cy - s * 0.4 + r() * s * 0.8)}" r="${f(2 + r() * 5)}" fill="${col}" fill-opacity="${f(0.1 + r() * 0.3)}"/>`;
    return o;
  },
  hair(r, cx, cy, s, col) {
    let o = "";
    for (let i = 0; i < 36; i++) {
      const x = cx - s + r() * s * 2;
      const y = cy - s * 0.7 + r() * s * 1.4;
      const fade = (x - (cx - s)) / (s * 2);
      const a = -70 + r() * 30;
      const L = s * 0.12;
      o += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos((a * Math.PI) / 180) * L)}" y2="${f(y + Math.sin((a * Math.PI) / 180) * L)}" stroke="${col}" stroke-width="2" stroke-linecap="round" stroke-opacity="${f(0.85 - fade * 0.75)}"/>`;
    }
    return o + `<line x1="${f(cx - s)}" y1="${f(cy + s * 0.9)}" x2="${f(cx + s)}" y2="${f(cy + s * 0.9)}" stroke="${C.gold}" stroke-width="2" stroke-opacity=".6"/>`;
  },
  star(r, cx, cy, s, col) {
    let d = "";
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? s * 0.2 : s * 0.48;
      d += `${i ? "L" : "M"}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
    }
    return `<path d="${d}Z" fill="${C.gold}" fill-opacity=".6"/><circle cx="${cx}" cy="${cy}" r="${f(s * 0.75)}" fill="none" stroke="${col}" stroke-opacity=".45" stroke-width="2"/>` + branch(r, cx - s * 1.2, cy + s * 0.7, s, -20, s / 280, col, 0.4);
  },
  envelope(r, cx, cy, s, col) {
    return (
      `<rect x="${f(cx - s * 0.7)}" y="${f(cy - s * 0.45)}" width="${f(s * 1.4)}" height="${f(s * 0.9)}" rx="10" fill="${C.cream}" stroke="${col}" stroke-opacity=".7" stroke-width="3"/>` +
      `<path d="M${f(cx - s * 0.7)} ${f(cy - s * 0.45)}L${cx} ${f(cy + s * 0.1)}L${f(cx + s * 0.7)} ${f(cy - s * 0.45)}" fill="none" stroke="${C.gold}" stroke-width="3"/>` +
      branch(r, cx - s * 0.9, cy + s * 0.9, s * 1.1, -40, s / 280, col, 0.45)
    );
  },
  card(r, cx, cy, s, col) {
    return (
      `<rect x="${f(cx - s * 0.75)}" y="${f(cy - s * 0.48)}" width="${f(s * 1.5)}" height="${f(s * 0.96)}" rx="18" fill="${col}" fill-opacity=".85"/>` +
      `<rect x="${f(cx - s * 0.65)}" y="${f(cy - s * 0.38)}" width="${f(s * 1.3)}" height="${f(s * 0.76)}" rx="10" fill="none" stroke="${C.gold}" stroke-width="2"/>` +
      `<circle cx="${f(cx + s * 0.4)}" cy="${f(cy + s * 0.15)}" r="${f(s * 0.12)}" fill="${C.gold}" fill-opacity=".8"/>` +
      branch(r, cx - s * 0.9, cy + s * 0.9, s * 1.2, -50, s / 280, C.sage, 0.55)
    );
  },
  book(r, cx, cy, s, col) {
    return (
      `<path d="M${cx} ${f(cy - s * 0.35)}C${f(cx - s * 0.3)} ${f(cy - s * 0.5)} ${f(cx - s * 0.6)} ${f(cy - s * 0.5)} ${f(cx - s * 0.8)} ${f(cy - s * 0.4)}V${f(cy + s * 0.45)}C${f(cx - s * 0.6)} ${f(cy + s * 0.35)} ${f(cx - s * 0.3)} ${f(cy + s * 0.35)} ${cx} ${f(cy + s * 0.5)}C${f(cx + s * 0.3)} ${f(cy + s * 0.35)} ${f(cx + s * 0.6)} ${f(cy + s * 0.35)} ${f(cx + s * 0.8)} ${f(cy + s * 0.45)}V${f(cy - s * 0.4)}C${f(cx + s * 0.6)} ${f(cy - s * 0.5)} ${f(cx + s * 0.3)} ${f(cy - s * 0.5)} ${cx} ${f(cy - s * 0.35)}Z" fill="${C.cream}" stroke="${col}" stroke-width="3" stroke-opacity=".7"/>` +
      `<line x1="${cx}" y1="${f(cy - s * 0.35)}" x2="${cx}" y2="${f(cy + s * 0.5)}" stroke="${C.gold}" stroke-width="2"/>` +
      branch(r, cx + s * 0.5, cy + s * 0.9, s, -75, s / 300, col, 0.45)
    );
  },
};

// ---------- compositions ----------
function bgDefs(dark) {
  return dark
    ? lin("bg", [[0, C.green], [1, C.deep]]) + rad("g1", C.sage, 0.45) + rad("g2", C.gold, 0.35)
    : lin("bg", [[0, C.cream], [1, C.sand]]) + rad("g1", C.sage, 0.45) + rad("g2", C.gold, 0.28);
}

function banner(key, title, motif, opts = {}) {
  const r = rng(hash(key));
  const dark = !!opts.dark;
  const col = dark ? C.mist : C.green;
  const body =
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
    `<circle cx="1240" cy="210" r="430" fill="url(#g1)"/>` +
    `<circle cx="260" cy="560" r="360" fill="url(#g2)"/>` +
    `<circle cx="1240" cy="300" r="250" fill="none" stroke="${C.gold}" stroke-opacity=".45" stroke-width="1.5"/>` +
    `<path d="M0 520C320 470 620 600 980 540S1450 470 1600 520V600H0Z" fill="${dark ? C.deep : C.sand}" fill-opacity=".7"/>` +
    motifs[motif](r, 1240, 300, 215, col) +
    branch(r, 40, 600, 260, -62, 0.9, col, 0.25);
  return svg(1600, 600, title, bgDefs(dark), body);
}

function category(key, title, label, motif, dark) {
  const r = rng(hash(key));
  const col = dark ? C.mist : C.green;
  const fg = dark ? C.cream : C.green;
  const body =
    `<rect width="800" height="600" fill="url(#bg)"/>` +
    `<circle cx="560" cy="200" r="300" fill="url(#g1)"/>` +
    `<circle cx="120" cy="520" r="240" fill="url(#g2)"/>` +
    `<rect x="24" y="24" width="752" height="552" rx="6" fill="none" stroke="${C.gold}" stroke-opacity=".55"/>` +
    motifs[motif](r, 540, 250, 130, col) +
    text(64, 470, label, 46, fg) +
    `<line x1="64" y1="496" x2="184" y2="496" stroke="${C.gold}" stroke-width="2"/>` +
    text(64, 530, "SERENITY DAY SPA & MED SPA", 15, dark ? C.goldLight : C.gold, 'letter-spacing="4"');
  return svg(800, 600, title, bgDefs(dark), body);
}

function menuCard(key, label, motif, items) {
  const r = rng(hash(key));
  let lines = "";
  items.slice(0, 5).forEach((t, i) => {
    lines += text(400, 300 + i * 42, t, 24, C.char, 'text-anchor="middle"');
  });
  const body =
    `<rect width="800" height="600" fill="${C.sand}"/>` +
    `<rect x="40" y="30" width="720" height="540" fill="${C.cream}"/>` +
    `<rect x="56" y="46" width="688" height="508" fill="none" stroke="${C.gold}" stroke-width="1.5"/>` +
    `<rect x="64" y="54" width="672" height="492" fill="none" stroke="${C.gold}" stroke-opacity=".5"/>` +
    `<g transform="translate(400 112) scale(.32) translate(-400 -250)">${motifs[motif](r, 400, 250, 150, C.green)}</g>` +
    text(400, 206, label, 44, C.green, 'text-anchor="middle"') +
    text(400, 240, "SERVICE MENU", 14, C.gold, 'text-anchor="middle" letter-spacing="6"') +
    lines +
    text(400, 522, `Book at ${PHONE}`, 17, C.green, 'text-anchor="middle" font-style="italic"');
  return svg(800, 600, `${label} service menu card`, "", body);
}

function offer(file, title, eyebrow, lines, fine, dark = true) {
  const r = rng(hash(file));
  const bg = dark ? C.green : C.cream;
  const fg = dark ? C.cream : C.green;
  let t = "";
  lines.forEach((l, i) => (t += text(400, 360 + i * 70, l, i === 0 ? 62 : 54, fg, 'text-anchor="middle"')));
  const body =
    `<rect width="800" height="800" fill="${bg}"/>` +
    `<circle cx="650" cy="140" r="320" fill="url(#g1)"/><circle cx="120" cy="700" r="280" fill="url(#g2)"/>` +
    `<rect x="36" y="36" width="728" height="728" fill="none" stroke="${C.gold}" stroke-width="2"/>` +
    `<rect x="48" y="48" width="704" height="704" fill="none" stroke="${C.gold}" stroke-opacity=".5"/>` +
    branch(r, 52, 790, 190, -62, 0.6, dark ? C.mist : C.green, 0.3) +
    branch(r, 740, 40, 220, 125, 0.7, C.gold, 0.35) +
    text(400, 190, eyebrow, 20, dark ? C.goldLight : C.gold, 'text-anchor="middle" letter-spacing="6"') +
    `<line x1="340" y1="220" x2="460" y2="220" stroke="${C.gold}" stroke-width="2"/>` +
    t +
    text(400, 600, fine, 18, dark ? C.mist : C.char, 'text-anchor="middle" font-style="italic"') +
    text(400, 690, `SERENITY DAY SPA & MED SPA  \u00b7  ${PHONE}`, 16, dark ? C.goldLight : C.gold, 'text-anchor="middle" letter-spacing="3"');
  return svg(800, 800, title, bgDefs(dark), body);
}

// The home pop-up is shown at the width of a phone (about 345 px of 800 at 375 px), so none of its
// text is smaller than 38 units (16 px there); the fine print takes two lines.
function popupArt(file, title, eyebrow, lines, fine, dark = true) {
  const r = rng(hash(file));
  const bg = dark ? C.green : C.cream;
  const fg = dark ? C.cream : C.green;
  let t = "";
  lines.forEach((l, i) => (t += text(400, 320 + i * 84, l, i === 0 ? 72 : 64, fg, 'text-anchor="middle"')));
  fine.forEach((l, i) => (t += text(400, 530 + i * 52, l, 38, dark ? C.mist : C.char, 'text-anchor="middle" font-style="italic"')));
  const body =
    `<rect width="800" height="800" fill="${bg}"/>` +
    `<circle cx="650" cy="140" r="320" fill="url(#g1)"/><circle cx="120" cy="700" r="280" fill="url(#g2)"/>` +
    `<rect x="36" y="36" width="728" height="728" fill="none" stroke="${C.gold}" stroke-width="2"/>` +
    `<rect x="48" y="48" width="704" height="704" fill="none" stroke="${C.gold}" stroke-opacity=".5"/>` +
    branch(r, 52, 790, 190, -62, 0.6, dark ? C.mist : C.green, 0.3) +
    branch(r, 740, 40, 220, 125, 0.7, C.gold, 0.35) +
    text(400, 160, eyebrow, 40, dark ? C.goldLight : C.gold, 'text-anchor="middle" letter-spacing="4"') +
    `<line x1="340" y1="200" x2="460" y2="200" stroke="${C.gold}" stroke-width="2"/>` +
    t +
    text(400, 690, `Call ${PHONE}`, 40, dark ? C.goldLight : C.gold, 'text-anchor="middle"');
  return svg(800, 800, title, bgDefs(dark), body);
}

function blogImage(key, title, tag, motif, dark) {
  const r = rng(hash(key));
  const col = dark ? C.mist : C.green;
  const body =
    `<rect width="1200" height="630" fill="url(#bg)"/>` +
    `<circle cx="860" cy="240" r="420" fill="url(#g1)"/><circle cx="200" cy="600" r="330" fill="url(#g2)"/>` +
    `<path d="M0 540C300 500 560 620 880 560S1100 500 1200 530V630H0Z" fill="${dark ? C.deep : C.sand}" fill-opacity=".8"/>` +
    motifs[motif](r, 840, 290, 190, col) +
    branch(r, 60, 630, 300, -58, 1, col, 0.3) +
    text(80, 110, tag.toUpperCase(), 20, dark ? C.goldLight : C.gold, 'letter-spacing="6"') +
    `<line x1="80" y1="134" x2="200" y2="134" stroke="${C.gold}" stroke-width="2"/>` +
    text(80, 190, "The Serenity Journal", 46, dark ? C.cream : C.green);
  return svg(1200, 630, title, bgDefs(dark), body);
}

// ---------- site media ----------
const out = {};

out["logo.svg"] = svg(
  360,
  100,
  "Serenity Day Spa & Med Spa logo",
  "",
  leaf(22, 62, 30, -70, C.gold, 0.9) +
    leaf(26, 64, 26, -20, C.sage, 0.9) +
    leaf(20, 66, 22, -120, C.green, 0.85) +
    text(64, 60, "Serenity", 46, C.green, 'letter-spacing="1"') +
    text(66, 86, "DAY SPA &amp; MED SPA", 13, C.gold, 'letter-spacing="5.2"'),
);
out["favicon.svg"] = svg(
  64,
  64,
  "Serenity Day Spa & Med Spa icon",
  "",
  `<rect width="64" height="64" rx="14" fill="${C.green}"/>` +
    text(32, 45, "S", 40, C.cream, 'text-anchor="middle"') +
    leaf(40, 20, 16, -40, C.gold, 1),
);

const banners = [
  ["banner-home.svg", "Serenity Day Spa & Med Spa, Staten Island", "leaves"],
  ["banner-reviews.svg", "Client reviews", "star", { dark: true }],
  ["banner-memberships.svg", "Spa memberships", "card"],
  ["banner-career.svg", "Careers at Serenity", "leaves", { dark: true }],
  ["banner-about.svg", "About Serenity", "stones"],
  ["banner-contact.svg", "Contact us", "envelope"],
  ["banner-packages.svg", "Spa packages", "stones", { dark: true }],
  ["banner-blog.svg", "The Serenity Journal", "book"],
  ["banner-facials.svg", "Facials", "drops"],
  ["banner-advanced-skin.svg", "Advanced skin procedures", "dots"],
  ["banner-laser.svg", "Laser treatments", "beams", { dark: true }],
  ["banner-massages.svg", "Massages", "stones"],
  ["banner-body.svg", "Body treatments", "waves"],
  ["banner-brows-lashes.svg", "Brows and lashes", "lashes"],
  ["banner-nails.svg", "Nails", "almonds"],
  ["banner-waxing.svg", "Waxing", "honey"],
  ["banner-health.svg", "Health and wellness", "cross"],
  ["banner-melasma.svg", "Melasma removal with PicoSure", "spots"],
  ["banner-ipl.svg", "Intense pulsed light therapy", "rays", { dark: true }],
  ["banner-tattoo.svg", "Tattoo removal with PicoSure", "ink"],
  ["banner-laser-hair-removal.svg", "Laser hair removal", "hair"],
];
for (const [file, title, motif, opts] of banners) out[file] = banner(file, title, motif, opts);

// Category images: [slug, label, motif, hasSecond]
const cats = [
  ["facials", "Facials", "drops", true],
  ["advanced-skin", "Advanced Skin", "dots", false],
  ["laser", "Laser", "beams", true],
  ["massages", "Massages", "stones", true],
  ["body", "Body Treatments", "waves", false],
  ["brows-lashes", "Brows &amp; Lashes", "lashes", true],
  ["nails", "Nails", "almonds", true],
  ["waxing", "Waxing", "honey", false],
  ["health", "Health", "cross", false],
  ["packages", "Packages", "leaves", true],
  ["memberships", "Memberships", "card", false],
];
const menuTitleBySlug = {
  facials: "Facials",
  "advanced-skin": "Advanced Skin Procedures",
  laser: "Laser",
  massages: "Massages",
  body: "Body Treatments",
  "brows-lashes": "Brows and Lashes",
  nails: "Nails",
  waxing: "Waxing",
  health: "Health",
  packages: "Packages",
  memberships: "Memberships",
};
const menus = JSON.parse(readFileSync(join(contentDir, "menus.json"), "utf8"));
for (const [slug, label, motif, second] of cats) {
  const plain = label.replace("&amp;", "and");
  out[`cat-${slug}.svg`] = category(slug, `${plain} at Serenity Day Spa`, label, motif, false);
  if (second) out[`cat-${slug}-2.svg`] = category(slug + "2", `${plain}, detail`, label, motif, true);
  const menu = menus.find((m) => m.menu_title === menuTitleBySlug[slug]);
  const items = (menu ? menu.items : [])
    .map((i) => i.sub_menu_title)
    .filter((t) => !/add-ons|specialty|policies/i.test(t))
    .map((t) => t.replace(/ Laser Hair Removal|Laser Hair Removal /, "LHR "));
  out[`menu-${slug}.svg`] = menuCard(slug + "menu", label, motif, items);
}

out["addons-facial.svg"] = category("addons-facial", "Facial add-ons", "Facial Add-ons", "drops", true);
out["addons-massage.svg"] = category("addons-massage", "Massage add-ons", "Massage Add-ons", "stones", true);
out["specialty-treatments.svg"] = category("specialty", "Specialty skin treatments", "Specialty Treatments", "dots", true);
out["item-hydrafacial.svg"] = category("hydra", "HydraFacial", "HydraFacial", "drops", false);
out["item-picosure.svg"] = category("pico", "PicoSure tattoo removal", "PicoSure", "ink", false);
out["item-couples.svg"] = category("couples", "Couples massage suite", "Couples Suite", "leaves", false);

out["special-hydrafacial.svg"] = offer(
  "special-hydrafacial",
  "20% off your first HydraFacial in November",
  "NOVEMBER SPECIAL",
  ["20% off your first", "HydraFacial"],
  "New HydraFacial clients. Not combinable with other offers.",
);
out["special-laser-hair.svg"] = offer(
  "special-laser-hair",
  "Laser hair removal: buy five sessions, get the sixth free",
  "LASER HAIR REMOVAL",
  ["Buy 5 sessions,", "the 6th is on us"],
  "Same area, prepaid series. Complimentary consultation first.",
  false,
);
out["special-tattoo.svg"] = offer(
  "special-tattoo",
  "Free PicoSure tattoo removal consultation and test spot",
  "PICOSURE TATTOO REMOVAL",
  ["Free consultation", "&amp; test spot"],
  "Meet our laser specialist and get a personal session plan.",
);
out["special-gift-card.svg"] = offer(
  "special-gift-card",
  "Holiday gift cards: a $25 bonus card with every $150",
  "HOLIDAY GIFT CARDS",
  ["Give $150, get a", "$25 bonus card"],
  "Through December 31. Bonus cards valid January to March.",
  false,
);
out["popup-winter-glow.svg"] = popupArt(
  "popup-winter-glow",
  "Winter Glow Week: complimentary LED light therapy with any facial",
  "WINTER GLOW WEEK",
  ["Free LED therapy", "with any facial"],
  ["November 30 to December 6.", "Mention this offer when booking."],
);
out["popup-ipl.svg"] = popupArt(
  "popup-ipl",
  "New client offer: 15% off your first IPL photofacial",
  "NEW CLIENT OFFER",
  ["15% off your first", "IPL photofacial"],
  ["Consultation required.", "Valid through January 31."],
  false,
);

out["blog-first-facial.svg"] = blogImage("b1", "Preparing for your first facial", "Skincare basics", "drops", false);
out["blog-picosure-tattoo.svg"] = blogImage("b2", "What to expect from PicoSure tattoo removal", "Laser care", "ink", true);
out["blog-ipl-vs-laser.svg"] = blogImage("b3", "IPL and laser compared", "Med spa guide", "rays", false);
out["blog-winter-skincare.svg"] = blogImage("b4", "Winter skincare on Staten Island", "Seasonal care", "leaves", true);
out["blog-melasma.svg"] = blogImage("b5", "Living with melasma", "Pigment care", "spots", false);

mkdirSync(mediaDir, { recursive: true });
for (const [name, data] of Object.entries(out)) writeFileSync(join(mediaDir, name), data);
console.log(`wrote ${Object.keys(out).length} SVGs to ${mediaDir}`);

// ---------- raster sources (before/after, video cards) ----------
if (rasterDir) {
  const { rasterSources } = await import("./raster-sources.mjs");
  mkdirSync(rasterDir, { recursive: true });
  const src = rasterSources({ C, FONT, svg, text, branch, leaf, rng, hash, f, motifs, bgDefs, PHONE, ADDRESS, SALON });
  for (const [name, data] of Object.entries(src)) writeFileSync(join(rasterDir, name), data);
  console.log(`wrote ${Object.keys(src).length} raster sources to ${rasterDir}`);
}
