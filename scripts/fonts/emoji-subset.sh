#!/usr/bin/env bash
# Regenerates static/fonts/emoji-*.ttf: the emoji the site shows, cut from Noto Color Emoji, so
# that they are drawn on machines without a colour emoji font (headless and minimal Linux
# browsers draw empty boxes instead). Run it after adding an emoji to the site's chrome or
# content; tests/output/emoji-font.test.ts names the missing ones. Needs only Debian's archives:
# the two packages are downloaded and unpacked here, not installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download fonts-noto-color-emoji libharfbuzz-bin >/dev/null)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/root"; done
source_font="$work/root/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
subset() {
  LD_LIBRARY_PATH="$work/root/usr/lib/x86_64-linux-gnu" "$work/root/usr/bin/hb-subset" \
    "$source_font" --unicodes="$2" --output-file="static/fonts/$1.ttf"
}
# Keep these lists equal to the unicode-range lines of src/css/emoji.css.
# On every page (announcement bar, version dropdown, API sidebar): loaded everywhere.
subset emoji-chrome '1F389,1F973,1F6A7,1F4E6'
# In the content of some pages only: loaded where one of them is shown.
subset emoji-content '1F41B,1F680,1F436,1F4DD,1F485,1F3E0,1F4A5,1F609,1F3C3,1F4C4,1F527,1F916,1F5C3,274C,2705,1F44D,1F9EA'
cp "$work/root/usr/share/doc/fonts-noto-color-emoji/copyright" static/fonts/emoji-LICENSE.txt
ls -l static/fonts/emoji-*
