#!/usr/bin/env bash
# Regenerates all media for content/media/ from code:
#   1. SVG artwork (banners, categories, specials, blog images, logo) via generate-svg.mjs
#   2. Before/after gallery JPGs, rendered from SVG with headless Chromium + ImageMagick
#   3. Short H.264 MP4 videos (and one WebM) with JPG posters, built with ffmpeg
#
# Requirements (Debian): node, chromium, imagemagick, ffmpeg, fonts-dejavu-core / fonts-liberation
#   apt-get update && apt-get install -y imagemagick ffmpeg
# Usage: bash content/tools/render-raster.sh
# Not needed at run time: the generated files are committed in content/media/.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
media="$here/../media"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

CHROMIUM="${CHROMIUM:-chromium}"
CONVERT="${CONVERT:-/usr/bin/convert}"   # the real ImageMagick binary

node "$here/generate-svg.mjs" "$work"

render() { # svg png width height
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
}

# ---- before/after gallery images ----
for svgf in "$work"/ba-*.svg; do
  base="$(basename "$svgf" .svg)"
  render "$svgf" "$work/$base.png" 1200 800
  "$CONVERT" "$work/$base.png" -strip -interlace Plane -sampling-factor 4:2:0 -quality 80 "$media/$base.jpg"
  echo "image  $base.jpg  $(stat -c %s "$media/$base.jpg") bytes"
done

# ---- videos ----
make_video() { # name
  local name="$1"
  for i in 1 2 3; do render "$work/$name-$i.svg" "$work/$name-$i.png" 1280 720; done
  "$CONVERT" "$work/$name-1.png" -strip -interlace Plane -quality 82 "$media/$name.jpg"
  local zp="scale=2560:1440,zoompan=z='1+0.00045*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=1280x720:fps=25,setsar=1"
  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate 25 -t 3.4 -i "$work/$name-1.png" \
    -loop 1 -framerate 25 -t 3.4 -i "$work/$name-2.png" \
    -loop 1 -framerate 25 -t 3.4 -i "$work/$name-3.png" \
    -filter_complex "[0]${zp}[a];[1]${zp}[b];[2]${zp}[c];[a][b]xfade=transition=fade:duration=0.8:offset=2.6[ab];[ab][c]xfade=transition=fade:duration=0.8:offset=5.2,fade=t=in:st=0:d=0.6,fade=t=out:st=8.0:d=0.6,format=yuv420p[v]" \
    -map "[v]" -c:v libx264 -preset slow -crf 27 -profile:v high -pix_fmt yuv420p -movflags +faststart -an \
    "$media/$name.mp4"
  echo "video  $name.mp4  $(stat -c %s "$media/$name.mp4") bytes"
}

for name in video-melasma video-ipl video-tattoo video-laser-hair-removal tattoo-explainer picosure-how-it-works ipl-explainer; do
  make_video "$name"
done

# The tattoo explainer also ships as WebM (VP9) for the landing page's second <source>.
ffmpeg -hide_banner -loglevel error -y -i "$media/tattoo-explainer.mp4" \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -an \
  "$media/tattoo-explainer.webm"
echo "video  tattoo-explainer.webm  $(stat -c %s "$media/tattoo-explainer.webm") bytes"

du -sh "$media"
