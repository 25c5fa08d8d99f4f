#!/bin/sh
# Cuts the self-hosted fonts (app/fonts/source: @fontsource-variable's Latin files, SIL OFL) into
# what the first screen needs (issue 38, decision 0059): each family's "core" file holds the
# characters the site's text uses (ASCII and the common typographic marks), weights 400 to 700,
# the standard layout features; its "extra" file holds the rest of the Latin subset, fetched only
# by a page that shows one of those characters (its @font-face unicode-range in app/styles/app.css,
# U+0-3FF and U+2000-22FF, must cover EXTRA). Needs Debian's python3-fonttools and python3-brotli:
# apt-get install -y python3-fonttools python3-brotli
set -eu
cd "$(dirname "$0")/../app/fonts"
PY=/usr/bin/python3
CORE="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026,U+2122,U+20AC"
EXTRA="U+00A1-00A8,U+00AA-00AD,U+00AF,U+00B1-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2191,U+2193,U+2212,U+2215"
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk"
tmp=$(mktemp -d)
for family in inter cormorant-garamond; do
  $PY -m fontTools.varLib.instancer "source/$family-latin-wght-normal.woff2" wght=400:700 -q -o "$tmp/$family.ttf"
  for part in core extra; do
    if [ "$part" = core ]; then unicodes=$CORE; else unicodes=$EXTRA; fi
    $PY -m fontTools.subset "$tmp/$family.ttf" --unicodes="$unicodes" --layout-features="$FEATURES" \
      --no-hinting --flavor=woff2 --output-file="$family-$part.woff2"
  done
done
rm -r "$tmp"
ls -l ./*.woff2
