// SVG sources for the raster media (before/after JPGs, video cards, posters).
// Imported by generate-svg.mjs; render-raster.sh renders them with headless
// Chromium and encodes them with ImageMagick / ffmpeg.

export const GALLERY = {
  melasma: [
    ["ba-melasma-1", "Cheek melasma after a series of four PicoSure sessions", "medium", "melasma"],
    ["ba-melasma-2", "Forehead pigmentation after five PicoSure sessions", "olive", "melasma"],
    ["ba-melasma-3", "Upper lip melasma after three PicoSure sessions", "light", "melasma"],
  ],
  intense: [
    ["ba-ipl-1", "Facial redness and sun spots after three IPL sessions", "light", "ipl"],
    ["ba-ipl-2", "Sun-damaged chest after four IPL sessions", "medium", "ipl"],
    ["ba-ipl-3", "Age spots on the hands after three IPL sessions", "light", "iplspots"],
  ],
  tattoo: [
    ["ba-tattoo-1", "Black ink rose on the forearm after five sessions", "light", "rose"],
    ["ba-tattoo-2", "Script lettering on the wrist after four sessions", "medium", "script"],
    ["ba-tattoo-3", "Colored swallow on the shoulder after six sessions", "olive", "swallow"],
    ["ba-tattoo-4", "Geometric ankle tattoo after four sessions", "deep", "geometric"],
  ],
  laser: [
    ["ba-laser-hair-1", "Underarm laser hair removal after six sessions", "medium", "hair"],
    ["ba-laser-hair-2", "Lower leg laser hair removal after six sessions", "olive", "hair"],
    ["ba-laser-hair-3", "Upper lip and chin after five sessions", "light", "finehair"],
  ],
};

export const VIDEOS = [
  {
    name: "video-melasma",
    eyebrow: "A WORD FROM US",
    title: ["Melasma Removal", "with PicoSure"],
    motif: "spots",
    facts: ["A complimentary consultation comes first", "Gentle picosecond pulses target pigment", "Daily SPF protects your results"],
  },
  {
    name: "video-ipl",
    eyebrow: "A WORD FROM US",
    title: ["Intense Pulsed", "Light Therapy"],
    motif: "rays",
    facts: ["Softens redness and sun spots", "3 to 5 sessions, about 4 weeks apart", "Little to no downtime"],
  },
  {
    name: "video-tattoo",
    eyebrow: "A WORD FROM US",
    title: ["Tattoo Removal", "with PicoSure"],
    motif: "ink",
    facts: ["4 to 6 sessions, 6 to 8 weeks apart", "Treats dark and colored inks", "No sun or tanning two weeks before"],
  },
  {
    name: "video-laser-hair-removal",
    eyebrow: "A WORD FROM US",
    title: ["Laser Hair", "Removal"],
    motif: "hair",
    facts: ["Six sessions for most areas", "Suitable for a wide range of skin tones", "Shave the day before your visit"],
  },
  {
    name: "tattoo-explainer",
    eyebrow: "TATTOO REMOVAL EXPLAINED",
    title: ["Erase Your Ink,", "Step by Step"],
    motif: "ink",
    facts: ["Book a free consultation", "Get a customized treatment plan", "Schedule your first session"],
  },
  {
    name: "picosure-how-it-works",
    eyebrow: "HOW PICOSURE WORKS",
    title: ["How PicoSure", "Clears Ink"],
    motif: "beams",
    facts: ["Ultra-short picosecond pulses", "Ink shatters into tiny particles", "Your body clears them naturally"],
  },
  {
    name: "ipl-explainer",
    eyebrow: "IPL THERAPY EXPLAINED",
    title: ["Transform Your Skin", "with IPL Therapy"],
    motif: "rays",
    facts: ["Reduces redness and pigmentation", "Improves tone and texture", "Non-invasive, minimal downtime"],
  },
];

const SKIN = {
  light: ["#f3d9c6", "#e4bba0"],
  medium: ["#ddae8a", "#c8946f"],
  olive: ["#cfa47c", "#b68660"],
  deep: ["#a3714f", "#85583b"],
};

export function rasterSources(k) {
  const { C, FONT, svg, text, branch, rng, hash, f, motifs, bgDefs, PHONE, ADDRESS } = k;
  const out = {};

  // ---- condition layers: level 1 = before, small = after ----
  const layers = {
    melasma(r, level, x0) {
      let o = "";
      for (let i = 0; i < 9; i++) {
        const x = x0 + 120 + r() * 360;
        const y = 170 + r() * 420;
        o += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(50 + r() * 90)}" ry="${f(30 + r() * 60)}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})" fill="url(#pig)" fill-opacity="${f(level * (0.55 + r() * 0.35))}"/>`;
      }
      for (let i = 0; i < 40; i++)
        o += `<circle cx="${f(x0 + 80 + r() * 440)}" cy="${f(120 + r() * 520)}" r="${f(3 + r() * 6)}" fill="#7a4a30" fill-opacity="${f(level * 0.35)}"/>`;
      return o;
    },
    ipl(r, level, x0) {
      let o = `<ellipse cx="${x0 + 300}" cy="420" rx="230" ry="170" fill="url(#red)" fill-opacity="${f(level * 0.85)}"/>`;
      for (let i = 0; i < 30; i++)
        o += `<circle cx="${f(x0 + 70 + r() * 460)}" cy="${f(110 + r() * 540)}" r="${f(4 + r() * 12)}" fill="#8a5a3c" fill-opacity="${f(level * (0.3 + r() * 0.4))}"/>`;
      for (let i = 0; i < 7; i++) {
        let x = x0 + 180 + r() * 240;
        let y = 320 + r() * 200;
        let d = `M${f(x)} ${f(y)}`;
        for (let j = 0; j < 5; j++) {
          x += -20 + r() * 40;
          y += -18 + r() * 36;
          d += `L${f(x)} ${f(y)}`;
        }
        o += `<path d="${d}" fill="none" stroke="#b3413c" stroke-width="1.6" stroke-opacity="${f(level * 0.8)}"/>`;
      }
      return o;
    },
    iplspots(r, level, x0) {
      let o = "";
      for (let i = 0; i < 18; i++)
        o += `<ellipse cx="${f(x0 + 90 + r() * 420)}" cy="${f(140 + r() * 500)}" rx="${f(10 + r() * 22)}" ry="${f(8 + r() * 16)}" fill="#86573a" fill-opacity="${f(level * (0.45 + r() * 0.35))}"/>`;
      // knuckle creases for a hand-like feel
      for (let i = 0; i < 4; i++)
        o += `<path d="M${x0 + 110 + i * 110} 130q25 -14 50 0" fill="none" stroke="#9c7356" stroke-opacity=".35" stroke-width="3"/>`;
      return o;
    },
    hair(r, level, x0) {
      let o = "";
      const n = 150;
      for (let i = 0; i < n; i++) {
        const x = x0 + 60 + r() * 480;
        const y = 110 + r() * 560;
        const a = ((-60 - r() * 40) * Math.PI) / 180;
        const L = 10 + r() * 9;
        const keep = r() < level;
        o += `<circle cx="${f(x)}" cy="${f(y)}" r="2" fill="#5b3b2a" fill-opacity="${keep ? 0.55 : 0.08}"/>`;
        if (keep)
          o += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(a) * L)}" y2="${f(y + Math.sin(a) * L)}" stroke="#2e211a" stroke-width="2" stroke-linecap="round" stroke-opacity=".8"/>`;
      }
      return o;
    },
    finehair(r, level, x0) {
      let o = `<path d="M${x0 + 80} 330q220 -70 440 0" fill="none" stroke="#b77c6a" stroke-width="14" stroke-opacity=".55" stroke-linecap="round"/>`;
      for (let i = 0; i < 180; i++) {
        const x = x0 + 70 + r() * 460;
        const y = r() < 0.45 ? 220 + r() * 90 : 420 + r() * 200;
        const keep = r() < level;
        if (keep)
          o += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + 3 - r() * 6)}" y2="${f(y + 9 + r() * 6)}" stroke="#3a2a20" stroke-width="1.6" stroke-linecap="round" stroke-opacity=".7"/>`;
      }
      return o;
    },
    rose(r, level, x0) {
      const cx = x0 + 300;
      const ink = "#1f2326";
      let o = `<g fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">`;
      o += `<path d="M${cx} 300c-40 -10 -70 20 -55 55c15 30 70 25 80 -10c8 -30 -25 -55 -60 -45"/>`;
      o += `<path d="M${cx - 90} 330c-10 -80 90 -120 150 -70c50 45 30 130 -40 150c-60 15 -120 -20 -110 -80"/>`;
      o += `<path d="M${cx - 130} 360c0 90 90 140 170 110c70 -25 100 -110 60 -180"/>`;
      o += `<path d="M${cx - 10} 520q-20 90 10 180M${cx} 600q60 -40 110 -10q-50 40 -110 10zM${cx - 5} 650q-60 -30 -110 0q50 35 110 0z"/>`;
      o += `</g>`;
      return `<g opacity="${level}" ${level < 1 ? 'filter="url(#fade)"' : ""}>${o}</g>`;
    },
    script(r, level, x0) {
      const ink = "#1b2733";
      return (
        `<g opacity="${level}" ${level < 1 ? 'filter="url(#fade)"' : ""}>` +
        `<text x="${x0 + 300}" y="420" font-family="${FONT}" font-style="italic" font-size="120" fill="${ink}" text-anchor="middle">Forever</text>` +
        `<path d="M${x0 + 110} 455q190 40 380 -6" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M${x0 + 470} 300l10 -22l10 22l22 10l-22 10l-10 22l-10 -22l-22 -10z" fill="${ink}"/></g>`
      );
    },
    swallow(r, level, x0) {
      const cx = x0 + 300;
      return (
        `<g opacity="${level}" ${level < 1 ? 'filter="url(#fade)"' : ""} stroke="#1d2430" stroke-width="6" stroke-linejoin="round">` +
        `<path d="M${cx - 170} 330c80 -30 150 -20 190 40c40 -70 110 -110 200 -110c-60 40 -100 90 -110 150c40 10 70 50 80 120c-40 -40 -90 -60 -140 -50c-60 10 -120 -20 -150 -90c-20 -40 -50 -55 -70 -60z" fill="#2f5f8a"/>` +
        `<path d="M${cx - 60} 390c40 30 100 40 150 20c-20 50 -70 70 -120 55z" fill="#b8423a"/>` +
        `<circle cx="${cx - 120}" cy="335" r="7" fill="#1d2430"/></g>`
      );
    },
    geometric(r, level, x0) {
      const cx = x0 + 300;
      let o = `<g opacity="${level}" ${level < 1 ? 'filter="url(#fade)"' : ""} fill="none" stroke="#15191c" stroke-width="5">`;
      o += `<circle cx="${cx}" cy="400" r="150"/><circle cx="${cx}" cy="400" r="95"/>`;
      o += `<path d="M${cx} 230L${cx + 150} 490H${cx - 150}Z"/><path d="M${cx} 570L${cx + 150} 310H${cx - 150}Z"/>`;
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        o += `<circle cx="${f(cx + Math.cos(a) * 190)}" cy="${f(400 + Math.sin(a) * 190)}" r="8" fill="#15191c"/>`;
      }
      return o + `</g>`;
    },
  };

  function beforeAfter(name, caption, tone, kind) {
    const [s1, s2] = SKIN[tone];
    const defs =
      `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s1}"/><stop offset="1" stop-color="${s2}"/></linearGradient>` +
      `<radialGradient id="hl"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="pig"><stop offset="0" stop-color="#6f3f26" stop-opacity=".8"/><stop offset="1" stop-color="#6f3f26" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="red"><stop offset="0" stop-color="#d0524c" stop-opacity=".7"/><stop offset="1" stop-color="#d0524c" stop-opacity="0"/></radialGradient>` +
      `<filter id="fade"><feGaussianBlur stdDeviation="3"/></filter>` +
      `<clipPath id="cl"><rect x="0" y="0" width="596" height="720"/></clipPath>` +
      `<clipPath id="cr"><rect x="604" y="0" width="596" height="720"/></clipPath>`;
    const seed = hash(name);
    const panel = (x0, level, clip) =>
      `<g clip-path="url(#${clip})"><rect x="${x0}" y="0" width="596" height="720" fill="url(#skin)"/>` +
      `<ellipse cx="${x0 + 200}" cy="220" rx="260" ry="200" fill="url(#hl)"/>` +
      layers[kind](rng(seed), level, x0) +
      `<path d="M${x0 - 20} 700C${x0 + 150} 640 ${x0 + 420} 650 ${x0 + 620} 560" fill="none" stroke="#000" stroke-opacity=".06" stroke-width="30"/></g>`;
    const after = { melasma: 0.18, ipl: 0.2, iplspots: 0.15, hair: 0.1, finehair: 0.12 }[kind] ?? 0.1;
    const pill = (x, label) =>
      `<rect x="${x}" y="28" width="150" height="50" rx="25" fill="${C.cream}" fill-opacity=".92"/>` +
      text(x + 75, 61, label, 26, C.green, 'text-anchor="middle"');
    const body =
      `<rect width="1200" height="800" fill="${C.cream}"/>` +
      panel(0, 1, "cl") +
      panel(604, after, "cr") +
      pill(28, "Before") +
      pill(632, "After") +
      text(32, 767, caption, 24, C.green) +
      text(1168, 767, "Illustration \u00b7 individual results vary", 18, C.gold, 'text-anchor="end" font-style="italic"');
    return svg(1200, 800, `Before and after: ${caption}`, defs, body);
  }

  for (const list of Object.values(GALLERY))
    for (const [name, caption, tone, kind] of list) out[`${name}.svg`] = beforeAfter(name, caption, tone, kind);

  // ---- video cards ----
  for (const v of VIDEOS) {
    const r = rng(hash(v.name));
    const size = Math.min(72, Math.floor(1160 / Math.max(...v.title.map((t) => t.length))));
    const title = text(110, 330, v.title[0], size, C.cream) + text(110, 330 + size * 1.25, v.title[1], size, C.cream);
    out[`${v.name}-1.svg`] = svg(
      1280,
      720,
      v.title.join(" "),
      bgDefs(true),
      `<rect width="1280" height="720" fill="url(#bg)"/>` +
        `<circle cx="960" cy="300" r="480" fill="url(#g1)"/><circle cx="160" cy="700" r="380" fill="url(#g2)"/>` +
        `<circle cx="960" cy="360" r="250" fill="none" stroke="${C.gold}" stroke-opacity=".5" stroke-width="2"/>` +
        motifs[v.motif](r, 960, 360, 190, C.mist) +
        text(112, 220, v.eyebrow, 22, C.goldLight, 'letter-spacing="7"') +
        `<line x1="112" y1="248" x2="252" y2="248" stroke="${C.gold}" stroke-width="2"/>` +
        title +
        text(112, 520, "SERENITY DAY SPA & MED SPA \u00b7 STATEN ISLAND", 20, C.goldLight, 'letter-spacing="4"'),
    );
    let facts = "";
    v.facts.forEach((t, i) => {
      const y = 260 + i * 130;
      facts +=
        `<circle cx="170" cy="${y - 14}" r="36" fill="none" stroke="${C.gold}" stroke-width="2"/>` +
        text(170, y, String(i + 1), 34, C.gold, 'text-anchor="middle"') +
        text(240, y, t, 46, C.green);
    });
    out[`${v.name}-2.svg`] = svg(
      1280,
      720,
      v.facts.join(". "),
      bgDefs(false),
      `<rect width="1280" height="720" fill="url(#bg)"/>` +
        `<circle cx="1100" cy="160" r="420" fill="url(#g1)"/><circle cx="100" cy="700" r="340" fill="url(#g2)"/>` +
        branch(r, 1180, 720, 300, -110, 1, C.green, 0.3) +
        text(130, 140, v.eyebrow, 22, C.gold, 'letter-spacing="7"') +
        facts,
    );
    out[`${v.name}-3.svg`] = svg(
      1280,
      720,
      "Book your free consultation",
      bgDefs(true),
      `<rect width="1280" height="720" fill="url(#bg)"/>` +
        `<circle cx="640" cy="300" r="520" fill="url(#g1)"/>` +
        branch(r, 250, 740, 260, -105, 1, C.mist, 0.35) +
        branch(r, 1030, 740, 240, -75, 0.9, C.gold, 0.4) +
        text(640, 250, "Book your free consultation", 64, C.cream, 'text-anchor="middle"') +
        `<line x1="570" y1="292" x2="710" y2="292" stroke="${C.gold}" stroke-width="2"/>` +
        text(640, 370, PHONE, 54, C.goldLight, 'text-anchor="middle"') +
        text(640, 440, ADDRESS, 26, C.mist, 'text-anchor="middle"') +
        text(640, 490, "serenitydayspasi.com", 26, C.mist, 'text-anchor="middle" font-style="italic"'),
    );
  }
  return out;
}
